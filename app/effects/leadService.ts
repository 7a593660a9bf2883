import type { Lang } from "~/content/lang";
import type { Attribution } from "~/lib/attribution";
import type { ContactValues } from "~/lib/contactSchema";
import {
  type FetchOptions,
  fetchWithTimeout,
} from "~/effects/fetchWithTimeout";

export { leadServiceEndpoint } from "~/effects/leadServiceEndpoint";

/** One enquiry as the lead service takes it. */
export type LeadEnquiry = {
  key: string;
  values: ContactValues;
  /** How long the page had been open when the visitor pressed Send. */
  elapsedMs: number;
  /** Where it came from (`lib/attribution.ts`); kept with it in the outbox. */
  attribution?: Attribution;
  /** The language of the page it was sent from: the studio answers in it. */
  lang?: Lang;
};

export type LeadResult =
  | { ok: true }
  | {
      ok: false;
      reason: "invalid";
      errors: Partial<Record<keyof ContactValues, string>>;
    }
  | {
      ok: false;
      reason: "limited";
      message: string;
      /** From `Retry-After`: when sending again makes sense. */
      retryAfterMs?: number;
    }
  /** The service is up but could not store it (its disk is full, …): not kept anywhere. */
  | { ok: false; reason: "not-saved"; message: string }
  /** Worth sending again later: offline, a timeout, the server down. */
  | { ok: false; reason: "unreachable" }
  /** Refused for good (another origin, too large): sending again won't help. */
  | { ok: false; reason: "refused" };

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const data: unknown = await response.json();
    return typeof data === "object" && data !== null
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The longest a form waits to send again by itself. */
export const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

/** `Retry-After` in seconds, as milliseconds within reason; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1, Number(header)) * 1000);
}

/** What the lead service's answer says. */
async function readAnswer(response: Response): Promise<LeadResult> {
  const data = await readJson(response);
  if (response.ok && data.ok === true) return { ok: true };
  if (
    response.status === 400 &&
    typeof data.errors === "object" &&
    data.errors
  ) {
    return {
      ok: false,
      reason: "invalid",
      errors: data.errors as Record<string, string>,
    };
  }
  if (response.status === 429) {
    return {
      ok: false,
      reason: "limited",
      message: typeof data.error === "string" ? data.error : "",
      retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
    };
  }
  if (response.status === 503 && data.reason === "not-saved") {
    return {
      ok: false,
      reason: "not-saved",
      message: typeof data.error === "string" ? data.error : "",
    };
  }
  if (response.status >= 500 || response.status === 408 || response.ok) {
    return { ok: false, reason: "unreachable" };
  }
  return { ok: false, reason: "refused" };
}

/** POSTs the enquiry once; the idempotency key makes any repeat harmless. */
export async function postLead(
  endpoint: string,
  { key, values, elapsedMs, attribution, lang }: LeadEnquiry,
  options?: FetchOptions,
): Promise<LeadResult> {
  const result = await fetchWithTimeout(
    endpoint,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({
        ...values,
        key,
        elapsedMs: Math.round(elapsedMs),
        attribution,
        lang,
      }),
      redirect: "error",
      credentials: "same-origin",
    },
    readAnswer,
    options,
  );
  return typeof result === "string"
    ? { ok: false, reason: "unreachable" }
    : result;
}

/** A version 4 UUID, with or without `crypto.randomUUID` (plain http). */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
