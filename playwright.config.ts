import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, systemChromium } from "./scripts/browser";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = systemChromium(process.env, { headlessShell: true });

export default defineConfig({
  testDir: "./e2e",
  // Parallel runs with their own BUILD_DIR keep their own results too.
  outputDir: process.env.BUILD_DIR
    ? `test-results-${process.env.BUILD_DIR}`
    : "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test costs a third of the suite's time: CI
    // records the retry of a failed test (Playwright's default); locally,
    // `npx playwright test --trace retain-on-failure` records them all.
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `tsx scripts/serve.ts`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
