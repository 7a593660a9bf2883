import type { ContactValues } from "~/lib/contactSchema";

export type DeliveryFailure =
  "config" | "network" | "timeout" | "status" | "redirect" | "response";

export type DeliveryResult =
  { ok: true } | { ok: false; reason: DeliveryFailure };

export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_RETRY_DELAY_MS = 1_000;

/**
 * `VITE_CONTACT_ENDPOINT`, read at build time. Unset or empty: deliveries go
 * to the console (SPEC section 7). Set: an absolute http(s) URL or a
 * same-origin path that takes the enquiry as a JSON POST.
 */
const BUILD_ENDPOINT: unknown = import.meta.env.VITE_CONTACT_ENDPOINT;

/**
 * Whether the build names an endpoint. Without one (and without the lead
 * service), a "sent" enquiry only reaches the browser console: the form
 * must then say it was not sent.
 */
export function hasContactEndpoint(): boolean {
  return typeof BUILD_ENDPOINT === "string" && BUILD_ENDPOINT.trim() !== "";
}

export type DeliveryOptions = {
  /** The honeypot's value: anything in it marks the sender as a bot. */
  honeypot?: string;
  /** Overrides the build's endpoint; "" means the console. */
  endpoint?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
};

class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    readonly isRetryable: boolean,
  ) {
    super(reason);
  }
}

function endpointUrl(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** A 2xx JSON answer that does not say `ok: false` / `success: false`. */
async function checkResponse(response: Response) {
  if (
    response.type === "opaqueredirect" ||
    response.redirected ||
    (response.status >= 300 && response.status < 400)
  ) {
    throw new DeliveryError("redirect", false);
  }
  if (!response.ok) {
    const isRetryable =
      response.status >= 500 || [408, 429].includes(response.status);
    throw new DeliveryError("status", isRetryable);
  }
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("html")) throw new DeliveryError("response", false);
  const body = (await response.text()).trim();
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new DeliveryError("response", false);
  }
  if (
    typeof data === "object" &&
    data !== null &&
    ("ok" in data || "success" in data) &&
    (data as { ok?: unknown }).ok !== true &&
    (data as { success?: unknown }).success !== true
  ) {
    throw new DeliveryError("response", false);
  }
}

async function post(
  url: URL,
  values: ContactValues,
  fetchImpl: typeof fetch,
  timeoutMs: number,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify(values),
      redirect: "manual",
      credentials: "omit",
      signal: controller.signal,
    });
    await checkResponse(response);
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    throw new DeliveryError(
      controller.signal.aborted ? "timeout" : "network",
      true,
    );
  } finally {
    clearTimeout(timer);
  }
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The single seam where a validated enquiry leaves the form.
 *
 * - Honeypot filled: dropped, yet reported as delivered, so a bot learns
 *   nothing.
 * - No endpoint (the default, SPEC section 7): the values are written to the
 *   browser console once and nothing is sent.
 * - An endpoint: POSTed there as JSON `{name, email, message}`, with a
 *   timeout of 10 s per attempt and one retry after a network error, a
 *   timeout or a 5xx/408/429. Success is a 2xx JSON answer; a redirect, an
 *   HTML or empty body, or `{"ok": false}` is a failure.
 */
export async function deliverContact(
  values: ContactValues,
  {
    honeypot = "",
    endpoint = typeof BUILD_ENDPOINT === "string" ? BUILD_ENDPOINT.trim() : "",
    fetchImpl = (...args) => fetch(...args),
    timeoutMs = DELIVERY_TIMEOUT_MS,
    retryDelayMs = DELIVERY_RETRY_DELAY_MS,
  }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  if (honeypot.trim() !== "") return { ok: true };
  if (!endpoint) {
    console.log("Contact form submission", values);
    return { ok: true };
  }
  const url = endpointUrl(endpoint);
  if (!url) return { ok: false, reason: "config" };
  for (let attempt = 1; ; attempt++) {
    try {
      await post(url, values, fetchImpl, timeoutMs);
      return { ok: true };
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError("network", false);
      if (attempt >= 2 || !failure.isRetryable) {
        return { ok: false, reason: failure.reason };
      }
      await wait(retryDelayMs);
    }
  }
}
