import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { describe, expect } from "vitest";
import { signInTo, timedFetch } from "../../../test/server/clients";
import { type RealServer, test } from "../../../test/server/fixtures";
import { backupLeads } from "./backup";
import { enquiry } from "../../../test/server/testing";

/*
 * `npm run leads:backup -- <file>` against the real server (`npm start`'s
 * scripts/serve.ts in its own process) over a real SQLite file: a backup
 * taken during a burst of enquiries holds every enquiry accepted before it
 * began, and the service started on the restored file has them all.
 */

const root = join(import.meta.dirname, "..", "..", "..");
const PASSWORD = "a long studio password for the tests";

const it = test.extend({
  serverEnv: {
    STUDIO_PASSWORD: PASSWORD,
    // Each enquiry from its own visitor (as behind a proxy), and no
    // site-wide ceiling in the way of the burst.
    LEADS_TRUST_PROXY: "1",
    LEADS_MAX_ENQUIRIES_PER_DAY: "1000",
  },
});

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * The backup command in its own process, as `npm run leads:backup` runs it
 * from the folder `cwd`.
 */
function runBackup(
  args: string[],
  env: Record<string, string>,
  { cwd, throughNpm = false }: { cwd: string; throughNpm?: boolean },
): Promise<Run> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("LEADS_")),
  );
  const child = throughNpm
    ? spawn("npm", ["run", "--silent", "leads:backup", "--", ...args], {
        cwd: root,
        env: { ...clean, INIT_CWD: cwd, ...env },
      })
    : spawn(
        process.execPath,
        ["--import", "tsx", join(root, "scripts", "leadsBackup.ts"), ...args],
        { cwd: root, env: { ...clean, INIT_CWD: cwd, ...env } },
      );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

