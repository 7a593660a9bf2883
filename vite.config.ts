import { reactRouter } from "@react-router/dev/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    FontaineTransform.vite({
      fallbacks: ["Arial", "Helvetica Neue", "Roboto", "Segoe UI"],
    }),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  build: {
    cssCodeSplit: false,
    assetsInlineLimit: 0,
  },
});
