import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");

function hasBrowser(): boolean {
  if (systemChromium()) return true;
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (!hasBrowser()) {
  console.error(
    "No Chromium found: install one (Debian: apt-get install chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The end-to-end suite always runs against a fresh production build.
if (process.env.E2E_SKIP_BUILD !== "1")
  run("npm", ["run", "build", "--silent"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
