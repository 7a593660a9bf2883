/**
 * The assistant's evaluation questions, kept as data in ./questions/ and
 * checked here against the shape ./grading.ts grades. Each case says in
 * words what a person would judge right (`criterion`, where written), the
 * fact and link a right answer carries, what it must not claim, and, where
 * the site has no answer, that the honest reply points to the contact form.
 * Only the last turn of a case is judged; earlier turns set up a
 * conversation.
 *
 * - DEVELOPMENT set (`english.dev`): the engine is tuned on these
 *   (questions/dev.json, then the ninth round, questions/clientDev.json:
 *   questions written the way clients really write to a studio, WhatsApp
 *   shorthand, typos, Hinglish, long briefs with several asks).
 * - TEST set (`english.test`): questions prospective clients of a small
 *   Indian web and social studio would ask (owners of shops, clinics, D2C
 *   brands, coaching institutes, restaurants), written before the engine
 *   was redesigned and never tuned on (questions/test.json, then the second
 *   round, questions/clientTest.json). No engine change may be made to pass
 *   one of these, no case may move to the development set, and its misses
 *   are never printed; CI fails when this set drops below its floor.
 * - Hindi sets: questions a Hindi page's visitors would ask, in Devanagari,
 *   in Hinglish and in English, each to be answered in Hindi from the same
 *   facts as the English pages, written before the Hindi reading was built
 *   (questions/hindiDev.json to tune on, questions/hindiTest.json held out).
 *
 * A pattern is written as a regular expression literal in a string
 * (`"/#services\\b/"`, `"/logo/i"`), or as `$NAME` for one of the shared
 * patterns of ./grading.ts (a list such as `$HI_DECLINE` stands for all of
 * its patterns).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
  CATEGORIES,
  type EvalCase,
  HI_DECLINE,
  HI_NO_PRICE,
  HI_SAYS_YES,
  NO_PRICE,
  SAYS_YES,
} from "./grading";

const shared: Readonly<Record<string, readonly RegExp[]>> = {
  $NO_PRICE: [NO_PRICE],
  $SAYS_YES: [SAYS_YES],
  $HI_NO_PRICE: [HI_NO_PRICE],
  $HI_SAYS_YES: [HI_SAYS_YES],
  $HI_DECLINE: HI_DECLINE,
};

const LITERAL = /^\/(.+)\/([a-z]*)$/s;

const pattern = z.string().transform((text, context): RegExp[] => {
  const named = shared[text];
  if (named) return [...named];
  const literal = LITERAL.exec(text);
  if (!literal?.[1]) {
    context.addIssue({
      code: "custom",
      message: `not a /pattern/ or a shared $NAME: ${text}`,
    });
    return z.NEVER;
  }
  return [new RegExp(literal[1], literal[2])];
});

const patterns = z
  .array(pattern)
  .transform((lists): readonly RegExp[] => lists.flat())
  .optional();

const evalCase = z.strictObject({
  id: z.string().min(1),
  category: z.enum(CATEGORIES),
  turns: z.array(z.string().min(1)).min(1),
  criterion: z.string().optional(),
  mustInclude: patterns,
  mustIncludeAny: patterns,
  mustNotInclude: patterns,
  mustNotLink: patterns,
  isAnswerable: z.boolean().optional(),
  isUnlisted: z.boolean().optional(),
}) satisfies z.ZodType<EvalCase, unknown>;

/** One file of ./questions/, checked case by case. */
function load(name: string): readonly EvalCase[] {
  const file = join(import.meta.dirname, "questions", `${name}.json`);
  const parsed = z
    .array(evalCase)
    .safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * A language's two splits, and the latest round of each (also reported on
 * its own, to compare before and after a change).
 */
export type QuestionSets = {
  dev: readonly EvalCase[];
  test: readonly EvalCase[];
  latest: { dev: readonly EvalCase[]; test: readonly EvalCase[] };
};

const clientDev = load("clientDev");
const clientTest = load("clientTest");

export const english: QuestionSets = {
  dev: [...load("dev"), ...clientDev],
  test: [...load("test"), ...clientTest],
  latest: { dev: clientDev, test: clientTest },
};

const hindiDev = load("hindiDev");
const hindiTest = load("hindiTest");

export const hindi: QuestionSets = {
  dev: hindiDev,
  test: hindiTest,
  latest: { dev: hindiDev, test: hindiTest },
};
