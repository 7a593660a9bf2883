// `npm start`: builds when the sources changed since the last build
// (buildFreshness.js), then
// runs the compiled server in this same process, so the signal a process
// manager sends reaches the server itself. Plain JavaScript: no TypeScript
// runner stands between npm and the server.
import { spawn } from "node:child_process";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { staleBecause } from "./buildFreshness.js";
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
const reason = staleBecause(root, server);

if (reason) {
  console.log(
    reason === "no build"
      ? "Building the production site…"
      : `Building the production site (${relative(root, reason)} changed since the last build)…`,
  );
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
