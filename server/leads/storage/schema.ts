import type { Generated, Selectable } from "kysely";
import type { Lang } from "../../../app/content/lang";

/*
 * The database's tables as the service reads and writes them, after the
 * newest migration (`migrations/`): the types behind every query, so a row
 * read anywhere has its columns' types, and a column renamed or dropped
 * here fails the type check wherever it is used. A migration that changes
 * a table changes its type here in the same commit.
 */

export type LeadsTable = {
  id: string;
  idempotency_key: string;
  /** The enquiry's fields (`app/content/enquiry.ts`), as typed. */
  name: string;
  email: string;
  message: string;
  phone: Generated<string>;
  /** The phone number's E.164 form, when it is a valid number. */
  phone_e164: string | null;
  status: Generated<"new" | "replied" | "archived">;
  source: Generated<string>;
  /** A keyed hash of the client's address, emptied after a day. */
  client_hash: string;
  created_at: number;
  version: Generated<number>;
  seen_at: number | null;
  replied_at: number | null;
  deleted_at: number | null;
  /** Checked JSON (`app/lib/attribution.ts`), NULL when nothing is known. */
  attribution: string | null;
  /** The language of the page it was sent from ('en' for older ones). */
  lang: Generated<Lang>;
};

export type OutboxTable = {
  id: Generated<number>;
  lead_id: string;
  channel: "email" | "webhook" | "ack";
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_until: number | null;
  sent_at: number | null;
  last_error: string | null;
  /** 1 when it was sent in a digest, past the ceiling. */
  in_digest: Generated<number>;
  retried_at: number | null;
};

export type LeadEventsTable = {
  id: Generated<number>;
  lead_id: string;
  at: number;
  kind: string;
  detail: Generated<string>;
};

export type Database = {
  schema_migrations: { version: number; applied_at: number };
  leads: LeadsTable;
  outbox: OutboxTable;
  lead_events: LeadEventsTable;
  studio_sessions: {
    token_hash: string;
    csrf_token: string;
    expires_at: number;
  };
  settings: { name: string; value: string };
  notices: { kind: string; message: string; raised_at: number };
  acks: { recipient: string; at: number };
  vitals_pending: {
    id: string;
    day: string;
    template: string;
    device: string;
    connection: string;
    navigation: string;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
    fcp: number | null;
    ttfb: number | null;
    received_at: number;
  };
  vitals_daily: {
    day: string;
    template: string;
    device: string;
    connection: string;
    navigation: string;
    metric: string;
    bin: number;
    views: number;
  };
  vitals_seen: { slot: number; id: string };
};

/** A stored enquiry, as `SELECT * FROM leads` reads it. */
export type LeadRow = Selectable<LeadsTable>;
/** A row of the enquiry's history and notes. */
export type LeadEventRow = Selectable<LeadEventsTable>;
