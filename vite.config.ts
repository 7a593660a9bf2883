import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { createLogger, defineConfig } from "vite";
import { insights } from "./scripts/insights/plugin.ts";

/**
 * React Router 7.18's plugin passes Vite 8 the old `envFile: false` option
 * for its internal compilers, which makes Vite print a deprecation for each
 * one. It is theirs, not ours: drop that one line, keep every other warning.
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("`envFile` option is deprecated")) return;
  warn(message, options);
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
