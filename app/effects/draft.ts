import { enquiryFieldNames, enquiryFields } from "~/content/enquiry";
import { CONTACT_FIELD_LIMITS, type ContactValues } from "~/lib/constants";
import { DRAFT_KEY, DRAFT_PREFIX, DRAFT_VERSION } from "~/effects/draftKey";

/**
 * The contact form's draft, kept in the visitor's own browser so a reload,
 * a route change or a crashed tab never costs them what they wrote. It is the
 * only thing the site stores. Bump DRAFT_VERSION when the stored shape
 * changes: drafts under any other version are dropped, never migrated.
 */
export { DRAFT_KEY, DRAFT_VERSION };
/** How long a draft waits to be restored before it is discarded. */
export const DRAFT_MAX_AGE_DAYS = 30;
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** Writes are debounced: at most one every this many milliseconds. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** A stored draft longer than this is not a draft of ours: it is dropped. */
const MAX_STORED_CHARS = 64 * 1024;

/** Every field cut to its limit. */
export function withinLimits(values: ContactValues): ContactValues {
  return fieldValues((name) =>
    values[name].slice(0, CONTACT_FIELD_LIMITS[name]),
  );
}

/** Every declared field, each from `value`. */
export function fieldValues(
  value: (name: (typeof enquiryFieldNames)[number]) => string,
): ContactValues {
  return Object.fromEntries(
    enquiryFieldNames.map((name) => [name, value(name)]),
  ) as ContactValues;
}

/**
 * The declared fields in a stored object, or null when one is not text. An
 * optional field missing altogether (stored before it was added) is empty.
 */
export function readValues(value: unknown): ContactValues | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (
    enquiryFieldNames.some((name) =>
      record[name] === undefined
        ? enquiryFields[name].isRequired
        : typeof record[name] !== "string",
    )
  ) {
    return null;
  }
  return fieldValues((name) => {
    const text = record[name];
    return typeof text === "string" ? text : "";
  });
}

type StoredDraft = {
  version: number;
  savedAt: number;
  values: ContactValues;
};

/** localStorage, or null where reading it throws (blocked storage). */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function forget(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the draft simply stays unusable.
  }
}

function parseValues(value: unknown): ContactValues | null {
  const values = readValues(value);
  return values && withinLimits(values);
}

function parseDraft(raw: string, now: number): ContactValues | null {
  if (raw.length > MAX_STORED_CHARS) return null;
  let stored: Partial<StoredDraft>;
  try {
    stored = JSON.parse(raw) as Partial<StoredDraft>;
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  if (stored.version !== DRAFT_VERSION) return null;
  if (
    typeof stored.savedAt !== "number" ||
    now - stored.savedAt > DRAFT_MAX_AGE_MS
  ) {
    return null;
  }
  return parseValues(stored.values);
}

export function isBlank(values: ContactValues): boolean {
  return Object.values(values).every((text) => text.trim() === "");
}

/**
 * The saved draft, or null. Anything unreadable, from another version or
 * expired is removed without a word; a field over its limit is cut to it.
 */
export function loadDraft(
  storage: Storage | null = draftStorage(),
  now = Date.now(),
): ContactValues | null {
  if (!storage) return null;
  try {
    for (let index = storage.length - 1; index >= 0; index--) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX) && key !== DRAFT_KEY) {
        forget(storage, key);
      }
    }
    const raw = storage.getItem(DRAFT_KEY);
    if (raw === null) return null;
    const values = parseDraft(raw, now);
    if (!values || isBlank(values)) forget(storage, DRAFT_KEY);
    return values && !isBlank(values) ? values : null;
  } catch {
    return null;
  }
}

/** Keeps `values`, or removes the draft when the form is empty. */
export function saveDraft(
  values: ContactValues,
  storage: Storage | null = draftStorage(),
  now = Date.now(),
) {
  if (!storage) return;
  if (isBlank(values)) {
    forget(storage, DRAFT_KEY);
    return;
  }
  const stored: StoredDraft = {
    version: DRAFT_VERSION,
    savedAt: now,
    values: withinLimits(values),
  };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the form works on, without a draft.
  }
}

export function clearDraft(storage: Storage | null = draftStorage()) {
  if (storage) forget(storage, DRAFT_KEY);
}
