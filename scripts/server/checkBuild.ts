import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { NOT_FOUND_PAGE } from "./siteServer";

/** Files without which the build cannot be served as it should. */
const REQUIRED_FILES = ["index.html", NOT_FOUND_PAGE, "_headers"];

/** One line naming what is missing from the build, or null when complete. */
export function buildProblem(clientDir: string): string | null {
  const missing = REQUIRED_FILES.filter(
    (file) => !existsSync(join(clientDir, file)),
  );
  if (missing.length === 0) return null;
  const where = relative(process.cwd(), clientDir) || ".";
  return `The build in ${where} is incomplete (missing ${missing.join(", ")}): run npm run build.`;
}

/** The port to listen on, or a one-line reason it cannot be used. */
export function parsePort(
  value: string | undefined,
): { port: number } | { problem: string } {
  if (value === undefined || value === "") return { port: 3000 };
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port > 65535) {
    return {
      problem: `PORT must be a whole number from 0 to 65535, not "${value}".`,
    };
  }
  return { port };
}
