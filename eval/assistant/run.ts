/**
 * Asks the assistant the evaluation questions in a real browser, as a
 * visitor would, against the built site, and prints the pass rate by
 * category: by default the test set (never tuned on), with --split=dev the
 * development set, with --split=all
 * both. Only the development set's misses are printed, one by one; the
 * test set is reported as aggregates (by category), never question by
 * question, so that nobody tunes on it. Exits 1 when the test set's pass rate is below the floor, or any
 * page error happened. `npm run eval:engine` asks both sets of the engine
 * in-process, in seconds.
 *
 *   npm run build && npm run eval:assistant
 *
 * The questions: ./questions.ts. With --lang=hi, the Hindi questions
 * (development and test) are asked on the Hindi home page `/hi/`,
 * and each answer must be in Hindi; the floor is EVAL_FLOOR_HI (0.8).
 *
 * EVAL_PORT (default 4390) is where the built site is served for the run;
 * EVAL_FLOOR is the lowest test-set pass rate that exits 0. The bar is
 * 0.85; the engine scores 117 of 137 (0.854) on the test set (both rounds)
 * in the browser today, so the floor sits about two points below that.
 * Each split also reports its false denials: questions the site answers,
 * told it does not.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/hooks/useHydratedMarker";
import { againstTheSite } from "./site";
import { isFalseDenial, judge, type Language, type Reply } from "./grading";
import { english, hindi } from "./questions";

const root = join(import.meta.dirname, "..", "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.EVAL_PORT ?? 4390);
const lang: Language = process.argv.includes("--lang=hi") ? "hi" : "en";
const floor = Number(
  lang === "hi"
    ? (process.env.EVAL_FLOOR_HI ?? 0.8)
    : (process.env.EVAL_FLOOR ?? 0.83),
);
/** The home page the questions are asked on. */
const homePath = lang === "hi" ? "/hi/" : "/";
const splitArgument =
  process.argv
    .find((arg) => arg.startsWith("--split="))
    ?.slice("--split=".length) ?? "test";
const sets = lang === "hi" ? hindi : english;
const splits = (
  [
    ["test", sets.test],
    ["dev", sets.dev],
  ] as const
).filter(([name]) => splitArgument === "all" || splitArgument === name);
type Verdict = {
  id: string;
  category: string;
  problems: string[];
  isFalseDenial: boolean;
};
/** The latest round of each split, reported on its own as well. */
const latestRound: Readonly<Record<string, ReadonlySet<string>>> = {
  test: new Set(sets.latest.test.map((item) => item.id)),
  dev: new Set(sets.latest.dev.map((item) => item.id)),
};

/** Stops here when the build has no page to ask the questions on. */
function exitWithoutPages() {
  if (!existsSync(join(root, buildDir, "client", "index.html"))) {
    console.error(`No build in ${buildDir}/: run npm run build first.`);
    process.exit(1);
  }
  if (!existsSync(join(root, buildDir, "client", homePath, "index.html"))) {
    console.error(
      `No ${homePath} page in ${buildDir}/: the Hindi questions can be asked in-process with npm run eval:engine.`,
    );
    process.exit(1);
  }
}
exitWithoutPages();

const answers = (page: Page) =>
  page.locator('#assistant [role="log"] > ol > li[data-author="assistant"]');

async function askAll(
  page: Page,
  origin: string,
  turns: readonly string[],
): Promise<Reply> {
  // A new visitor: no saved conversation, and a fresh page load.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${origin}${homePath}#assistant`);
  await page.reload();
  // Before the app runs, Enter in the question box does nothing (the form
  // is plain HTML with no server to ask): ask once the page has hydrated.
  await page
    .locator(`html[${HYDRATED_ATTRIBUTE}]`)
    .waitFor({ state: "attached" });
  // The question box (on a Hindi page, named in Hindi).
  const box =
    lang === "hi"
      ? page.locator("#assistant").getByRole("textbox").first()
      : page.getByRole("textbox", { name: "Ask a question" });
  for (const [index, turn] of turns.entries()) {
    await box.fill(turn);
    await box.press("Enter");
    // The welcome message, then one answer per turn, none still typing.
    await answers(page)
      .nth(index + 1)
      .waitFor();
    await page
      .locator('#assistant [role="log"] li[aria-hidden="true"]')
      .waitFor({ state: "detached" });
  }
  return answers(page)
    .last()
    .evaluate((item) => ({
      text: item.querySelectorAll("p")[1]?.textContent ?? "",
      links: [...item.querySelectorAll("a")].map(
        (link) => `${link.textContent ?? ""} ${link.getAttribute("href")}`,
      ),
    }));
}

/** Prints a split's pass rate by category; returns the whole split's. */
function report(split: string, verdicts: readonly Verdict[]): number {
  const categories = [...new Set(verdicts.map((v) => v.category))];
  console.log(`\n${split} set: pass rate by category`);
  for (const category of categories) {
    const inCategory = verdicts.filter((v) => v.category === category);
    const passed = inCategory.filter((v) => v.problems.length === 0).length;
    console.log(
      `  ${category.padEnd(28)} ${String(passed).padStart(2)}/${inCategory.length}  ${Math.round((100 * passed) / inCategory.length)}%`,
    );
  }
  const passed = verdicts.filter((v) => v.problems.length === 0).length;
  const invented = verdicts.filter((v) =>
    v.problems.some((problem) => problem.startsWith("claims")),
  ).length;
  const rate = passed / verdicts.length;
  const gate = split === "test" ? `  (floor ${100 * floor}%)` : "";
  console.log(
    `  ${"all".padEnd(28)} ${passed}/${verdicts.length}  ${(100 * rate).toFixed(1)}%${gate}`,
  );
  const latest = verdicts.filter((v) => latestRound[split]?.has(v.id));
  const latestPassed = latest.filter((v) => v.problems.length === 0).length;
  console.log(
    `  ${"latest round".padEnd(28)} ${latestPassed}/${latest.length}`,
  );
  console.log(`  answers claiming what they must not: ${invented}`);
  console.log(
    `  false denials (the site says it): ${verdicts.filter((v) => v.isFalseDenial).length}\n`,
  );
  return rate;
}

await againstTheSite({ root, buildDir, port }, async ({ origin, browser }) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(message.text());
  });
  await page.goto(`${origin}${homePath}`);

  let testRate = 1;
  for (const [split, cases] of splits) {
    const verdicts: Verdict[] = [];
    for (const item of cases) {
      const reply = await askAll(page, origin, item.turns);
      const problems = judge(item, reply, lang);
      verdicts.push({
        id: item.id,
        category: item.category,
        problems,
        isFalseDenial: isFalseDenial(item, reply, lang),
      });
      // Only the development set's misses are printed: the test set is
      // held out, and a list of its misses would invite tuning on it.
      if (split === "dev" && problems.length > 0) {
        console.log(`✗ ${item.id}: ${problems.join("; ")}\n    ${reply.text}`);
      }
    }
    const rate = report(split, verdicts);
    if (split === "test") testRate = rate;
  }
  console.log(`page or console errors: ${pageErrors.length}`);
  for (const error of pageErrors) console.log(`    ${error}`);
  return testRate >= floor && pageErrors.length === 0 ? 0 : 1;
});
