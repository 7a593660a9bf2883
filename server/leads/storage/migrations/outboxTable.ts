/**
 * The outbox's columns as versions 1, 12 and 30 made them (31 added two
 * more): the statements these versions ran, written once. Shipped versions
 * never change, so neither may this; a test holds what every version runs.
 */
export function outboxColumns(leadId: string, channels: string) {
  return `
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id ${leadId},
    channel TEXT NOT NULL CHECK (channel IN (${channels})),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER,
    sent_at INTEGER,
    last_error TEXT,
    UNIQUE (lead_id, channel)
  `;
}

const COPIED =
  "id, lead_id, channel, attempts, next_attempt_at, claimed_until, sent_at, last_error";

/** Where the outbox's rows wait for a notification. */
export const OUTBOX_DUE = `CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at)`;

/**
 * SQLite cannot change a CHECK or add a foreign key to a table: the outbox
 * is made again as `outbox_v<version>` with `leadId`'s definition, its rows
 * copied (those `onlyIf` keeps), and put in the old one's place.
 */
export function remadeOutbox(version: number, leadId: string, onlyIf = "") {
  const table = `outbox_v${version}`;
  return [
    `CREATE TABLE ${table} (${outboxColumns(leadId, "'email', 'webhook', 'ack'")})`,
    `INSERT INTO ${table} (${COPIED})
    SELECT ${COPIED} FROM outbox${onlyIf}`,
    `DROP TABLE outbox`,
    `ALTER TABLE ${table} RENAME TO outbox`,
    OUTBOX_DUE,
  ];
}
