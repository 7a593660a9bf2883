/**
 * `npm run check:build`: runs the production build and fails if it prints
 * anything but progress and the project's own notices: every deprecation,
 * future flag or other warning (issues 16 and 24). The build's tools log at
 * the `warn` level, so whatever they print is a warning, worded or not
 * (Vite's notes say neither "warning" nor "deprecated"); nothing filters
 * them before they reach this check.
 */
import { spawnSync } from "node:child_process";
import { NO_DESTINATION_WARNING } from "./enquiryDestination";

/** The lines a clean build prints. */
const EXPECTED_LINES: (RegExp | string)[] = [
  // npm echoing the script it runs.
  /^> /,
  // The postbuild's one-line summary (scripts/postbuild.ts).
  /^postbuild: \d+ pages checked, /,
  // The studio's notice while app/content/site.ts has demo details (BRIEF).
  /^⚠ Site config still has placeholder [\w, ]+: edit app\/content\/site\.ts before you launch\.$/,
  // The notice of a build whose form reaches no one (scripts/enquiryDestination.ts).
  NO_DESTINATION_WARNING,
];

/** Lines of build output that are not progress or our own notices. */
export function unwantedLines(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter(
      (line) =>
        line &&
        !EXPECTED_LINES.some((expected) =>
          typeof expected === "string"
            ? line === expected
            : expected.test(line),
        ),
    );
}

if (import.meta.main) {
  const build = spawnSync("npm", ["run", "build"], {
    encoding: "utf8",
    // No colours: the lines are compared as text.
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) {
    console.error(output);
    process.exit(build.status ?? 1);
  }
  const unwanted = unwantedLines(output);
  if (unwanted.length > 0) {
    console.error(
      `The build printed lines that are not progress (a warning, deprecation or future flag?):\n  ${unwanted.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log("The build printed no warning, deprecation or future flag.");
}
