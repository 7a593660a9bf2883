import { describe, expect, it, vi } from "vitest";
import { DRAFT_KEY, loadDraft, saveDraft } from "~/effects/draft";
import { flushOutbox } from "~/effects/flushOutbox";
import type { LeadResult, postLead } from "~/effects/leadService";
import {
  currentKey,
  keyFor,
  onQueuedDelivered,
  OUTBOX_KEY,
  queuedEnquiries,
  queueEnquiry,
} from "~/effects/outbox";

const values = {
  name: "Priya Sharma",
  email: "priya@example.in",
  phone: "",
  message: "A booking site for our clinic.",
};

/** A stand-in for the network: answers each post with the next result. */
function answering(...results: LeadResult[]) {
  const calls: string[] = [];
  const post = vi.fn<typeof postLead>(async (_endpoint, enquiry) => {
    calls.push(enquiry.key);
    return results.shift() ?? { ok: true };
  });
  return { post, calls };
}

describe("idempotency keys", () => {
  it("keeps one key per enquiry, and a new one once it is edited", () => {
    const key = keyFor(values);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyFor({ ...values })).toBe(key);
    expect(currentKey()).toBe(key);
    const edited = keyFor({ ...values, message: "Make it a shop too." });
    expect(edited).not.toBe(key);
  });
});

describe("the device outbox", () => {
  it("sends each kept enquiry with its own key, forgets it, and clears the matching draft", async () => {
    const key = keyFor(values);
    saveDraft(values);
    queueEnquiry({ key, values, elapsedMs: 9_000 });
    const delivered: string[] = [];
    const stop = onQueuedDelivered((entry) => delivered.push(entry.key));
    const { post, calls } = answering({ ok: true });

    expect(await flushOutbox("/api/contact", post)).toBe(false);

    expect(calls).toEqual([key]);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ values, elapsedMs: 9_000 });
    expect(queuedEnquiries()).toEqual([]);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(currentKey()).toBeNull();
    expect(delivered).toEqual([key]);
    stop();
  });

  it("keeps what cannot get through yet, and the draft with it", async () => {
    const key = keyFor(values);
    saveDraft(values);
    queueEnquiry({ key, values, elapsedMs: 9_000 });
    const { post } = answering({ ok: false, reason: "unreachable" });
    expect(await flushOutbox("/api/contact", post)).toBe(true);
    expect(queuedEnquiries().map((entry) => entry.key)).toEqual([key]);
    expect(loadDraft()).toEqual(values);
  });

  it("drops an enquiry the service refuses for good, but never the draft", async () => {
    saveDraft(values);
    queueEnquiry({ key: keyFor(values), values, elapsedMs: 9_000 });
    const { post } = answering({
      ok: false,
      reason: "invalid",
      errors: { email: "Please enter a valid email" },
    });
    expect(await flushOutbox("/api/contact", post)).toBe(false);
    expect(queuedEnquiries()).toEqual([]);
    expect(loadDraft()).toEqual(values);
  });

  it("sends nothing without the lead service", async () => {
    queueEnquiry({ key: keyFor(values), values, elapsedMs: 9_000 });
    const { post } = answering();
    expect(await flushOutbox(null, post)).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(queuedEnquiries()).toHaveLength(1);
  });

  it("ignores a broken outbox without an error", () => {
    window.localStorage.setItem(OUTBOX_KEY, "{broken");
    expect(queuedEnquiries()).toEqual([]);
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ key: 1 }]));
    expect(queuedEnquiries()).toEqual([]);
  });
});
