import { enquiryFieldNames } from "~/content/enquiry";
import type { ContactValues } from "~/lib/constants";
import { draftStorage, readValues } from "~/effects/draft";
import { type LeadEnquiry, newKey } from "~/effects/leadService";
import { OUTBOX_KEY } from "~/effects/outboxKey";

/**
 * Enquiries kept on the visitor's device until the lead service has them:
 * the outbox (sent when the connection returns or the page next opens) and
 * the key of the enquiry being written, so every attempt at one enquiry
 * carries the same idempotency key and is stored once.
 */
export { OUTBOX_KEY };
export const ENQUIRY_KEY = "kalam-studio:enquiry-key:v1";
/** After this long an unsent enquiry is given up (the draft still holds it). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type QueuedEnquiry = LeadEnquiry & { queuedAt: number };

function read<T>(key: string): T | null {
  try {
    const raw = draftStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  const storage = draftStorage();
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the form still holds the words.
  }
}

export const sameValues = (a: ContactValues, b: ContactValues) =>
  enquiryFieldNames.every((name) => a[name] === b[name]);

/**
 * The idempotency key for these values: the same as last time while the
 * enquiry is unchanged, a new one once the visitor edits it (an edited
 * enquiry is a new one, and must not be swallowed as a repeat).
 */
export function keyFor(values: ContactValues): string {
  const kept = read<{ key: string; values: ContactValues }>(ENQUIRY_KEY);
  const keptValues = readValues(kept?.values);
  if (kept?.key && keptValues && sameValues(keptValues, values))
    return kept.key;
  const key = newKey();
  write(ENQUIRY_KEY, { key, values });
  return key;
}

export function currentKey(): string | null {
  return read<{ key: string }>(ENQUIRY_KEY)?.key ?? null;
}

export function forgetKey() {
  write(ENQUIRY_KEY, null);
}

/** A stored entry, its values read by the enquiry's declaration, or null. */
function queued(entry: unknown): QueuedEnquiry | null {
  const e = entry as QueuedEnquiry | null;
  const values = readValues(e?.values);
  return values &&
    typeof e?.key === "string" &&
    typeof e.elapsedMs === "number" &&
    typeof e.queuedAt === "number"
    ? { ...e, values }
    : null;
}

export function queuedEnquiries(now = Date.now()): QueuedEnquiry[] {
  const entries = read<unknown[]>(OUTBOX_KEY);
  if (!Array.isArray(entries)) return [];
  return entries
    .map(queued)
    .filter(
      (entry): entry is QueuedEnquiry =>
        !!entry && now - entry.queuedAt < MAX_AGE_MS,
    );
}

export function queueEnquiry(enquiry: LeadEnquiry, now = Date.now()) {
  const others = queuedEnquiries(now).filter(
    (entry) => entry.key !== enquiry.key,
  );
  write(OUTBOX_KEY, [...others, { ...enquiry, queuedAt: now }]);
}

export function unqueueEnquiry(key: string) {
  const rest = queuedEnquiries().filter((entry) => entry.key !== key);
  write(OUTBOX_KEY, rest.length ? rest : null);
}

export { announceDelivered, onQueuedDelivered } from "~/effects/outboxEvents";
