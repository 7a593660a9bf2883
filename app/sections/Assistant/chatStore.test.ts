import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { MAX_QUESTION_LENGTH } from "~/lib/assistant/limits";
import {
  askAssistant,
  getConversation,
  parseConversation,
  resetConversation,
  STORAGE_KEY,
} from "./chatStore";
import { preferReducedMotion } from "../../../test/preferReducedMotion";

beforeEach(() => {
  resetConversation();
  window.sessionStorage.clear();
});

const texts = () => getConversation().map((entry) => entry.text);

describe("the conversation store", () => {
  it("ignores empty and blank questions", () => {
    preferReducedMotion(true);
    askAssistant("");
    askAssistant("   \n\t ");
    expect(getConversation()).toEqual([]);
  });

  it("cuts a 10,000-character question to the limit", () => {
    preferReducedMotion(true);
    askAssistant("x".repeat(10_000));
    const [question] = getConversation();
    expect(question?.role).toBe("visitor");
    expect(question?.text).toHaveLength(MAX_QUESTION_LENGTH);
  });

  it("answers at once, with no typing indicator, under reduced motion", () => {
    preferReducedMotion(true);
    askAssistant("price");
    const [question, answer] = getConversation();
    expect(question).toMatchObject({ role: "visitor", text: "price" });
    expect(answer).toMatchObject({ role: "assistant", isPending: false });
    expect(answer?.text).toContain(site.replyTime);
  });

  it("keeps rapid questions in order, each answer right after its question", async () => {
    preferReducedMotion(false);
    askAssistant("price");
    askAssistant("reels");
    askAssistant("where are you based");
    // Questions show at once; answers are still on their way.
    expect(getConversation().map((e) => [e.role, e.isPending])).toEqual([
      ["visitor", false],
      ["assistant", true],
      ["visitor", false],
      ["assistant", true],
      ["visitor", false],
      ["assistant", true],
    ]);
    await vi.waitFor(
      () => expect(getConversation().some((e) => e.isPending)).toBe(false),
      { timeout: 4_000 },
    );
    const [q1, a1, q2, a2, q3, a3] = texts();
    expect([q1, q2, q3]).toEqual(["price", "reels", "where are you based"]);
    expect(a1).toMatch(/don't list prices/i);
    expect(a2).toMatch(/^Reels and posts/);
    expect(a3).toContain(site.address.line);
  });

  it("saves finished messages for the session and restores them on load", async () => {
    preferReducedMotion(true);
    askAssistant("price");
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    expect(parseConversation(saved).map((e) => e.text)).toEqual(texts());

    vi.resetModules();
    const fresh = await import("./chatStore");
    expect(fresh.getConversation().map((e) => e.text)).toEqual(texts());
  });

  it("drops saved data that isn't a conversation, and links off the site", () => {
    expect(parseConversation("not json")).toEqual([]);
    expect(parseConversation('{"role":"visitor"}')).toEqual([]);
    const [entry] = parseConversation(
      JSON.stringify([
        { role: "robot", text: "nope" },
        {
          role: "assistant",
          text: "See this",
          links: [
            { label: "Evil", to: "javascript:alert(1)" },
            { label: "Elsewhere", to: "https://example.org" },
            { label: "Process", to: "/Home#process" },
            { label: "Tab", to: "/Home#services", state: { serviceTab: "x" } },
          ],
          topics: [{ kind: "service", label: "No line" }],
        },
      ]),
    );
    expect(entry).toMatchObject({ role: "assistant", text: "See this" });
    expect(entry?.links).toEqual([{ label: "Process", to: "/Home#process" }]);
    expect(entry?.topics).toEqual([]);
  });
});
