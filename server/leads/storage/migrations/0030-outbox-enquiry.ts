import { remadeOutbox } from "./outboxTable";

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
export const outboxEnquiry = remadeOutbox(
  30,
  "TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE",
  "\n    WHERE lead_id IN (SELECT id FROM leads)",
);
