/**
 * The evaluation asked of the engine in-process: fast enough to run after
 * every change while tuning on the development set. Prints each split's
 * pass rate, and every miss of the development set; the test set's misses
 * are never printed (it is held out, so nobody tunes on it). The browser run
 * (`npm run eval:assistant`) is the one CI gates on.
 */
import { expect, test } from "vitest";
import { createSiteResponder } from "~/features/assistant/engine/siteResponder";
import { createSiteResponder as createHindiResponder } from "~/features/assistant/hindi/hindiResponder";
import type {
  AnswerContext,
  ChatTurn,
} from "~/features/assistant/engine/types";
import { type EvalCase, isFalseDenial, judge, type Language } from "./grading";
import { english, hindi } from "./questions";

/** For sweeps: ASSISTANT_THRESHOLD=0.5, ASSISTANT_FUZZY=none. */
const options = {
  ...(process.env.ASSISTANT_THRESHOLD
    ? { threshold: Number(process.env.ASSISTANT_THRESHOLD) }
    : {}),
  ...(process.env.ASSISTANT_FUZZY === "none" ? { fuzzy: "none" as const } : {}),
};

async function ask(turns: readonly string[], lang: Language) {
  const respond =
    lang === "hi"
      ? createHindiResponder(options)
      : createSiteResponder(options);
  const history: ChatTurn[] = [];
  let previous: AnswerContext | undefined;
  let last = { text: "", links: [] as string[] };
  for (const turn of turns) {
    const reply = await respond(turn, history, previous);
    history.push({ role: "visitor", text: turn });
    history.push({ role: "assistant", text: reply.text });
    previous = reply.context;
    last = {
      text: reply.text,
      links: reply.links.map((link) => `${link.label} ${link.to}`),
    };
  }
  return last;
}

async function run(
  name: string,
  cases: readonly EvalCase[],
  verbose: boolean,
  lang: Language = "en",
) {
  let passed = 0;
  let claims = 0;
  let denials = 0;
  const lines: string[] = [];
  for (const item of cases) {
    const reply = await ask(item.turns, lang);
    const problems = judge(item, reply, lang);
    if (problems.length === 0) passed++;
    if (problems.some((p) => p.startsWith("claims"))) claims++;
    if (isFalseDenial(item, reply, lang)) denials++;
    if (problems.length > 0 && verbose) {
      lines.push(
        `✗ ${item.id}: ${problems.join("; ")}\n    ${reply.text}\n    ${reply.links.join(" | ")}`,
      );
    }
  }
  const rate = passed / cases.length;
  console.log(
    `${lines.join("\n")}\n${name}: ${passed}/${cases.length} ${(100 * rate).toFixed(1)}%, claiming what they must not: ${claims}, false denials: ${denials}`,
  );
  return rate;
}

test("the assistant's evaluation, in-process", async () => {
  const dev = await run("dev", english.dev, true);
  // The test set is held out: its pass rate only, never its misses.
  const testRate = await run("test", english.test, false);
  // The latest rounds alone, to compare before and after a change.
  await run("dev, ninth round", english.latest.dev, false);
  await run("test, second round", english.latest.test, false);
  expect(dev + testRate).toBeGreaterThan(0);
}, 120_000);

test("the assistant's evaluation in Hindi, in-process", async () => {
  const dev = await run("Hindi dev", hindi.dev, true, "hi");
  // Held out: its pass rate only, never its misses.
  const testRate = await run("Hindi test", hindi.test, false, "hi");
  expect(dev + testRate).toBeGreaterThan(0);
}, 120_000);
