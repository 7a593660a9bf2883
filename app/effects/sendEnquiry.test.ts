import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_TIMEOUT_MS } from "./fetchWithTimeout";
import { LEAD_RETRY_DELAY_MS, sendEnquiry } from "./sendEnquiry";

const page = { lang: "en" } as const;

const values = {
  name: "प्रिया शर्मा",
  email: "priya@example.in",
  phone: "",
  message: "A site for our clinic, <b>soon</b>.",
};
const ENDPOINT = "https://forms.example.com/f/kalam";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** A fetch that answers in turn with each of `responses`. */
function fakeFetch(...responses: (Response | Error)[]) {
  const fetchImpl = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchImpl.mockRejectedValueOnce(response);
    else fetchImpl.mockResolvedValueOnce(response);
  }
  return fetchImpl;
}

/** A fetch that never answers, only gives up when aborted. */
function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      }),
  );
}

/**
 * Sends through the build's endpoint (`VITE_CONTACT_ENDPOINT`), the retry's
 * pause passed at once.
 */
async function viaEndpoint(
  fetchImpl: typeof fetch,
  endpoint = ENDPOINT,
  honeypot = "",
) {
  vi.stubEnv("VITE_CONTACT_ENDPOINT", endpoint);
  const result = sendEnquiry(values, honeypot, page, { fetchImpl });
  await vi.runAllTimersAsync();
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("sendEnquiry without an endpoint or lead service (the spec's default)", () => {
  it("writes the values to the console once and sends nothing", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const fetchImpl = fakeFetch();
    vi.stubEnv("VITE_CONTACT_ENDPOINT", "");
    await expect(sendEnquiry(values, "", page, { fetchImpl })).resolves.toEqual(
      {
        kind: "unsent",
      },
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Contact form submission", values);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("drops a bot's message quietly while reporting success", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await expect(
      sendEnquiry(values, "https://spam.example", page),
    ).resolves.toEqual({
      kind: "unsent",
    });
    expect(log).not.toHaveBeenCalled();
  });
});

describe("sendEnquiry with the build's endpoint", () => {
  it("POSTs the values as JSON and succeeds on a 2xx JSON answer", async () => {
    const log = vi.spyOn(console, "log");
    const fetchImpl = fakeFetch(json({ ok: true }));
    await expect(viaEndpoint(fetchImpl)).resolves.toEqual({ kind: "sent" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(init?.body))).toEqual(values);
    expect(log).not.toHaveBeenCalled();
  });

  it("resolves a same-origin path against the page", async () => {
    const fetchImpl = fakeFetch(json({ success: true }));
    await expect(viaEndpoint(fetchImpl, "/api/contact")).resolves.toEqual({
      kind: "sent",
    });
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe(
      `${window.location.origin}/api/contact`,
    );
  });

  it("retries once after a 500 and succeeds if the retry does", async () => {
    const fetchImpl = fakeFetch(json({ error: "down" }, 500), json({}));
    await expect(viaEndpoint(fetchImpl)).resolves.toEqual({ kind: "sent" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("fails after a 500 twice, with no third try", async () => {
    const fetchImpl = fakeFetch(json({}, 500), json({}, 503), json({}));
    await expect(viaEndpoint(fetchImpl)).resolves.toEqual({
      kind: "failed",
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("retries once after a network error", async () => {
    const fetchImpl = fakeFetch(new TypeError("Failed to fetch"), json({}));
    await expect(viaEndpoint(fetchImpl)).resolves.toEqual({ kind: "sent" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("does not retry a 4xx the endpoint will only repeat", async () => {
    const fetchImpl = fakeFetch(json({ error: "bad" }, 422), json({}));
    await expect(viaEndpoint(fetchImpl)).resolves.toEqual({
      kind: "failed",
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("gives up on each attempt after 10 s and fails after one retry", async () => {
    const fetchImpl = hangingFetch();
    vi.stubEnv("VITE_CONTACT_ENDPOINT", ENDPOINT);
    const result = sendEnquiry(values, "", page, { fetchImpl });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LEAD_RETRY_DELAY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + SEND_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ kind: "failed" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      "a redirect",
      new Response(null, { status: 302, headers: { Location: "/thanks" } }),
    ],
    [
      "an HTML page",
      new Response("<!doctype html><p>Thanks!</p>", {
        headers: { "Content-Type": "text/html" },
      }),
    ],
    ["an empty body", new Response("", { status: 200 })],
    ["plain text", new Response("OK", { status: 200 })],
    ["JSON saying it failed", json({ ok: false, error: "spam" })],
  ] as const)(
    "treats %s as a failure, without a retry",
    async (_, response) => {
      const fetchImpl = fakeFetch(response, json({}));
      await expect(viaEndpoint(fetchImpl)).resolves.toEqual({
        kind: "failed",
      });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    },
  );

  it("treats a followed redirect as a failure", async () => {
    const followed = json({ ok: true });
    Object.defineProperty(followed, "redirected", { value: true });
    await expect(viaEndpoint(fakeFetch(followed))).resolves.toEqual({
      kind: "failed",
    });
  });

  it("refuses an endpoint that is not http(s)", async () => {
    const fetchImpl = fakeFetch(json({}));
    await expect(
      viaEndpoint(fetchImpl, "javascript:alert(1)"),
    ).resolves.toEqual({ kind: "failed" });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("sends nothing when the honeypot is filled, yet reports success", async () => {
    const fetchImpl = fakeFetch(json({ ok: true }));
    await expect(viaEndpoint(fetchImpl, ENDPOINT, "x")).resolves.toEqual({
      kind: "sent",
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
