import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_SOURCES, staleBecause } from "./buildFreshness.js";

/*
 * `npm start` builds again when anything it serves or runs changed since
 * the compiled server was written: checked on a small project tree whose
 * files carry set times (no waiting for the clock).
 */

const BUILT_AT = new Date("2026-11-20T10:00:00Z");
const BEFORE = new Date("2026-11-19T10:00:00Z");
const AFTER = new Date("2026-11-21T10:00:00Z");

let root: string;
let server: string;

/** Writes `path` (and its folders) with the given time on all of them. */
function put(path: string, time: Date) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, "x");
  utimesSync(file, time, time);
  for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
    utimesSync(dir, time, time);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "freshness-"));
  for (const path of [
    "app/routes/home.tsx",
    "public/favicon.svg",
    "scripts/serve.ts",
    "server/leads/service.ts",
    "server/leads/service.test.ts",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
  ]) {
    put(path, BEFORE);
  }
  server = join(root, "build", "server", "serve.js");
  put("build/server/serve.js", BUILT_AT);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("whether npm start builds", () => {
  it("builds when there is no build yet", () => {
    rmSync(join(root, "build"), { recursive: true });
    expect(staleBecause(root, server)).toBe("no build");
  });

  it("serves the build as it is when nothing changed after it", () => {
    expect(staleBecause(root, server)).toBeNull();
  });

  it("builds after an edit under server/ (the lead service runs inside the compiled server)", () => {
    expect(BUILD_SOURCES).toContain("server");
    const edited = join(root, "server", "leads", "service.ts");
    utimesSync(edited, AFTER, AFTER);
    expect(staleBecause(root, server)).toBe(edited);
  });

  it("builds after an edit to the site, its files, scripts or packages", () => {
    for (const path of [
      "app/routes/home.tsx",
      "public/favicon.svg",
      "scripts/serve.ts",
      "package.json",
      "package-lock.json",
    ]) {
      const file = join(root, path);
      utimesSync(file, AFTER, AFTER);
      expect(staleBecause(root, server)).toBe(file);
      utimesSync(file, BEFORE, BEFORE);
    }
  });

  it("builds after a file is removed (its folder changed, no file is newer)", () => {
    unlinkSync(join(root, "server", "leads", "service.ts"));
    const folder = join(root, "server", "leads");
    utimesSync(folder, AFTER, AFTER);
    expect(staleBecause(root, server)).toBe(folder);
  });

  it("does not build for an edited test, which no build includes", () => {
    const test = join(root, "server", "leads", "service.test.ts");
    utimesSync(test, AFTER, AFTER);
    expect(staleBecause(root, server)).toBeNull();
  });
});
