import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect } from "vitest";
import { SCHEMA_VERSION } from "../storage/db";
import { test } from "../../../test/server/fixtures";
import {
  freePort,
  type Standalone,
  tinyDisk,
  TEST_WEBHOOK_SECRET,
} from "../../../test/server/testing";

/*
 * `npm start`'s lead service refusing settings that would lose enquiries:
 * each is one line naming the variable and the fix, and exit code 1 (no
 * stack trace); a weak inbox password keeps the inbox closed instead.
 */

/** The whole output of a service that must refuse: one line, exit 1. */
async function refusal(service: Standalone) {
  const code = await service.exited;
  const lines = service.output().trim().split("\n");
  expect(code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] ERROR: Lead service cannot start: /,
  );
  expect(service.output()).not.toMatch(/\n\s+at /);
  return lines[0] ?? "";
}

const it = test.extend<{
  /** An open inbox unless `env` says otherwise: a service someone can read. */
  start: (env: Record<string, string>) => Standalone;
  /** The one line a service started with `env` refuses with. */
  refuses: (env: Record<string, string>) => Promise<string>;
  /** LEADS_DATABASE_URL for the test's own SQLite file. */
  file: string;
}>({
  start: ({ runService }, use) =>
    use((env) =>
      runService({ STUDIO_PASSWORD: "a long studio password", ...env }),
    ),
  refuses: ({ start }, use) => use((env) => refusal(start(env))),
  file: ({ databasePath }, use) => use(`file:${databasePath}`),
});

describe("the lead service refuses to start, in one line", () => {
  it("with an empty file: path (as from an unset variable)", async ({
    refuses,
  }) => {
    expect(await refuses({ LEADS_DATABASE_URL: "file:" })).toContain(
      "LEADS_DATABASE_URL is file: with no path: name the file, e.g. file:./data/leads.db.",
    );
  });

  it.for(["file:/leads.db", "file:///leads.db", "file:$STATE_DIR/leads.db"])(
    "with a path built from an unset variable: %s",
    async (url, { refuses }) => {
      expect(await refuses({ LEADS_DATABASE_URL: url })).toMatch(
        /LEADS_DATABASE_URL (is file:\/+leads\.db, a file at the top of the disk: a variable in it was probably unset|contains \$STATE_DIR, which nothing replaced)/,
      );
    },
  );

  it("when the database's folder cannot be created", async ({
    refuses,
    temp,
  }) => {
    const notAFolder = join(temp.dir, "plain-file");
    writeFileSync(notAFolder, "");
    expect(
      await refuses({
        LEADS_DATABASE_URL: `file:${join(notAFolder, "data", "leads.db")}`,
      }),
    ).toMatch(
      /LEADS_DATABASE_URL: the folder \S+ cannot be created \(ENOTDIR\): create it and give the service's user write access/,
    );
  });

  it("when the database's folder is on a read-only disk", async ({
    refuses,
    defer,
  }) => {
    const disk = tinyDisk(256);
    defer(() => disk.remove());
    disk.readOnly();
    expect(
      await refuses({
        LEADS_DATABASE_URL: `file:${join(disk.dir, "leads.db")}`,
      }),
    ).toMatch(
      /LEADS_DATABASE_URL: the folder \S+ is not writable \(EROFS\): give the service's user write access to it/,
    );
  });

  it("when the file is not a database", async ({ refuses, file, temp }) => {
    writeFileSync(
      join(temp.dir, "leads.db"),
      "these are notes, not a database\n".repeat(40),
    );
    expect(await refuses({ LEADS_DATABASE_URL: file })).toMatch(
      /LEADS_DATABASE_URL: \S+leads\.db: file is not a database: LEADS_DATABASE_URL names a file that is not an SQLite database/,
    );
  });

  it("when the database was written by a newer version", async ({
    refuses,
    file,
  }) => {
    const db = createClient({ url: file });
    await db.execute(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
    );
    await db.execute({
      sql: "INSERT INTO schema_migrations VALUES (?, 0)",
      args: [SCHEMA_VERSION + 5],
    });
    db.close();
    expect(await refuses({ LEADS_DATABASE_URL: file })).toContain(
      `the database has schema version ${SCHEMA_VERSION + 5}, newer than this code's ${SCHEMA_VERSION}`,
    );
  });

  it("when the libSQL server cannot be reached", async ({ refuses }) => {
    // A port that takes connections and closes them: no server there.
    const port = await freePort();
    const line = await refuses({
      LEADS_DATABASE_URL: `http://127.0.0.1:${port}`,
    });
    expect(line).toContain(
      `LEADS_DATABASE_URL: 127.0.0.1:${port}: fetch failed`,
    );
    expect(line).toContain(
      "the database server cannot be reached: check LEADS_DATABASE_URL",
    );
  });

  it.for([
    [
      { LEADS_SMTP_URL: "smtp://mail.example.in" },
      "LEADS_SMTP_URL is set but LEADS_NOTIFY_TO is not",
    ],
    [
      { LEADS_TRUST_PROXY: "sometimes" },
      "LEADS_TRUST_PROXY must be 1 (on) or 0 (off).",
    ],
    [
      { LEADS_NOTIFY_TO: "'studio@example.in" },
      "LEADS_NOTIFY_TO has a stray quote mark at one end",
    ],
    [{ LEADS_LOG: "xml" }, "LEADS_LOG must be json or pretty (or unset)."],
    [
      { STUDIO_PASSWORD: "" },
      "nobody would see an enquiry: the inbox is closed (STUDIO_PASSWORD is unset) and neither LEADS_SMTP_URL nor LEADS_WEBHOOK_URL is set: set STUDIO_PASSWORD (12 characters or more), LEADS_SMTP_URL with LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL.",
    ],
    [
      { STUDIO_PASSWORD: "short" },
      "nobody would see an enquiry: the inbox is closed (STUDIO_PASSWORD is shorter than 12 characters) and neither LEADS_SMTP_URL nor LEADS_WEBHOOK_URL is set",
    ],
    [
      { STUDIO_PASSWORD: "              " },
      "nobody would see an enquiry: the inbox is closed (STUDIO_PASSWORD is only spaces) and neither LEADS_SMTP_URL nor LEADS_WEBHOOK_URL is set",
    ],
  ] as const)("for %o", async ([env, expected], { refuses, file }) => {
    expect(await refuses({ LEADS_DATABASE_URL: file, ...env })).toContain(
      expected,
    );
  });
});

