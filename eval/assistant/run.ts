/**
 * Asks the assistant the evaluation questions (./questions.ts) in a real
 * browser, as a visitor would, against the built site, and prints the pass
 * rate by category. Exits 1 below the floor.
 *
 *   npm run build && npm run eval:assistant
 *
 * EVAL_PORT (default 4390) is where the built site is served for the run;
 * EVAL_FLOOR (default 0.9) is the lowest pass rate that exits 0.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/hooks/useHydratedMarker";
import { CHROMIUM_FLAGS, systemChromium } from "../../scripts/browser";
import { type EvalCase, questions, UNLISTED } from "./questions";

const root = join(import.meta.dirname, "..", "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.EVAL_PORT ?? 4390);
const floor = Number(process.env.EVAL_FLOOR ?? 0.9);
const origin = `http://127.0.0.1:${port}`;
const MAX_WORDS = 60;

type Reply = { text: string; links: string[] };
type Verdict = { id: string; category: string; problems: string[] };

function startServer(): ChildProcess {
  if (!existsSync(join(root, buildDir, "client", "index.html"))) {
    console.error(`No build in ${buildDir}/: run npm run build first.`);
    process.exit(1);
  }
  return spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not start on ${origin}`);
}

const answers = (page: Page) =>
  page.locator('#assistant [role="log"] > ol > li[data-author="assistant"]');

async function askAll(page: Page, turns: readonly string[]): Promise<Reply> {
  // A new visitor: no saved conversation, and a fresh page load.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${origin}/#assistant`);
  await page.reload();
  // Before the app runs, Enter in the question box does nothing (the form
  // is plain HTML with no server to ask): ask once the page has hydrated.
  await page
    .locator(`html[${HYDRATED_ATTRIBUTE}]`)
    .waitFor({ state: "attached" });
  const box = page.getByRole("textbox", { name: "Ask a question" });
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

function judge(item: EvalCase, reply: Reply): string[] {
  const all = [reply.text, ...reply.links].join("\n");
  const problems: string[] = [];
  for (const pattern of item.mustInclude ?? []) {
    if (!pattern.test(all)) problems.push(`missing ${pattern}`);
  }
  if (item.mustIncludeAny && !item.mustIncludeAny.some((p) => p.test(all))) {
    problems.push(`missing any of ${item.mustIncludeAny.join(" ")}`);
  }
  for (const pattern of item.mustNotInclude ?? []) {
    if (pattern.test(reply.text)) problems.push(`claims ${pattern}`);
  }
  if (item.isUnlisted && !UNLISTED.test(reply.text)) {
    problems.push("no pointer to the contact form");
  }
  if (
    item.isAnswerable &&
    /^(we don.t list that|i couldn.t find)/i.test(reply.text)
  ) {
    problems.push("opens with no-answer");
  }
  const words = reply.text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_WORDS) problems.push(`${words} words`);
  return problems;
}

const server = startServer();
let exitCode = 1;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: systemChromium(process.env, { headlessShell: true }),
    args: CHROMIUM_FLAGS,
  });
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
  await page.goto(`${origin}/`);

  const verdicts: Verdict[] = [];
  for (const item of questions) {
    const reply = await askAll(page, item.turns);
    const problems = judge(item, reply);
    verdicts.push({ id: item.id, category: item.category, problems });
    if (problems.length > 0) {
      console.log(`✗ ${item.id}: ${problems.join("; ")}\n    ${reply.text}`);
    }
  }
  await browser.close();

  const categories = [...new Set(verdicts.map((v) => v.category))];
  console.log("\nPass rate by category");
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
  console.log(
    `  ${"all".padEnd(28)} ${passed}/${verdicts.length}  ${(100 * rate).toFixed(1)}%  (floor ${100 * floor}%)`,
  );
  console.log(`  answers claiming what they must not: ${invented}`);
  console.log(`  page or console errors: ${pageErrors.length}`);
  for (const error of pageErrors) console.log(`    ${error}`);
  exitCode = rate >= floor && pageErrors.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  server.kill("SIGTERM");
}
process.exit(exitCode);
