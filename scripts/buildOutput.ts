/**
 * `npm run check:build`: runs the production build and fails if it prints a
 * deprecation, a future-flag notice or any other warning (issue 16: the
 * build's output is only progress and our own notices).
 */
import { spawnSync } from "node:child_process";

/** Lines of build output that are warnings nobody asked for. */
function unwantedLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => /deprecat|future flag|v8_|\bwarn(ing)?\b/i.test(line));
}

const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
const output = `${build.stdout}\n${build.stderr}`;
const unwanted = unwantedLines(output);
if (build.status !== 0) {
  console.error(output);
  process.exit(build.status ?? 1);
}
if (unwanted.length > 0) {
  console.error(`The build printed warnings:\n  ${unwanted.join("\n  ")}`);
  process.exit(1);
}
console.log("The build printed no warning, deprecation or future flag.");
