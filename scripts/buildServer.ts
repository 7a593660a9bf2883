import { join } from "node:path";
import { build } from "vite";

const ENTRY = join(import.meta.dirname, "serve.ts");

/**
 * Compiles the server into one plain JavaScript file, `<outDir>/serve.js`,
 * so `npm start` runs it with Node alone. Packages stay imports from
 * `node_modules` (production dependencies only).
 */
export async function buildServer(outDir: string, entry = ENTRY) {
  await build({
    configFile: false,
    logLevel: "warn",
    root: join(import.meta.dirname, ".."),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: "node24",
      minify: false,
      copyPublicDir: false,
      rollupOptions: {
        output: {
          entryFileNames: entry === ENTRY ? "serve.js" : "[name].js",
          format: "es",
        },
      },
    },
  });
}
