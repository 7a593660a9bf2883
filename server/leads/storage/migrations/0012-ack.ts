/**
 * Version 12: the visitor's acknowledgement (LEADS_ACK) goes through the same
 * outbox, as channel 'ack'. SQLite cannot change a CHECK, so the table is
 * made again with every row; one row per enquiry and channel, as before.
 */
export const ack = [
  `CREATE TABLE outbox_v12 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'ack')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER,
    sent_at INTEGER,
    last_error TEXT,
    UNIQUE (lead_id, channel)
  )`,
  `INSERT INTO outbox_v12 (id, lead_id, channel, attempts, next_attempt_at, claimed_until, sent_at, last_error)
    SELECT id, lead_id, channel, attempts, next_attempt_at, claimed_until, sent_at, last_error FROM outbox`,
  `DROP TABLE outbox`,
  `ALTER TABLE outbox_v12 RENAME TO outbox`,
  `CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at)`,
];
