import { defineConfig } from "vitest/config";
import { insights } from "./scripts/insights/plugin";

export default defineConfig({
  plugins: [insights()],
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "test/**/*.test.{ts,tsx}",
    ],
    setupFiles: ["./test/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    restoreMocks: true,
    expect: { requireAssertions: true },
  },
});
