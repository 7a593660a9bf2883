import { describe, expect } from "vitest";
import { it } from "../../../test/server/fixtures";
import { migratedTo } from "../../../test/server/testing";
import { eraseLead } from "../enquiries/erase";
import { migrate } from "./db";
import type { SqliteFile } from "./sqlite";

/*
 * Version 30 against a real SQLite file, opened as the service opens it
 * (foreign keys on): a database at version 20 with an outbox row whose
 * enquiry was deleted outside the service is upgraded, and erasure still
 * works afterwards.
 */

const lead = (id: string) => ({
  sql: `INSERT INTO leads (id, idempotency_key, name, email, message, client_hash, created_at)
    VALUES (?, ?, 'Asha', 'asha@example.com', 'A new website, please.', '', 1)`,
  args: [id, `key-${id}`],
});

const outboxRow = (id: number, leadId: string, sentAt: number | null) => ({
  sql: `INSERT INTO outbox (id, lead_id, channel, attempts, next_attempt_at, sent_at)
    VALUES (?, ?, 'email', 2, 5, ?)`,
  args: [id, leadId, sentAt],
});

async function outbox(db: SqliteFile) {
  const result = await db.execute(
    "SELECT id, lead_id, attempts, sent_at FROM outbox ORDER BY id",
  );
  return result.rows.map((row) => ({ ...row }));
}

describe("version 30: the outbox names its enquiry", () => {
  it("keeps every row whose enquiry exists, drops the orphan, and refuses a new one", async ({
    sqlite: db,
  }) => {
    await migratedTo(db, 20);
    await db.batch([
      lead("kept"),
      lead("pending"),
      outboxRow(1, "kept", 9),
      outboxRow(2, "pending", null),
      // An enquiry deleted by hand, its notification left behind.
      outboxRow(3, "gone", null),
    ]);

    await migrate(db);

    expect(await outbox(db)).toEqual([
      { id: 1, lead_id: "kept", attempts: 2, sent_at: 9 },
      { id: 2, lead_id: "pending", attempts: 2, sent_at: null },
    ]);
    const keys = await db.execute("PRAGMA foreign_key_list(outbox)");
    expect(
      keys.rows.map((row) => [row.table, row.from, row.on_delete]),
    ).toEqual([["leads", "lead_id", "CASCADE"]]);
    const indexes = await db.execute("PRAGMA index_list(outbox)");
    expect(indexes.rows.map((row) => row.name)).toContain("outbox_due");
    await expect(db.batch([outboxRow(4, "nobody", null)])).rejects.toThrow(
      /FOREIGN KEY/,
    );
    // New rows are numbered after the copied ones.
    await db.execute({
      sql: "INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES ('kept', 'ack', 0)",
    });
    expect((await outbox(db)).at(-1)?.id).toBe(3);
  });

  it("still erases an enquiry with its notifications, by the service's erasure or a plain delete", async ({
    sqlite: db,
  }) => {
    await migrate(db);
    await db.batch([
      lead("erased"),
      lead("deleted"),
      lead("other"),
      outboxRow(1, "erased", null),
      outboxRow(2, "deleted", null),
      outboxRow(3, "other", null),
    ]);

    expect(await eraseLead(db, "erased")).toBe(true);
    await db.execute("DELETE FROM leads WHERE id = 'deleted'");

    expect((await outbox(db)).map((row) => row.lead_id)).toEqual(["other"]);
    const leads = await db.execute("SELECT id FROM leads");
    expect(leads.rows.map((row) => row.id)).toEqual(["other"]);
  });
});
