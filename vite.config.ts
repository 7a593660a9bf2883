import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { createLogger, defineConfig, type LogLevel } from "vite";
import { insights } from "./scripts/insights/plugin.ts";
import { measurements } from "./scripts/measurements/plugin.ts";

/**
 * Two warnings that are not ours; every other warning still prints.
 * - React Router 7.18's plugin creates internal Vite servers (one loads
 *   react-router.config.ts, one compiles route modules) with the old
 *   `envFile: false` option, and Vite 8 prints a deprecation for each. The
 *   route compiler logs through our logger; the config loader through Vite's
 *   default one, which writes to `console.warn`: both are filtered. React
 *   Router 8 fixes it but needs Node 22; drop this filter with that upgrade.
 *   (`npm run build` runs Vite's own `vite build --app`, which the plugin
 *   configures, rather than the `react-router build` CLI: the CLI makes one
 *   more such server before this file is read, whose warning nothing here
 *   could reach.)
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
/** Vite's logger at `level`, without the foreign warnings. */
function quietLogger(level: LogLevel) {
  const logger = createLogger(level);
  const warn = logger.warn.bind(logger);
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warn = (message, options) => {
    if (!isForeign(message)) warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    if (!isForeign(message)) warnOnce(message, options);
  };
  return logger;
}
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!isForeign(args[0])) consoleWarn(...args);
};

export default defineConfig(({ command }) => ({
  // The build lists no asset or prerender lines; warnings and errors print.
  customLogger: quietLogger(command === "build" ? "warn" : "info"),
  plugins: [
    FontaineTransform.vite({
      fallbacks: ["Arial", "Helvetica Neue", "Roboto", "Segoe UI"],
    }),
    // Articles: MDX compiled at build, one chunk each.
    ...insights(),
    // Measured figures (npm run bench, the lead service): read at build.
    measurements(import.meta.dirname),
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
