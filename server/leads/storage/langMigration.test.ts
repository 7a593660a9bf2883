import { describe, expect } from "vitest";
import { it } from "../../../test/server/fixtures";
import { migratedTo } from "../../../test/server/testing";
import { migrate } from "./db";

/*
 * Version 32 against a real SQLite file: enquiries stored before it read
 * as English, and only the site's languages can be stored after it.
 */

const lead = (id: string, lang?: string) => ({
  sql: `INSERT INTO leads (id, idempotency_key, name, email, message, client_hash, created_at${lang ? ", lang" : ""})
    VALUES (?, ?, 'Asha', 'asha@example.com', 'नई वेबसाइट चाहिए।', '', 1${lang ? ", ?" : ""})`,
  args: lang ? [id, `key-${id}`, lang] : [id, `key-${id}`],
});

describe("version 32: each enquiry's language", () => {
  it("reads every older enquiry as English, and refuses a language the site does not have", async ({
    sqlite: db,
  }) => {
    await migratedTo(db, 31);
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
