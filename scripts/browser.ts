import { existsSync } from "node:fs";

/**
 * The Chromium that tests and benchmarks drive: `CHROMIUM_PATH`, else the
 * system's `/usr/bin/chromium`, else Playwright's own download (undefined).
 */
export function systemChromium(
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const candidates = [env.CHROMIUM_PATH, "/usr/bin/chromium"];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** Flags Chromium needs when run as root in a container, and no chatter. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
