import { eraseLeads } from "../enquiries/enquiries";
import type { LeadsDb } from "../storage/db";
import { build, changedTogether } from "../storage/query";
import { type Channel, DAY_MS } from "./claims";

/** An enquiry moved to Trash can be restored for this long, then it is erased. */
export const TRASH_DAYS = 30;
/** A day and an hour: the per-address limits look back one day. */
export const CLIENT_HASH_MS = 25 * 60 * 60 * 1000;

/**
 * Deletes what is past its time at `now`: enquiries past retention or long
 * in Trash (erased for good), unsent notifications of a channel turned off,
 * expired sessions, remembered mailboxes and clients' hashes after a day.
 */
export async function eraseExpired(
  db: LeadsDb,
  {
    channels,
    retentionDays,
    now,
  }: { channels: readonly Channel[]; retentionDays: number; now: number },
) {
  const cutoff = now - retentionDays * DAY_MS;
  // Past retention, or in Trash for longer than TRASH_DAYS: erased.
  await eraseLeads(db, (eb) =>
    eb.or([
      eb("created_at", "<", cutoff),
      eb("deleted_at", "<", now - TRASH_DAYS * DAY_MS),
    ]),
  );
  await changedTogether(db, [
    // A channel turned off: its unsent notifications have no sender.
    ...(channels.length > 0
      ? [
          build
            .deleteFrom("outbox")
            .where("sent_at", "is", null)
            .where("channel", "not in", channels),
        ]
      : []),
    build.deleteFrom("studio_sessions").where("expires_at", "<", now),
    // An acknowledged mailbox is remembered for a day, no longer.
    build.deleteFrom("acks").where("at", "<", now - DAY_MS),
    // The client's keyed hash only counts the last day's enquiries
    // (the privacy notice says it is erased after a day).
    build
      .updateTable("leads")
      .set({ client_hash: "" })
      .where("created_at", "<", now - CLIENT_HASH_MS)
      .where("client_hash", "<>", ""),
  ]);
}