let visitor = 0;
async function post(server: RealServer) {
  visitor++;
  const answer = await timedFetch(`${server.origin}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.origin,
      "X-Forwarded-For": `198.51.${visitor >> 8}.${visitor & 255}`,
    },
    body: JSON.stringify(enquiry()),
  });
  if (answer.status !== 201) return undefined;
  return (JSON.parse(answer.body) as { id: string }).id;
}

/** The ids in an SQLite file, read directly (0 rows if it has no table). */
function idsIn(path: string): string[] {
  const db = new Database(path);
  try {
    const table = db
      .prepare(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'leads'",
      )
      .get() as { n: number };
    if (Number(table.n) === 0) return [];
    return (db.prepare("SELECT id FROM leads").all() as { id: string }[]).map(
      (row) => row.id,
    );
  } finally {
    db.close();
  }
}

/** Every enquiry id the inbox's CSV export lists. */
async function idsInInbox(server: RealServer) {
  const signIn = await signInTo(server.origin, PASSWORD);
  expect(signIn.status).toBe(303);
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const csv = await fetch(`${server.origin}/studio/leads.csv`, {
    headers: { Cookie: cookie },
  });
  expect(csv.status).toBe(200);
  const text = await csv.text();
  return [...text.matchAll(/^"([^"]+)",/gm)]
    .map((match) => match[1] ?? "")
    .filter((id) => id !== "id");
}

describe("npm run leads:backup", () => {
  it("takes a consistent snapshot during a burst of enquiries; restored, the service has every enquiry accepted before it", async ({
    serve,
    temp,
  }) => {
    const live = join(temp.dir, "live");
    mkdirSync(live);
    const databasePath = join(live, "leads.db");
    const server = await serve({ LEADS_DATABASE_URL: `file:${databasePath}` });

    const accepted: string[] = [];
    let isBursting = true;
    // Two visitors at a time, back to back for the first 20, then each
    // every half second: the burst goes on through the backup, yet stays
    // short of SQLite's automatic checkpoint (about 1,000 pages of WAL,
    // some 100 enquiries), so the newest enquiries are in leads.db-wal only
    // and a copy of leads.db alone would miss them.
    const burst = Promise.all(
      Array.from({ length: 2 }, async () => {
        while (isBursting) {
          const id = await post(server);
          if (id) accepted.push(id);
          if (accepted.length >= 20) {
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      }),
    );
    const enough = async (count: number) => {
      while (accepted.length < count) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await enough(20);

    // The obvious copy, taken now, misses what is still in leads.db-wal.
    const plainCopy = join(temp.dir, "plain-copy.db");
    const acceptedBeforeCopy = accepted.length;
    copyFileSync(databasePath, plainCopy);
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
    expect(idsIn(plainCopy).length).toBeLessThan(acceptedBeforeCopy);

    const backupFile = join(temp.dir, "backup.db");
    const before = [...accepted];
    const backup = await runBackup(
      ["backup.db"],
      { LEADS_DATABASE_URL: `file:${databasePath}` },
      { cwd: temp.dir },
    );
    const duringOrBefore = [...accepted];
    // The burst went on while the backup ran, and goes on after it.
    expect(duringOrBefore.length).toBeGreaterThan(before.length);
    await enough(duringOrBefore.length + 2);
    isBursting = false;
    await burst;

    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout.trim().split("\n")).toHaveLength(1);
    expect(backup.stdout).toMatch(/^Backed up \d+ enquiries from .* to /);
    expect(existsSync(`${backupFile}-wal`)).toBe(false);

    const inBackup = idsIn(backupFile);
    // Everything accepted before the backup began is in it; nothing in it
    // was never accepted; it is one instant, not the end of the burst.
    expect(inBackup).toEqual(expect.arrayContaining(before));
    expect(accepted).toEqual(expect.arrayContaining(inBackup));
    expect(inBackup.length).toBeLessThan(accepted.length);
    expect(backup.stdout).toContain(`Backed up ${inBackup.length} enquiries`);

    // Restore as the README says: stop, copy into place, start.
    await server.stop();
    const restored = join(temp.dir, "restored");
    mkdirSync(restored);
    copyFileSync(backupFile, join(restored, "leads.db"));
    const again = await serve({
      LEADS_DATABASE_URL: `file:${join(restored, "leads.db")}`,
    });
    const listed = await idsInInbox(again);
    expect(new Set(listed)).toEqual(new Set(inBackup));
    expect(listed).toEqual(expect.arrayContaining(before));
    // …and it takes new enquiries.
    expect(await post(again)).toEqual(expect.any(String));
  }, 180_000);

  it("refuses a missing file name, an existing file and a libSQL server, each in one line", async ({
    databasePath,
    temp,
  }) => {
    new Database(databasePath).close();
    const env = { LEADS_DATABASE_URL: `file:${databasePath}` };
    const cwd = temp.dir;

    // Through npm, as the owner types it: one line on stderr, exit code 1.
    const missing = await runBackup([], env, { cwd, throughNpm: true });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr.trim()).toBe(
      "Name the file to write the backup to. Usage: npm run leads:backup -- <file>, e.g. npm run leads:backup -- backups/leads-$(date +%F).db",
    );

    const existing = join(temp.dir, "existing.db");
    writeFileSync(existing, "last week's backup");
    expect(backupLeads({ args: ["existing.db"], env, cwd })).toEqual({
      ok: false,
      message: `${existing} already exists: name a new file (a backup never overwrites one)`,
    });
    expect(readFileSync(existing, "utf8")).toBe("last week's backup");

    const remote = backupLeads({
      args: ["remote.db"],
      env: { LEADS_DATABASE_URL: "libsql://studio-leads.example.turso.io" },
      cwd,
    });
    expect(remote.ok).toBe(false);
    expect(remote.message.split("\n")).toHaveLength(1);
    expect(remote.message).toContain(
      "LEADS_DATABASE_URL is a libSQL server (studio-leads.example.turso.io), not an SQLite file: back it up with the provider's own backups",
    );

    const unset = backupLeads({ args: ["unset.db"], env: {}, cwd });
    expect(unset.message).toMatch(/^LEADS_DATABASE_URL is not set: /);

    const two = backupLeads({ args: ["a.db", "b.db"], env, cwd });
    expect(two.message).toMatch(/^Name exactly one file/);

    // None of them leaves a file behind.
    expect(
      ["remote.db", "unset.db", "a.db", "b.db"].some((name) =>
        existsSync(join(temp.dir, name)),
      ),
    ).toBe(false);
  }, 120_000);
});
