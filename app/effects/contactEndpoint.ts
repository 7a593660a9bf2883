import type { ContactValues } from "~/lib/contactSchema";
import {
  type FetchOptions,
  fetchWithTimeout,
} from "~/effects/fetchWithTimeout";
import type { LeadResult } from "~/effects/leadService";

/**
 * `VITE_CONTACT_ENDPOINT`, read at build time: a URL (absolute http(s) or a
 * same-origin path) that takes each enquiry as JSON, for a static host
 * without the lead service; null when unset, and then an enquiry only
 * reaches the browser console (SPEC section 7).
 */
export function contactEndpoint(): string | null {
  const endpoint: unknown = import.meta.env.VITE_CONTACT_ENDPOINT;
  return typeof endpoint === "string" && endpoint.trim() !== ""
    ? endpoint.trim()
    : null;
}

function endpointUrl(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const UNREACHABLE = { ok: false, reason: "unreachable" } as const;
const REFUSED = { ok: false, reason: "refused" } as const;

/**
 * A form backend's answer: only a 2xx JSON body that does not say
 * `ok: false` / `success: false` is a success. A redirect, an HTML, empty
 * or plain-text body is refused; a 5xx, 408 or 429 is worth one more try.
 */
async function readAnswer(response: Response): Promise<LeadResult> {
  if (
    response.type === "opaqueredirect" ||
    response.redirected ||
    (response.status >= 300 && response.status < 400)
  ) {
    return REFUSED;
  }
  if (!response.ok) {
    return response.status >= 500 || [408, 429].includes(response.status)
      ? UNREACHABLE
      : REFUSED;
  }
  if ((response.headers.get("content-type") ?? "").includes("html")) {
    return REFUSED;
  }
  const body = (await response.text()).trim();
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return REFUSED;
  }
  const said = data as { ok?: unknown; success?: unknown } | null;
  return typeof said === "object" &&
    said !== null &&
    ("ok" in said || "success" in said) &&
    said.ok !== true &&
    said.success !== true
    ? REFUSED
    : { ok: true };
}

/**
 * POSTs the enquiry's values as JSON to the build's endpoint, once. A form
 * backend knows no idempotency key, so nothing is kept for later: a failure
 * is the form's to show, with the WhatsApp and e-mail hand-off.
 */
export async function postToEndpoint(
  endpoint: string,
  values: ContactValues,
  options?: FetchOptions,
): Promise<LeadResult> {
  const url = endpointUrl(endpoint);
  if (!url) return REFUSED;
  const result = await fetchWithTimeout(
    url,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify(values),
      redirect: "manual",
      credentials: "omit",
    },
    readAnswer,
    options,
  );
  return typeof result === "string" ? UNREACHABLE : result;
}
