/** Version 1: enquiries, their notification outbox, studio sessions. */
export const initial = [
  `CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'new'
      CHECK (status IN ('new', 'replied', 'archived')),
    source TEXT NOT NULL DEFAULT 'form',
    client_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX leads_created ON leads (created_at)`,
  `CREATE INDEX leads_client ON leads (client_hash, created_at)`,
  `CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER,
    sent_at INTEGER,
    last_error TEXT,
    UNIQUE (lead_id, channel)
  )`,
  `CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at)`,
  `CREATE TABLE studio_sessions (
    token_hash TEXT PRIMARY KEY,
    csrf_token TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE TABLE sign_in_attempts (
    client_hash TEXT NOT NULL,
    at INTEGER NOT NULL
  )`,
  `CREATE INDEX sign_in_attempts_client ON sign_in_attempts (client_hash, at)`,
];
