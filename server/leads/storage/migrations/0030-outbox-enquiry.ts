/**
 * Version 30: each outbox row now names its enquiry by a foreign key, so
 * the database itself refuses a notification for an enquiry that does not
 * exist, and erasing an enquiry takes its notifications with it (ON DELETE
 * CASCADE; erasure also deletes them by name first, as before). SQLite
 * cannot add a foreign key to a table, so the table is made again, in the
 * migration's one transaction. Rows whose enquiry was already gone (left by
 * a delete made outside the service) are not copied: nothing could be sent
 * for them, and the new key would refuse them.
 */
export const outboxEnquiry = [
  `CREATE TABLE outbox_v30 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'ack')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER,
    sent_at INTEGER,
    last_error TEXT,
    UNIQUE (lead_id, channel)
  )`,
  `INSERT INTO outbox_v30 (id, lead_id, channel, attempts, next_attempt_at, claimed_until, sent_at, last_error)
    SELECT id, lead_id, channel, attempts, next_attempt_at, claimed_until, sent_at, last_error FROM outbox
    WHERE lead_id IN (SELECT id FROM leads)`,
  `DROP TABLE outbox`,
  `ALTER TABLE outbox_v30 RENAME TO outbox`,
  `CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at)`,
];
