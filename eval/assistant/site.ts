import type { Browser } from "@playwright/test";
import { startSiteServer } from "../../scripts/benchServer";
import { launchHeadless } from "../../scripts/browser";

/**
 * How the browser evaluations run: the built site served from `buildDir`
 * on `port` and a headless Chromium, both started for `run` and stopped
 * after it; the process exits with the code `run` gives (1 if it throws).
 */
export async function againstTheSite(
  { root, buildDir, port }: { root: string; buildDir: string; port: number },
  run: (site: { origin: string; browser: Browser }) => Promise<0 | 1>,
): Promise<never> {
  const server = await startSiteServer(root, { buildDir, port, attempts: 300 });
  let exitCode = 1;
  try {
    const browser = await launchHeadless();
    try {
      exitCode = await run({ origin: server.origin, browser });
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.error(error);
  } finally {
    server.stop();
  }
  process.exit(exitCode);
}
