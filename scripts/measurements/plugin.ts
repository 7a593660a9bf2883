import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:measurements";

/**
 * `virtual:measurements`: what was measured when the build ran (read.ts,
 * printed by print.ts in its own process), as a module the home page's
 * loader reads at prerender, so the figures land in its HTML rather than
 * in its up-front JavaScript.
 */
export function measurements(root: string): Plugin {
  let source: string | undefined;
  return {
    name: "studio-measurements",
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      source ??= `export const measured = ${execFileSync(
        process.execPath,
        ["--import", "tsx", join(root, "scripts", "measurements", "print.ts")],
        { cwd: root, encoding: "utf8" },
      ).trim()};`;
      return source;
    },
  };
}
