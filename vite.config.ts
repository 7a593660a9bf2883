import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { createLogger, defineConfig } from "vite";
import { insights } from "./scripts/insights/plugin.ts";

/**
 * React Router 7.18's plugin passes Vite 8 the old `envFile: false` option
 * for its internal compilers, which makes Vite print a deprecation for each
 * one. It is theirs, not ours: drop that one line, keep every other warning.
 * Some of those compilers log through our logger, others (the one that
 * loads react-router.config.ts) through Vite's default one, which writes to
 * `console.warn`: both are filtered.
 */
const isTheirDeprecation = (message: unknown) =>
  typeof message === "string" &&
  message.includes("`envFile` option is deprecated");
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!isTheirDeprecation(message)) warn(message, options);
};
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!isTheirDeprecation(args[0])) consoleWarn(...args);
};

export default defineConfig(({ command }) => ({
  customLogger: logger,
  // The build lists no asset lines; warnings and errors still print.
  logLevel: command === "build" ? "warn" : "info",
  plugins: [
    FontaineTransform.vite({
      fallbacks: ["Arial", "Helvetica Neue", "Roboto", "Segoe UI"],
    }),
    // Articles: MDX compiled at build, one chunk each.
    ...insights(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  build: {
    // One stylesheet for every page: one render-blocking request (ADR 001).
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
}));
