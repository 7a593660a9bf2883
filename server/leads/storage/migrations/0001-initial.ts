import { OUTBOX_DUE, outboxColumns } from "./outboxTable";

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
  `CREATE TABLE outbox (${outboxColumns("TEXT NOT NULL", "'email', 'webhook'")})`,
  OUTBOX_DUE,
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
