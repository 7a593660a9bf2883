import { remadeOutbox } from "./outboxTable";

/**
 * Version 12: the visitor's acknowledgement (LEADS_ACK) goes through the same
 * outbox, as channel 'ack'. SQLite cannot change a CHECK, so the table is
 * made again with every row; one row per enquiry and channel, as before.
 */
export const ack = remadeOutbox(12, "TEXT NOT NULL");
