import type { LeadsDb } from "../storage/db";
import { build, firstOf, rowsOf, sql } from "../storage/query";

/** A claimed row whose sender never reported back is free again after this. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;
/** A lane wakes at least this often, to retry. */
const IDLE_WAKE_MS = 60 * 1000;
/** How soon a lane held back by the ceiling looks again. */
const CEILING_WAKE_MS = 10 * 1000;
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Past the ceiling, the studio's e-mails go out together as a digest at
 * most this often: a real enquiry behind a flood reaches the studio within
 * a few minutes, whatever the ceiling says.
 */
export const DIGEST_EVERY_MS = 2 * MINUTE_MS;
/** The enquiries one digest lists at most (the default storage ceiling a day); more wait for the next. */
const DIGEST_MAX = 2_000;
/**
 * The order notifications are worth in: the studio's e-mail first, then
 * the webhook, then the visitor's acknowledgement. Under the ceiling a
 * channel only takes what its betters leave.
 */
export const CHANNEL_ORDER = ["email", "webhook", "ack"] as const;

export type Channel = (typeof CHANNEL_ORDER)[number];
/** An outbox row claimed for sending. */
export type Claimed = {
  id: number;
  lead_id: string;
  channel: Channel;
  attempts: number;
};

type ClaimsOptions = {
  db: LeadsDb;
  /** The channels that have a sender. */
  channels: readonly Channel[];
  /** Notifications sent (all channels together) per minute and per day. */
  ceiling: { perMinute: number; perDay: number };
  /** Told when the ceiling holds notifications back (see notices.ts). */
  onCeiling: (message: string) => void;
  /** Whether the studio's e-mails can go out as a digest past the ceiling. */
  hasDigest: boolean;
  now: () => number;
};

/**
 * Which outbox rows a lane may send now: due ones, claimed for a while so
 * no other run sends them too, within the ceiling on notifications, each
 * channel taking only what the channels worth more leave.
 */
export function createClaims({
  db,
  channels,
  ceiling,
  onCeiling,
  hasDigest,
  now,
}: ClaimsOptions) {
  /** SQLite's LIMIT for "no ceiling". */
  const UNLIMITED = 1_000_000_000;

  /** Due and free to claim: the SQL condition, for `outbox`'s rows. */
  const isDue = (at: number) =>
    sql<boolean>`sent_at IS NULL AND next_attempt_at <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at})`;
  /** Sent one by one within the window, or claimed and being sent right now. */
  const used = (since: number, at: number) =>
    sql<number>`(SELECT count(*) FROM outbox WHERE (sent_at > ${since} AND in_digest = 0) OR (sent_at IS NULL AND claimed_until > ${at}))`;
  /** How many more may go out now: what the ceiling leaves in the minute and the day. */
  const room = (at: number) =>
    sql<number>`min(${Math.min(ceiling.perMinute, UNLIMITED)} - ${used(at - MINUTE_MS, at)}, ${Math.min(ceiling.perDay, UNLIMITED)} - ${used(at - DAY_MS, at)})`;
  /** Claims the rows `ids` picks, until CLAIM_MS from `at`. */
  const claim = (
    at: number,
    ids: ReturnType<typeof dueIds>,
  ): Promise<Claimed[]> =>
    rowsOf(
      db,
      build
        .updateTable("outbox")
        .set({ claimed_until: at + CLAIM_MS })
        .where("id", "in", ids)
        .returning(["id", "lead_id", "channel", "attempts"]),
    );
  /** A channel's due rows, oldest first. */
  const dueIds = (channel: Channel, at: number) =>
    build
      .selectFrom("outbox")
      .select("id")
      .where("channel", "=", channel)
      .where(isDue(at))
      .orderBy("id");
  /** Due rows of the channels worth more than this one. */
  const betters = (channel: string, at: number) => {
    const index = CHANNEL_ORDER.indexOf(
      channel as (typeof CHANNEL_ORDER)[number],
    );
    const above = CHANNEL_ORDER.slice(0, Math.max(0, index)).filter((name) =>
      channels.includes(name),
    );
    return above.length === 0
      ? sql<number>`0`
      : sql<number>`(SELECT count(*) FROM outbox WHERE channel IN (${sql.join(above)}) AND ${isDue(at)})`;
  };

  /** Claims a batch of this channel's due rows, within the ceiling. */
  async function claimDue(channel: Channel): Promise<Claimed[]> {
    const at = now();
    const claimed = await claim(
      at,
      dueIds(channel, at).limit(
        sql<number>`max(0, min(${BATCH}, ${room(at)} - ${betters(channel, at)}))`,
      ),
    );
    if (claimed.length === 0) await reportHeldBack(channel, at);
    return claimed;
  }

  const ceilingMessage = (at: number) =>
    `Notifications reached the ceiling (${ceiling.perMinute} a minute, ${ceiling.perDay} a day, all channels) at ${new Date(at).toISOString()}: the studio's e-mails go out together in a digest (at most every ${DIGEST_EVERY_MS / MINUTE_MS} minutes), the rest wait and go out as it frees up. Every enquiry is in the inbox meanwhile. Raise LEADS_MAX_NOTIFICATIONS_PER_MINUTE or _PER_DAY if this was a rush of real visitors.`;

  /**
   * Past the ceiling, the studio's e-mails wait no longer than a digest's
   * turn: when more are due than the ceiling lets through now, and no
   * digest went out in the last DIGEST_EVERY_MS, every due one is claimed
   * for one digest e-mail (which the ceiling does not count).
   */
  async function claimDigest(): Promise<Claimed[]> {
    if (!hasDigest || ceiling.perMinute === Infinity) return [];
    const at = now();
    const state = await firstOf(
      db,
      build.selectNoFrom([
        sql<number>`(SELECT count(*) FROM outbox WHERE channel = 'email' AND ${isDue(at)})`.as(
          "due",
        ),
        room(at).as("room"),
        sql<
          number | null
        >`(SELECT max(sent_at) FROM outbox WHERE in_digest = 1)`.as("last"),
      ]),
    );
    const { due = 0, room: left = 0, last = null } = state ?? {};
    if (due === 0 || due <= left) return [];
    if (last !== null && at - last < DIGEST_EVERY_MS) return [];
    const claimed = await claim(at, dueIds("email", at).limit(DIGEST_MAX));
    if (claimed.length > 0) onCeiling(ceilingMessage(at));
    return claimed;
  }

  /** When due rows were left unclaimed by the ceiling, says so, once. */
  async function reportHeldBack(channel: Channel, at: number) {
    if (ceiling.perMinute === Infinity && ceiling.perDay === Infinity) return;
    const due = await firstOf(
      db,
      build
        .selectFrom("outbox")
        .select(sql<number>`count(*)`.as("n"))
        .where("channel", "=", channel)
        .where(isDue(at)),
    );
    if ((due?.n ?? 0) === 0) return;
    onCeiling(ceilingMessage(at));
  }

  async function nextWake(channel: Channel): Promise<number> {
    const next = await firstOf(
      db,
      build
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("at"))
        .where("channel", "=", channel)
        .where("sent_at", "is", null),
    );
    const at = next?.at;
    const delay = at === null || at === undefined ? IDLE_WAKE_MS : at - now();
    // Held back by the ceiling, the rows are due but unclaimed: look again
    // in a while, not at once.
    return Math.max(
      delay <= 0 ? CEILING_WAKE_MS : 0,
      Math.min(IDLE_WAKE_MS, delay),
    );
  }

  return { claimDue, claimDigest, nextWake };
}
