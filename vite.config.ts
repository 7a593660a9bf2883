import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "vite";
import { insights } from "./scripts/insights/plugin";

export default defineConfig({
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
    cssCodeSplit: true,
    assetsInlineLimit: 0,
  },
});
