/**
 * Version 31: protections that cannot be turned against the studio.
 * `acks`: a keyed hash of each acknowledged mailbox and when, for one
 * acknowledgement per mailbox a day and their own daily budget (pruned
 * after a day). `outbox.in_digest`: sent together in a digest, past the
 * ceiling (not counted by it). `outbox.retried_at`: when the studio last
 * pressed Retry for it (at most once a minute).
 */
export const protections = [
  `CREATE TABLE acks (
    recipient TEXT NOT NULL,
    at INTEGER NOT NULL
  )`,
  `CREATE INDEX acks_recipient ON acks (recipient, at)`,
  `CREATE INDEX acks_at ON acks (at)`,
  `ALTER TABLE outbox ADD COLUMN in_digest INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE outbox ADD COLUMN retried_at INTEGER`,
];
