import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "vite";
import { insights } from "./scripts/insights/plugin.ts";

export default defineConfig(({ command }) => ({
  // The build lists no asset or prerender lines; warnings and errors print,
  // and `npm run check:build` fails on any of them.
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
  // Lightning CSS (Vite's own alternative to PostCSS) compiles the CSS
  // Modules, `composes:` from the shared app/styles modules included. Under
  // PostCSS, each such module made Vite note that a plugin "did not pass the
  // `from` option" (the rules postcss-modules brings in carry no source).
  css: { transformer: "lightningcss" },
  build: {
    // One stylesheet for every page: one render-blocking request (ADR 001).
    cssCodeSplit: false,
    // The bundle graph for `npm run size` (scripts/bundleGraph.ts).
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
}));
