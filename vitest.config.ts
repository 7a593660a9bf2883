import { configDefaults, defineConfig } from "vitest/config";
import { insights } from "./scripts/insights/plugin.ts";

export default defineConfig({
  plugins: [insights()],
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    restoreMocks: true,
    // Both cores (Vitest would keep one free).
    maxWorkers: 2,
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          // One jsdom per worker, not per file: the suite runs in a third
          // of the time. test/setup.ts resets what a file may leave behind;
          // a file that mocks a module loads its subject afresh.
          isolate: false,
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "test/**/*.test.{ts,tsx}",
          ],
          exclude: [...configDefaults.exclude, "scripts/server/**"],
          setupFiles: ["./test/setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      {
        // The lead service against a real SQLite file and a real SMTP server,
        // and the site's own server started as `npm start` starts it: real
        // processes, which take their time on a busy machine.
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
