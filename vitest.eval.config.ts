import { defineConfig } from "vitest/config";
import { insights } from "./scripts/insights/plugin.ts";

/**
 * The assistant's evaluation in-process (`npm run eval:engine`): the same
 * questions and grading as `npm run eval:assistant`, asked of the engine
 * directly, in seconds, for tuning on the development set.
 */
export default defineConfig({
  plugins: [insights()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["eval/assistant/*.eval.ts"],
    expect: { requireAssertions: true },
  },
});
