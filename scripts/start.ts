import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const stamp = join(
  root,
  process.env.BUILD_DIR ?? "build",
  "client",
  "_headers",
);
const sources = [
  "app",
  "public",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const isStale =
  !existsSync(stamp) ||
  Math.max(...sources.map((source) => newestMtime(join(root, source)))) >
    statSync(stamp).mtimeMs;

if (isStale) {
  console.log("Building the production site…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

await import("./serve");
