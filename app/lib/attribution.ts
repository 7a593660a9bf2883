/**
 * Where an enquiry came from, declared once beside the enquiry's fields
 * (`content/enquiry.ts`): the page it was sent from, the visit's landing
 * page, referring site and UTM parameters, the site's pages seen before
 * sending, and whether the project assistant handed it over. The browser
 * keeps the visit in this tab's session storage (`VISIT_KEY`, written by
 * `effects/visitRecorder.ts`) and sends it only with an enquiry; the lead
 * service reads whatever arrives with `readAttribution`, which keeps only
 * what fits and drops the rest, so a bad value never refuses an enquiry.
 */

/** The tab's visit, in session storage. */
export const VISIT_KEY = "kalam-studio:visit:v1";

export const UTM_NAMES = [
  "source",
  "medium",
  "campaign",
  "term",
  "content",
] as const;
export type UtmName = (typeof UTM_NAMES)[number];

export const ATTRIBUTION_LIMITS = {
  /** A site path, in characters (the longest page path is under 100). */
  path: 200,
  /** A referring origin (scheme, host and port), in characters. */
  origin: 200,
  /** One UTM value, in characters. */
  utm: 100,
  /** Pages seen before sending: the most recent ones are kept. */
  pages: 20,
} as const;

export type Attribution = {
  /** The path of the page the enquiry was sent from. */
  sentFrom?: string;
  /** The path of the visit's first page. */
  landing?: string;
  /** The origin of the site that sent the visitor here, if another. */
  referrer?: string;
  utm?: Partial<Record<UtmName, string>>;
  /** Paths of the pages seen, oldest first, no page twice in a row. */
  pages?: string[];
  /** The assistant's "Send this to the studio" filled the form. */
  isAssistantHandOff?: boolean;
};

/** The visit as the browser keeps it (the page sent from is added at Send). */
export type Visit = Omit<Attribution, "sentFrom">;

// Any character that is not visible text: controls, bidi overrides, BOM.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A site path (`/work/x`): no scheme, no host, no spaces, bounded. */
function sitePath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return value.length <= ATTRIBUTION_LIMITS.path &&
    /^\/(?!\/)\S*$/.test(value) &&
    !INVISIBLE.test(value)
    ? value
    : undefined;
}

/** An http(s) origin, from an origin or a whole address. */
function origin(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return url.origin.length <= ATTRIBUTION_LIMITS.origin
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

function utmValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed &&
    trimmed.length <= ATTRIBUTION_LIMITS.utm &&
    !INVISIBLE.test(trimmed)
    ? trimmed
    : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The attribution in `value`, each part checked and bounded on its own:
 * what does not fit is left out (never an error). Empty parts are omitted.
 */
export function readAttribution(value: unknown): Attribution {
  if (!isRecord(value)) return {};
  const attribution: Attribution = {};
  const sentFrom = sitePath(value.sentFrom);
  if (sentFrom) attribution.sentFrom = sentFrom;
  const landing = sitePath(value.landing);
  if (landing) attribution.landing = landing;
  const referrer = origin(value.referrer);
  if (referrer) attribution.referrer = referrer;
  if (isRecord(value.utm)) {
    const utm: Partial<Record<UtmName, string>> = {};
    for (const name of UTM_NAMES) {
      const text = utmValue(value.utm[name]);
      if (text) utm[name] = text;
    }
    if (Object.keys(utm).length) attribution.utm = utm;
  }
  if (Array.isArray(value.pages)) {
    const pages = value.pages
      // Bounds the work before reading: a list past any real visit is cut.
      .slice(-ATTRIBUTION_LIMITS.pages * 5)
      .map(sitePath)
      .filter((page): page is string => !!page)
      .slice(-ATTRIBUTION_LIMITS.pages);
    if (pages.length) attribution.pages = pages;
  }
  if (value.isAssistantHandOff === true) attribution.isAssistantHandOff = true;
  return attribution;
}

/** True when nothing is known of where it came from. */
export const isEmptyAttribution = (attribution: Attribution) =>
  Object.keys(attribution).length === 0;
