import { describe, expect, it } from "vitest";
import { CONTACT_FIELD_LIMITS, MESSAGE_MAX_LENGTH } from "~/lib/constants";
import {
  clearDraft,
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  loadDraft,
  saveDraft,
} from "./draft";

const values = {
  name: "Zoë O'Brien",
  email: "zoe@example.ie",
  phone: "",
  message: "A shop for our pottery, <b>soon</b>.",
};
const NOW = Date.UTC(2026, 0, 15, 10);

function store(raw: unknown, key = DRAFT_KEY) {
  window.localStorage.setItem(
    key,
    typeof raw === "string" ? raw : JSON.stringify(raw),
  );
}

/** A Storage whose every call throws, like Safari's blocked storage. */
const brokenStorage = {
  get length(): number {
    throw new DOMException("blocked", "SecurityError");
  },
  key: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  clear: () => {},
} satisfies Storage;

describe("draft storage", () => {
  it("saves under a versioned key and restores what was typed", () => {
    saveDraft(values, window.localStorage, NOW);
    expect(DRAFT_KEY).toMatch(/v1$/);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "")).toEqual({
      version: 1,
      savedAt: NOW,
      values,
    });
    expect(loadDraft(window.localStorage, NOW + 1000)).toEqual(values);
  });

  it("stores nothing but the draft", () => {
    saveDraft(values, window.localStorage, NOW);
    expect(Object.keys(window.localStorage)).toEqual([DRAFT_KEY]);
  });

  it("removes the draft when the form is emptied or cleared", () => {
    saveDraft(values, window.localStorage, NOW);
    saveDraft(
      { name: " ", email: "", phone: "", message: "\n" },
      window.localStorage,
      NOW,
    );
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(values, window.localStorage, NOW);
    clearDraft(window.localStorage);
    expect(loadDraft(window.localStorage, NOW)).toBeNull();
  });

  it.each([
    ["unreadable JSON", "{not json"],
    ["a bare string", JSON.stringify("hello")],
    ["another version", { version: 2, savedAt: NOW, values }],
    ["no version", { savedAt: NOW, values }],
    [
      "a field of the wrong type",
      { version: 1, savedAt: NOW, values: { ...values, name: 42 } },
    ],
    [
      "a missing field",
      { version: 1, savedAt: NOW, values: { name: "A", email: "" } },
    ],
    ["a huge blob", "x".repeat(70_000)],
    [
      "an expired draft",
      { version: 1, savedAt: NOW - DRAFT_MAX_AGE_MS - 1, values },
    ],
  ])("discards %s silently", (_, raw) => {
    store(raw);
    expect(loadDraft(window.localStorage, NOW)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("drops drafts left under an older key", () => {
    store({ name: "old", message: "old" }, "kalam-studio:contact-draft:v0");
    saveDraft(values, window.localStorage, NOW);
    expect(loadDraft(window.localStorage, NOW)).toEqual(values);
    expect(
      window.localStorage.getItem("kalam-studio:contact-draft:v0"),
    ).toBeNull();
  });

  it("cuts fields over their limits instead of discarding the draft", () => {
    store({
      version: 1,
      savedAt: NOW,
      values: {
        name: "n".repeat(5000),
        email: `${"e".repeat(400)}@example.com`,
        message: "m".repeat(MESSAGE_MAX_LENGTH + 50),
      },
    });
    expect(loadDraft(window.localStorage, NOW)).toEqual({
      name: "n".repeat(CONTACT_FIELD_LIMITS.name),
      email: "e".repeat(CONTACT_FIELD_LIMITS.email),
      phone: "",
      message: "m".repeat(MESSAGE_MAX_LENGTH),
    });
  });

  it("stores every field within its limit", () => {
    saveDraft(
      {
        name: "n".repeat(300),
        email: "e".repeat(300),
        phone: "",
        message: values.message,
      },
      window.localStorage,
      NOW,
    );
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "");
    expect(stored.values).toEqual({
      name: "n".repeat(200),
      email: "e".repeat(254),
      phone: "",
      message: values.message,
    });
  });

  it("keeps a message of exactly the limit", () => {
    const long = { ...values, message: "म".repeat(MESSAGE_MAX_LENGTH) };
    saveDraft(long, window.localStorage, NOW);
    expect(loadDraft(window.localStorage, NOW)).toEqual(long);
  });

  it("works on without storage: blocked, full or missing", () => {
    expect(() => saveDraft(values, brokenStorage, NOW)).not.toThrow();
    expect(loadDraft(brokenStorage, NOW)).toBeNull();
    expect(() => clearDraft(brokenStorage)).not.toThrow();
    expect(loadDraft(null, NOW)).toBeNull();
    expect(() => saveDraft(values, null, NOW)).not.toThrow();
  });
});
