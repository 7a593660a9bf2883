import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../server/leads/storage/db";
import { noDestinationWarning } from "./enquiryDestination";

/*
 * Every command in the README and docs/ works as written on a fresh
 * checkout: each shell block parses; each npm script it names exists (with
 * the arguments it is shown with); each file of the repository it names is
 * there; the backup command runs for real; the VPS steps write the
 * settings before the build, and the build line they give prints no false
 * alarm. A doc that drifts from the code fails here.
 */

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const DOCS = [
  "README.md",
  "deploy/README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const scripts = (
  JSON.parse(read("package.json")) as { scripts: Record<string, string> }
).scripts;

/** The shell blocks of a Markdown file. */
const shellBlocks = (text: string) =>
  [...text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].map(
    (match) => match[1] ?? "",
  );

/** Every `npm …` command a doc shows, in code spans and shell blocks. */
function npmCommands(text: string) {
  const spans = [...text.matchAll(/`([^`\n]*\bnpm [^`\n]*)`/g)].map(
    (match) => match[1] ?? "",
  );
  const lines = shellBlocks(text).flatMap((block) =>
    block.replace(/\\\n/g, " ").split("\n"),
  );
  return [...spans, ...lines].flatMap((command) =>
    [...command.matchAll(/\bnpm (run(?: --silent)? ([\w:-]+)|[\w-]+)/g)].map(
      (match) => match[2] ?? match[1] ?? "",
    ),
  );
}

/** The npm commands that are npm's own, not the project's scripts. */
const NPM_OWN = new Set([
  "ci",
  "install",
  "outdated",
  "ls",
  "audit",
  "install-scripts",
]);

describe("the commands in the README and docs/", () => {
  it.each(DOCS.filter((doc) => shellBlocks(read(doc)).length > 0))(
    "%s: every shell block parses",
    (doc) => {
      const failing = shellBlocks(read(doc)).filter((block) => {
        const parsed = spawnSync("sh", ["-n"], { input: block });
        return parsed.status !== 0 || parsed.stderr.length > 0;
      });
      expect(failing).toEqual([]);
    },
  );

  it.each(DOCS)("%s: every npm script it names exists", (doc) => {
    const missing = npmCommands(read(doc)).filter(
      (name) => !NPM_OWN.has(name) && !(name in scripts),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ...DOCS,
    ...readdirSync(join(root, "docs", "decisions"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/decisions/${name}`),
  ])("%s: stands on its own (cites no spec, brief or issue number)", (doc) => {
    const citing = read(doc)
      .split("\n")
      .filter((line) =>
        /\b(the spec|spec's|the brief|issues? #?\d+)\b|#\d{2,}\b/i.test(line),
      );
    expect(citing).toEqual([]);
  });

  it.each(DOCS)("%s: every file of the repository it names is there", (doc) => {
    const named = [
      ...read(doc).matchAll(
        /`((?:deploy|scripts|server|docs|app|e2e|eval|public)\/[\w./*<>-]+)`/g,
      ),
    ]
      .map((match) => match[1] ?? "")
      // Placeholders and patterns (<id>, *.mdx) name no single file.
      .filter((path) => !/[<*]/.test(path));
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe("the README's backup command, as written", () => {
  const dir = mkdtempSync(join(tmpdir(), "doc-backup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs on a fresh checkout: makes the folder and a file readable by its owner only", async () => {
    const commands = shellBlocks(read("README.md")).filter((block) =>
      block.includes("npm run leads:backup"),
    );
    expect(commands).toHaveLength(1);
    const command = (commands[0] ?? "").trim();
    expect(command).toContain("file:./data/leads.db");
    expect(command).toContain(" backups/");

    // A checkout without data/ or backups/: the repository's files, linked.
    for (const entry of readdirSync(root)) {
      if (["data", "backups", ".git"].includes(entry)) continue;
      symlinkSync(join(root, entry), join(dir, entry));
    }
    // The service's database, where the command says it is.
    mkdirSync(join(dir, "data"));
    const db = createClient({ url: `file:${join(dir, "data", "leads.db")}` });
    await migrate({
      execute: (statement) => db.execute(statement),
      batch: (statements, mode) => db.batch(statements, mode),
      close: () => db.close(),
    } as Parameters<typeof migrate>[0]);
    db.close();
    expect(existsSync(join(dir, "backups"))).toBe(false);

    // Typed in the checkout, as the owner would.
    const ran = spawnSync("sh", ["-c", command], {
      cwd: dir,
      encoding: "utf8",
    });
    const backups = existsSync(join(dir, "backups"))
      ? readdirSync(join(dir, "backups"))
      : [];
    expect({ status: ran.status, output: ran.stderr + ran.stdout }).toEqual({
      status: 0,
      output: expect.stringContaining("Backed up 0 enquiries"),
    });
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/^leads-\d{4}-\d\d-\d\d\.db$/);
    expect(statSync(join(dir, "backups", backups[0] ?? "")).mode & 0o777).toBe(
      0o600,
    );
  }, 60_000);
});

describe("docs/deploying.md's VPS steps", () => {
  const block =
    shellBlocks(read("docs/deploying.md")).find((text) =>
      text.includes("useradd"),
    ) ?? "";
  const lines = block.split("\n");
  const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));

  it("write the settings before the build, and the build line prints no false alarm", () => {
    const settings = at(/install -m 600 .*studio-site\.env/);
    const build = at(/npm run build/);
    expect(settings).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(settings);
    // What the build line sets is what the build checks.
    const env = Object.fromEntries(
      [...(lines[build] ?? "").matchAll(/\b([A-Z_]+)=(\S+)/g)].map((match) => [
        match[1] ?? "",
        match[2] ?? "",
      ]),
    );
    expect(noDestinationWarning({})).not.toBeNull();
    expect(noDestinationWarning(env)).toBeNull();
    // …and names the database the example settings do.
    expect(read("deploy/studio-site.env.example")).toContain(
      `LEADS_DATABASE_URL=${env.LEADS_DATABASE_URL ?? "missing"}`,
    );
  });

  it("install every unit and timer of the kit, and enable the timers", () => {
    const units = readdirSync(join(root, "deploy")).filter((name) =>
      /\.(service|timer)$/.test(name),
    );
    const copy = lines[at(/^cp .*\/etc\/systemd\/system/)] ?? "";
    const enable = lines[at(/systemctl enable --now/)] ?? "";
    const copied = copy
      .split(" ")
      .filter((word) => word.includes("deploy/"))
      .map((word) => word.split("deploy/")[1] ?? "")
      .map(
        (glob) =>
          new RegExp(`^${glob.replace(/\./g, "\\.").replace(/\*/g, ".*")}$`),
      );
    expect(units.length).toBeGreaterThan(3);
    expect(
      units.filter((name) => !copied.some((glob) => glob.test(name))),
    ).toEqual([]);
    expect(
      units.filter((name) => name.endsWith(".timer") && !enable.includes(name)),
    ).toEqual([]);
  });
});
