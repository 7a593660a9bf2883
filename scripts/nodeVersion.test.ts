import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { NODE_MAJOR, nodeProblem } from "./nodeVersion.js";

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("the Node release line", () => {
  it("is 24, and every place that installs or names Node says so", () => {
    expect(NODE_MAJOR).toBe(24);
    const pkg = JSON.parse(read("package.json")) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR}`);
    expect(read(".nvmrc").trim()).toBe(String(NODE_MAJOR));
    expect(read("netlify.toml")).toMatch(
      new RegExp(`^\\s*NODE_VERSION = "${NODE_MAJOR}"$`, "m"),
    );
    const ci = read(".ci/run");
    expect(ci).toMatch(
      new RegExp(`^NODE_RELEASE=${NODE_MAJOR}\\.\\d+\\.\\d+$`, "m"),
    );
    expect(ci).toContain(`>= ${NODE_MAJOR} ? 0 : 1`);
    expect(read("README.md")).toContain(`Node.js ${NODE_MAJOR}`);
  });

  it("accepts Node 24 and newer, and names what to install otherwise", () => {
    expect(nodeProblem("24.0.0")).toBeNull();
    expect(nodeProblem("24.21.0")).toBeNull();
    expect(nodeProblem("26.10.0")).toBeNull();
    for (const old of ["20.20.2", "v22.22.0", "23.11.1"]) {
      const problem = nodeProblem(old);
      expect(problem).toContain("Node.js 24 or newer");
      expect(problem).toContain(old);
      expect(problem).toContain("nvm install");
      expect(problem).not.toContain("\n");
    }
  });
});

describe("npm start on an older Node", () => {
  const buildDir = join(
    mkdtempSync(join(tmpdir(), "studio-old-node-")),
    "build",
  );
  afterAll(() =>
    rmSync(join(buildDir, ".."), { recursive: true, force: true }),
  );

  it("says in one line what to install, exits 1 and builds or serves nothing", async () => {
    // This Node, reporting itself as Node 20 to everything it runs.
    const pretend = join(buildDir, "..", "pretend-node-20.mjs");
    writeFileSync(
      pretend,
      `Object.defineProperty(process, "versions", { value: { ...process.versions, node: "20.20.2" } });\n`,
    );
    const child = spawn("npm", ["start", "--silent"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: `--import=${pathToFileURL(pretend).href}`,
        BUILD_DIR: buildDir,
        PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) =>
      child.on("exit", done),
    );
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      "This site needs Node.js 24 or newer, not 20.20.2: install Node 24 LTS (nodejs.org, or `nvm install` in this folder).",
    ]);
    // The build it would have made when the sources are newer: not begun.
    expect(existsSync(buildDir)).toBe(false);
  }, 30_000);
});
