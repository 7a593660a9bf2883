import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";
import { copyInContent, serverCopyInWords } from "./eslint.copy.js";
import { layerBoundaries, serverBoundaries } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...layerBoundaries(boundaries),
  serverBoundaries(boundaries),
  copyInContent,
  serverCopyInWords,
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A tab panel is a tab stop (WAI-ARIA Authoring Practices, tabs).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel"] }],
    },
  },
  {
    files: [
      "app/**/*.test.{ts,tsx}",
      "test/**/*.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      "vitest/expect-expect": "error",
      "vitest/no-disabled-tests": "error",
      "vitest/no-focused-tests": "error",
      // The lead service's tests take `it` with fixtures
      // (test/server/fixtures.ts).
      "vitest/no-standalone-expect": [
        "error",
        { additionalTestBlockFunctions: ["it", "it.each", "it.for"] },
      ],
    },
  },
  {
    files: ["app/**/*.test.tsx"],
    ...testingLibrary.configs["flat/react"],
  },
  {
    files: ["e2e/**/*.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      // A spec's own `expectX(page)` helper asserts as `expect` does.
      "playwright/expect-expect": [
        "error",
        { assertFunctionPatterns: ["^expect[A-Z]"] },
      ],
      "playwright/no-skipped-test": "error",
      "playwright/no-focused-test": "error",
      "playwright/no-conditional-in-test": "off",
    },
  },
);
