import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { createLogger, defineConfig } from "vite";
import { insights } from "./scripts/insights/plugin.ts";

/**
 * Two warnings that are not ours; every other warning still prints.
 * - React Router 7.18's plugin passes Vite 8 the old `envFile: false` option
 *   for its internal compilers, which makes Vite print a deprecation for each.
 *   Some of those compilers log through our logger, others (the one that
 *   loads react-router.config.ts) through Vite's default one, which writes
 *   to `console.warn`: both are filtered.
 * - A CSS module that `composes:` from a shared one (app/styles/*.module.css)
 *   gets that file's rules from postcss-modules without their source path, so
 *   Vite says it cannot rewrite their url()s. The shared modules have none.
 */
const foreignWarnings = [
  "`envFile` option is deprecated",
  "A PostCSS plugin did not pass the `from` option",
];
const isForeign = (message: unknown) =>
  typeof message === "string" &&
  foreignWarnings.some((warning) => message.includes(warning));
const logger = createLogger();
const warn = logger.warn.bind(logger);
const warnOnce = logger.warnOnce.bind(logger);
logger.warn = (message, options) => {
  if (!isForeign(message)) warn(message, options);
};
logger.warnOnce = (message, options) => {
  if (!isForeign(message)) warnOnce(message, options);
};
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!isForeign(args[0])) consoleWarn(...args);
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
    // The bundle graph for `npm run size` (scripts/bundleGraph.ts).
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
}));
