/**
 * The assistant on the phone profile (150 ms round trip, 1.6 Mbps, CPU 4x
 * slower), against the built site: what the engine downloads, when it
 * arrives, and how long each answer takes once it has.
 *
 *   npm run build && npm run eval:latency
 *
 * An answer's latency is from the key press that asks to the answer's text
 * on screen, with reduced motion (no typing indicator). The first question
 * also builds the engine's index; the rest are answers alone.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/hooks/useHydratedMarker";
import {
  CHROMIUM_FLAGS,
  emulatePhoneNetwork,
  systemChromium,
} from "../../scripts/browser";

const root = join(import.meta.dirname, "..", "..");
const port = Number(process.env.EVAL_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
const QUESTIONS = [
  "How much does a website for my clinic cost?",
  "do u make reels for restaurants",
  "kitne din me landing page ban jayega",
  "Have you worked with coaching institutes?",
  "what results did they get?",
  "Do you do WordPress websites?",
  "is the first call free?",
  "can you make an android app?",
  "how do payments work?",
  "I'm in London, what are your hours?",
  "which platform was the coffee store on?",
  "Combien coûte un site web ?",
];

function startServer(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not start on ${origin}`);
}

/** Milliseconds from Enter to the answer's text on screen. */
async function timeAnswer(page: Page, question: string, index: number) {
  const box = page.getByRole("textbox", { name: "Ask a question" });
  await box.fill(question);
  return page.evaluate(
    ({ index }) =>
      new Promise<number>((resolve) => {
        const log = document.querySelector('#assistant [role="log"] > ol');
        const input = document.querySelector<HTMLInputElement>(
          "#assistant form input",
        );
        if (!log || !input?.form) throw new Error("no chat");
        const start = performance.now();
        // No named functions in here: the page runs this code as it is.
        const observer = new MutationObserver(() => {
          const count = log.querySelectorAll(
            ':scope > li[data-author="assistant"]:not([aria-hidden])',
          ).length;
          if (count <= index + 1) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(log, { childList: true, subtree: true });
        input.form.requestSubmit();
      }),
    { index },
  );
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
  );
};

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
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const cdp = await emulatePhoneNetwork(context, page);

  // What the engine brings: the chunks requested once the page is idle.
  const loaded = new Map<string, number>();
  let hydratedAt = 0;
  cdp.on("Network.loadingFinished", (event) => {
    loaded.set(event.requestId, event.encodedDataLength);
  });
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (hydratedAt > 0) urls.set(event.requestId, event.request.url);
  });
  const started = Date.now();
  const engine = page.waitForResponse((response) =>
    /\/assets\/siteResponder[^/]*\.js/.test(response.url()),
  );
  await page.goto(`${origin}/`);
  await page
    .locator(`html[${HYDRATED_ATTRIBUTE}]`)
    .waitFor({ state: "attached" });
  hydratedAt = Date.now() - started;
  await (await engine).finished();
  const engineAt = Date.now() - started;
  await page.waitForLoadState("networkidle");
  const after = [...urls].filter(([, url]) => url.includes("/assets/"));
  const bytes = after.reduce((sum, [id]) => sum + (loaded.get(id) ?? 0), 0);

  await page.locator("#assistant").scrollIntoViewIfNeeded();
  const times: number[] = [];
  for (const [index, question] of QUESTIONS.entries()) {
    times.push(await timeAnswer(page, question, index));
  }
  const [first = 0, ...rest] = times;
  console.log(`Phone profile: 150 ms RTT, 1.6 Mbps, CPU 4x slower`);
  console.log(`  page hydrated              ${hydratedAt} ms after navigation`);
  console.log(`  engine fetched (idle)      ${engineAt} ms after navigation`);
  console.log(
    `  engine download            ${(bytes / 1000).toFixed(1)} kB over the wire in ${after.length} files: ${after.map(([, url]) => url.split("/").pop()).join(", ")}`,
  );
  console.log(`  first answer (builds index) ${first.toFixed(0)} ms`);
  console.log(
    `  answers after that          median ${percentile(rest, 0.5).toFixed(0)} ms, max ${Math.max(...rest).toFixed(0)} ms (${rest.length} questions)`,
  );
  await browser.close();
  exitCode = Math.max(...rest) < 300 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  server.kill("SIGTERM");
}
process.exit(exitCode);
