import { defineConfig } from "vitest/config";
import { insights } from "./scripts/insights/plugin.ts";

export default defineConfig({
  plugins: [insights()],
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    restoreMocks: true,
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "test/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["./test/setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      {
        // The lead service against a real SQLite file and a real SMTP server.
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