describe("the lead service starts", () => {
  it("with a weak inbox password, keeping the inbox closed and saying why", async ({
    start,
    file,
  }) => {
    const service = start({
      LEADS_DATABASE_URL: file,
      STUDIO_PASSWORD: "letmein",
      // Someone is still told of each enquiry.
      LEADS_WEBHOOK_URL: "http://127.0.0.1:9/enquiries",
      LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    const port = await service.port;
    expect(service.output()).toMatch(
      /ERROR: STUDIO_PASSWORD is shorter than 12 characters, so the inbox stays closed: set a longer one/,
    );
    const inbox = await fetch(`http://127.0.0.1:${port}/studio`);
    expect(inbox.status).toBe(503);
    expect(await inbox.text()).toContain(
      "The inbox is closed: STUDIO_PASSWORD cannot be used (it needs at least 12 characters)",
    );
  });

  it("with values in stray quotes and spaces, as meant, and logs its settings with secrets masked", async ({
    start,
    file,
  }) => {
    const service = start({
      LEADS_DATABASE_URL: ` "${file}" `,
      LEADS_SMTP_URL: "'smtp://studio:hunter2@127.0.0.1:9'",
      LEADS_NOTIFY_TO: " studio@example.in ",
      STUDIO_PASSWORD: '"a long studio password"',
      LEADS_TRUST_PROXY: " 0 ",
    });
    await service.port;
    const started = service
      .output()
      .split("\n")
      .find((line) => line.includes("lead service started"));
    expect(started).toMatch(
      /^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] INFO: lead service started /,
    );
    expect(started).toContain('"smtp":"smtp://studio:***@127.0.0.1:9"');
    expect(started).toContain('"inbox":"/studio"');
    expect(service.output()).not.toContain("hunter2");
    expect(service.output()).not.toContain("a long studio password");
  });
});
