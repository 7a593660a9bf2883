/**
 * Version 11: the inbox as a pipeline. Each enquiry gets a version (a
 * change names the version it was made on, so a stale tab's write is
 * refused), when it was first opened, first replied to and moved to Trash;
 * its history and notes are events. `lead_id` ties them to the enquiry, so
 * erasure (`erase.ts`) removes them with it.
 */
export const inbox = [
  `ALTER TABLE leads ADD COLUMN version INTEGER NOT NULL DEFAULT 1`,
  `ALTER TABLE leads ADD COLUMN seen_at INTEGER`,
  `ALTER TABLE leads ADD COLUMN replied_at INTEGER`,
  `ALTER TABLE leads ADD COLUMN deleted_at INTEGER`,
  `CREATE INDEX leads_deleted ON leads (deleted_at)`,
  `CREATE TABLE lead_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
  )`,
  `CREATE INDEX lead_events_lead ON lead_events (lead_id, at)`,
];
