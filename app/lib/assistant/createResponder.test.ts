import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { askEndpoint, validEndpoint } from "./askEndpoint";
import { createAssistant } from "./createAssistant";
import { createResponder } from "./createResponder";
import type { ChatTurn } from "./types";

const ENDPOINT = "https://assistant.example.org/ask";
const assistant = createAssistant();
const history: ChatTurn[] = [
  { role: "visitor", text: "hello" },
  { role: "assistant", text: "Hi!" },
];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("answering with the optional endpoint", () => {
  it("makes no request at all when no endpoint is configured", async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const reply = await createResponder({ assistant, fetchImpl })(
      "price",
      history,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(reply.source).toBe("content");
    expect(reply.text).toContain(site.replyTime);
  });

  it("posts the question and history as JSON and uses the endpoint's answer", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ answer: "  A model's answer.  " }),
    );
    const reply = await createResponder({
      assistant,
      endpoint: ENDPOINT,
      fetchImpl,
    })("How do we start?", history);

    expect(reply).toMatchObject({
      source: "endpoint",
      text: "A model's answer.",
    });
    // The content answer's links still cite where to read more.
    expect(reply.links).toContainEqual(
      expect.objectContaining({ to: "/Home#contact" }),
    );
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe(
      "application/json",
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      question: "How do we start?",
      history: [
        { role: "visitor", text: "hello" },
        { role: "assistant", text: "Hi!" },
      ],
    });
  });

  it.each([
    ["a server error", async () => jsonResponse({ answer: "no" }, 500)],
    ["a non-JSON body", async () => new Response("<html>oops</html>")],
    ["an empty answer", async () => jsonResponse({ answer: "   " })],
    ["no answer field", async () => jsonResponse({ reply: "hi" })],
    ["a non-string answer", async () => jsonResponse({ answer: 42 })],
    [
      "a network failure",
      async (): Promise<Response> => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("falls back to the content answer on %s", async (_, respond) => {
    const fetchImpl = vi.fn<typeof fetch>(respond);
    const reply = await createResponder({
      assistant,
      endpoint: ENDPOINT,
      fetchImpl,
    })("price", history);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(reply.source).toBe("content");
    expect(reply.text).toMatch(/don't list prices/i);
  });

  it("gives up after 8 seconds and falls back, aborting the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const pending = createResponder({
      assistant,
      endpoint: ENDPOINT,
      fetchImpl,
    })("price", history);
    await vi.advanceTimersByTimeAsync(7_900);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const reply = await pending;
    expect(signal?.aborted).toBe(true);
    expect(reply.source).toBe("content");
  });

  it("sends at most the last ten turns of history", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ answer: "ok" }),
    );
    const long: ChatTurn[] = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 === 0 ? "visitor" : "assistant",
      text: `turn ${i}`,
    }));
    await askEndpoint(ENDPOINT, "q", long, { fetchImpl });
    const body = JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body));
    expect(body.history).toHaveLength(10);
    expect(body.history[0].text).toBe("turn 4");
  });

  it("accepts only http(s) endpoint URLs", () => {
    expect(validEndpoint(ENDPOINT)).toBe(ENDPOINT);
    expect(validEndpoint(undefined)).toBeUndefined();
    expect(validEndpoint("")).toBeUndefined();
    expect(validEndpoint("not a url")).toBeUndefined();
    expect(validEndpoint("javascript:alert(1)")).toBeUndefined();
  });
});
