import type { LeadsConfig } from "../core/config";
import { type KeyedHash, sha256Hex } from "../core/security";
import {
  attributionColumn,
  fieldColumns,
  fieldColumnValues,
  type Submission,
} from "../enquiries/enquiries";
import { mailboxOf, type Senders } from "../notify/notify";
import type { LeadsDb } from "../storage/db";
import { build, rowsFrom, sql, together } from "../storage/query";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/**
 * An enquiry without the form's key (the form posted without JavaScript)
 * counts as a repeat of an identical one sent this recently: a double click
 * or a reload, not a visitor writing the same words again next week.
 */
export const DUPLICATE_WINDOW_MS = 10 * MINUTE;

export type Stored =
  | { kind: "created" | "duplicate"; id: string }
  | { kind: "limited" }
  | { kind: "ceiling" };

type EnquiryStoreOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  senders: Senders;
  hash: KeyedHash;
  now: () => number;
};

/**
 * Where an enquiry is kept: the enquiry, its notifications and the limits'
 * check in one transaction (docs/decisions/008-lead-service.md).
 */
export function enquiryStore({
  config,
  db,
  senders,
  hash,
  now,
}: EnquiryStoreOptions) {
  const channels = (Object.keys(senders) as (keyof Senders)[]).filter(
    (c) => senders[c],
  );

  /**
   * Commits the enquiry and its notifications in one transaction. Every
   * well-formed enquiry is kept, whatever the rate, up to the daily
   * storage ceiling (the disk's protection) and one visitor's own limits;
   * the rates protect the notifications and acknowledgements instead.
   */
  async function store(
    submission: Submission,
    client: string,
    source: string,
  ): Promise<Stored> {
    const at = now();
    const id = crypto.randomUUID();
    // The form's own key is the same on every retry of one enquiry: a
    // repeat is one enquiry, forever. Without it, identical words count as
    // a repeat within DUPLICATE_WINDOW_MS only.
    const content = submission.key
      ? null
      : `${source}:${await sha256Hex(JSON.stringify(submission.values))}:`;
    const key = submission.key ?? `${content}${at}`;
    /** An enquiry this one repeats. */
    const repeat = build
      .selectFrom("leads")
      .select("id")
      .where((eb) =>
        content
          ? eb.and([
              eb("idempotency_key", ">", content),
              eb("idempotency_key", "<", `${content.slice(0, -1)};`),
              eb("created_at", ">", at - DUPLICATE_WINDOW_MS),
            ])
          : eb("idempotency_key", "=", key),
      );
    /** How many enquiries came since `since` (from `client`, if given). */
    const countSince = (since: number, client?: string) =>
      build
        .selectFrom("leads")
        .select(sql<number>`count(*)`.as("n"))
        .where("created_at", ">", since)
        .$if(client !== undefined, (query) =>
          query.where("client_hash", "=", client ?? ""),
        );
    const { ceiling } = config;
    const studioChannels = channels.filter((channel) => channel !== "ack");
    /** Which enquiry it is now, and the day's count, read after the writes. */
    const verdict = build.selectNoFrom([
      repeat.orderBy("created_at", "desc").limit(1).as("found"),
      countSince(at - DAY).as("day"),
    ]);
    const outcomes = await together(db, [
      sql`INSERT OR IGNORE INTO leads
        (id, idempotency_key, ${sql.join(fieldColumns.map((column) => sql.ref(column)))}, attribution, lang, source, client_hash, created_at)
        SELECT ${id}, ${key}, ${sql.join(fieldColumnValues(submission.values))},
          ${attributionColumn(submission.attribution)}, ${submission.lang}, ${source}, ${client}, ${at}
        WHERE NOT EXISTS ${repeat}
          AND ${countSince(at - MINUTE, client)} < ${config.perMinute}
          AND ${countSince(at - DAY, client)} < ${config.perDay}
          AND ${countSince(at - DAY)} < ${ceiling.enquiriesPerDay}`,
      ...studioChannels.map((channel) =>
        build
          .insertInto("outbox")
          .columns(["lead_id", "channel", "next_attempt_at"])
          .expression(
            build
              .selectFrom("leads")
              .select((eb) => [
                "id",
                eb.val(channel).as("channel"),
                eb.val(at).as("next_attempt_at"),
              ])
              .where("id", "=", id),
          ),
      ),
      ...(senders.ack && source === "form"
        ? await acknowledgement(submission, id, at)
        : []),
      verdict,
    ]);
    const [{ found = null, day = null } = {}] = rowsFrom(
      outcomes.at(-1),
      verdict,
    );
    if (found === null) {
      return (day ?? 0) >= ceiling.enquiriesPerDay
        ? { kind: "ceiling" }
        : { kind: "limited" };
    }
    return { kind: found === id ? "created" : "duplicate", id: found };
  }

  /**
   * The acknowledgement's outbox row, only within its own daily budget and
   * for a recipient not acknowledged in the last day (by a keyed hash of
   * the address as a mailbox reads it), so the studio's address cannot be
   * aimed at a stranger's inbox. Only for the form's own posts, which
   * passed its timing check (`source` "form").
   */
  async function acknowledgement(
    submission: Submission,
    id: string,
    at: number,
  ) {
    const recipient = await hash(`ack:${mailboxOf(submission.values.email)}`);
    return [
      sql`INSERT INTO outbox (lead_id, channel, next_attempt_at)
        SELECT id, 'ack', ${at} FROM leads WHERE id = ${id}
          AND NOT EXISTS (SELECT 1 FROM acks WHERE recipient = ${recipient} AND at > ${at - DAY})
          AND (SELECT count(*) FROM acks WHERE at > ${at - DAY}) < ${config.acksPerDay}`,
      sql`INSERT INTO acks (recipient, at) SELECT ${recipient}, ${at} WHERE changes() > 0`,
    ];
  }

  return store;
}
