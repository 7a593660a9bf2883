import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../../../test/server/testing";
import { migrate } from "./db";
import { migrations } from "./migrations/index";
import { openSqliteFile, type SqliteFile } from "./sqlite";

/*
 * Version 32 against a real SQLite file: enquiries stored before it read
 * as English, and only the site's languages can be stored after it.
 */

let temp: ReturnType<typeof tempDir>;
let db: SqliteFile;

beforeEach(() => {
  temp = tempDir();
  db = openSqliteFile(join(temp.dir, "leads.db"));
});

afterEach(() => {
  db.close();
  temp.remove();
});

const lead = (id: string, lang?: string) => ({
  sql: `INSERT INTO leads (id, idempotency_key, name, email, message, client_hash, created_at${lang ? ", lang" : ""})
    VALUES (?, ?, 'Asha', 'asha@example.com', 'नई वेबसाइट चाहिए।', '', 1${lang ? ", ?" : ""})`,
  args: lang ? [id, `key-${id}`, lang] : [id, `key-${id}`],
});

describe("version 32: each enquiry's language", () => {
  it("reads every older enquiry as English, and refuses a language the site does not have", async () => {
    await db.execute(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
    );
    for (const { version, statements } of migrations) {
      if (version >= 32) continue;
      await db.batch([
        ...statements,
        { sql: "INSERT INTO schema_migrations VALUES (?, 0)", args: [version] },
      ]);
    }
    await db.batch([lead("older")]);

    await migrate(db);
    const older = await db.execute("SELECT lang FROM leads WHERE id = 'older'");
    expect(older.rows[0]?.lang).toBe("en");

    await db.batch([lead("hindi", "hi")]);
    const hindi = await db.execute("SELECT lang FROM leads WHERE id = 'hindi'");
    expect(hindi.rows[0]?.lang).toBe("hi");
    await expect(db.batch([lead("french", "fr")])).rejects.toThrow(/CHECK/);
  });
});
