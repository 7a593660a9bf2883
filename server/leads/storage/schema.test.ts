import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../test/server/testing";
import { migrate } from "./db";
import { openSqliteFile } from "./sqlite";
import type { Database } from "./schema";

/**
 * Every column of every table in `schema.ts`: the type demands each one
 * and refuses any other, so this list and the type agree, and the test
 * checks both against what the migrations really make.
 */
const described: { [T in keyof Database]: Record<keyof Database[T], true> } = {
  schema_migrations: { version: true, applied_at: true },
  leads: {
    id: true,
    idempotency_key: true,
    name: true,
    email: true,
    message: true,
    phone: true,
    phone_e164: true,
    status: true,
    source: true,
    client_hash: true,
    created_at: true,
    version: true,
    seen_at: true,
    replied_at: true,
    deleted_at: true,
    attribution: true,
    lang: true,
  },
  outbox: {
    id: true,
    lead_id: true,
    channel: true,
    attempts: true,
    next_attempt_at: true,
    claimed_until: true,
    sent_at: true,
    last_error: true,
    in_digest: true,
    retried_at: true,
  },
  lead_events: { id: true, lead_id: true, at: true, kind: true, detail: true },
  studio_sessions: { token_hash: true, csrf_token: true, expires_at: true },
  settings: { name: true, value: true },
  notices: { kind: true, message: true, raised_at: true },
  acks: { recipient: true, at: true },
  vitals_pending: {
    id: true,
    day: true,
    template: true,
    device: true,
    connection: true,
    navigation: true,
    lcp: true,
    inp: true,
    cls: true,
    fcp: true,
    ttfb: true,
    received_at: true,
  },
  vitals_daily: {
    day: true,
    template: true,
    device: true,
    connection: true,
    navigation: true,
    metric: true,
    bin: true,
    views: true,
  },
  vitals_seen: { slot: true, id: true },
};

describe("the tables' types", () => {
  it("name exactly the tables and columns the migrations make", async () => {
    const temp = tempDir();
    const db = openSqliteFile(join(temp.dir, "leads.db"));
    await migrate(db);
    const columns = await db.execute(
      `SELECT m.name AS tbl, p.name AS col FROM sqlite_master AS m
        JOIN pragma_table_info(m.name) AS p
        WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
        ORDER BY m.name, p.name`,
    );
    db.close();
    temp.remove();
    const made: Record<string, string[]> = {};
    for (const { tbl, col } of columns.rows) {
      (made[String(tbl)] ??= []).push(String(col));
    }
    expect(made).toEqual(
      Object.fromEntries(
        Object.entries(described).map(([table, columns]) => [
          table,
          Object.keys(columns).sort(),
        ]),
      ),
    );
  });
});
