import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import Database from "libsql";
import { ConfigError, readConfig } from "../core/config";
import { databaseFile } from "./service";
import {
  firstLine,
  storageFix,
  storageProblem,
} from "../storage/storageProblem";

/*
 * `npm run leads:backup -- <file>`: a consistent copy of the lead
 * service's SQLite file, taken while the service runs. SQLite's
 * `VACUUM INTO` reads the database in one read transaction (in WAL mode
 * the service keeps writing meanwhile) and writes everything committed at
 * that instant, the write-ahead log included, into one self-contained
 * file. Copying `leads.db` itself is not a backup: the newest enquiries are
 * in `leads.db-wal` beside it until SQLite checkpoints them.
 */

/** How long the backup waits for a lock another connection holds. */
const BUSY_TIMEOUT_MS = 10_000;

export type BackupResult =
  | { ok: true; message: string; file: string; enquiries: number }
  | { ok: false; message: string };

const fail = (message: string): BackupResult => ({ ok: false, message });

/**
 * Backs up the database `LEADS_DATABASE_URL` names to `target` (relative
 * to `cwd`, where the command was typed). Never overwrites: an existing
 * target is refused. The copy is written beside the target under a
 * temporary name, checked, and only then given the target's name.
 */
export function backupLeads({
  args,
  env,
  cwd,
}: {
  args: string[];
  env: Record<string, string | undefined>;
  cwd: string;
}): BackupResult {
  const usage =
    "Usage: npm run leads:backup -- <file>, e.g. npm run leads:backup -- backups/leads-$(date +%F).db";
  if (args.length !== 1 || (args[0] ?? "").trim() === "") {
    return fail(
      args.length === 0
        ? `Name the file to write the backup to. ${usage}`
        : `Name exactly one file to write the backup to. ${usage}`,
    );
  }
  const target = resolve(cwd, args[0] ?? "");

  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  if (!config) {
    return fail(
      "LEADS_DATABASE_URL is not set: set it as the service has it (e.g. LEADS_DATABASE_URL=file:./data/leads.db npm run leads:backup -- backup.db)",
    );
  }
  const file = databaseFile(config.databaseUrl);
  if (!file) {
    return fail(
      `LEADS_DATABASE_URL is a libSQL server (${new URL(config.databaseUrl).host}), not an SQLite file: back it up with the provider's own backups (Turso keeps point-in-time backups: turso db create <new-name> --from-db <name> --timestamp <time>); this command copies SQLite files only`,
    );
  }
  const source = isAbsolute(file) ? file : resolve(file);
  if (!existsSync(source)) {
    return fail(
      `LEADS_DATABASE_URL: ${source} does not exist: nothing to back up (check the path; a relative one is read from the folder npm start runs in)`,
    );
  }
  if (existsSync(target)) {
    return fail(
      `${target} already exists: name a new file (a backup never overwrites one)`,
    );
  }
  if (target === source) {
    return fail(`${target} is the database itself: name another file`);
  }
  try {
    // Readable by its owner only, like the database: it holds every message.
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  } catch (error) {
    return fail(
      `The folder ${dirname(target)} cannot be created (${firstLine(error)}): create it, or name a file in another folder`,
    );
  }

  const partial = join(
    dirname(target),
    `.${basename(target)}.partial-${process.pid}`,
  );
  let db: InstanceType<typeof Database> | undefined;
  try {
    db = new Database(source, { timeout: BUSY_TIMEOUT_MS });
    // Created empty and private first: VACUUM INTO would make it readable by all.
    writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
    chmodSync(partial, 0o600);
    db.prepare("VACUUM INTO ?").run([partial]);
  } catch (error) {
    rmSync(partial, { force: true });
    const problem = storageProblem(error);
    const onTarget = /output|unable to open|EACCES|read-?only|full/i.test(
      firstLine(error),
    );
    return fail(
      `The backup failed: ${problem.detail}: ${onTarget ? `check that ${dirname(target)} is writable and has room` : storageFix[problem.kind]}`,
    );
  } finally {
    db?.close();
  }

  let enquiries = 0;
  let copy: InstanceType<typeof Database> | undefined;
  try {
    copy = new Database(partial);
    const check = copy.prepare("PRAGMA integrity_check").get() as {
      integrity_check: string;
    };
    if (check.integrity_check !== "ok") {
      throw new Error(`integrity check: ${check.integrity_check}`);
    }
    const counted = copy.prepare("SELECT count(*) AS n FROM leads").get() as {
      n: number;
    };
    enquiries = counted.n;
  } catch (error) {
    copy?.close();
    copy = undefined;
    rmSync(partial, { force: true });
    return fail(
      `The backup could not be checked, so it was not kept: ${firstLine(error)} (is LEADS_DATABASE_URL the lead service's database?)`,
    );
  } finally {
    copy?.close();
  }

  try {
    // A hard link, not a rename: it fails instead of replacing a file that
    // appeared under the target's name meanwhile.
    linkSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    return fail(`The backup could not be named ${target}: ${firstLine(error)}`);
  }
  unlinkSync(partial);
  const kb = Math.ceil(statSync(target).size / 1024);
  return {
    ok: true,
    file: target,
    enquiries,
    message: `Backed up ${enquiries} ${enquiries === 1 ? "enquiry" : "enquiries"} from ${source} to ${target} (${kb} kB). To restore: stop the service, delete ${basename(source)}-wal and ${basename(source)}-shm if they are there, copy the backup over ${basename(source)}, start the service.`,
  };
}
