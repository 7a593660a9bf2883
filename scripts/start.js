// `npm start`: builds when the sources changed since the last build, then
// runs the compiled server in this same process, so the signal a process
// manager sends reaches the server itself. Plain JavaScript: no TypeScript
// runner stands between npm and the server.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { nodeProblem } from "./nodeVersion.js";

// Before anything is built or served: an older Node gets one line.
const problem = nodeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const root = join(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const server = join(buildDir, "server", "serve.js");
const sources = [
  "app",
  "public",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

/** @param {string} path @returns {number} */
function newestMtime(path) {
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
  !existsSync(server) ||
  Math.max(...sources.map((source) => newestMtime(join(root, source)))) >
    statSync(server).mtimeMs;

if (isStale) {
  console.log("Building the production site…");
  const build = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => build.kill(signal);
  process.on("SIGTERM", forward);
  process.on("SIGINT", forward);
  const code = await new Promise((done) => build.on("exit", done));
  process.off("SIGTERM", forward);
  process.off("SIGINT", forward);
  if (code !== 0) process.exit(typeof code === "number" ? code : 1);
}

process.chdir(root);
process.env.BUILD_DIR = buildDir;
await import(pathToFileURL(server).href);
