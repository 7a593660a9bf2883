import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import { site } from "~/content/site";
import { preferReducedMotion } from "../../../test/preferReducedMotion";

vi.mock("./loadEngine", { spy: true });

// Test files share one module registry (vitest.config: isolate false): the
// store loads afresh here, so it sees the spied engine loader above.
vi.resetModules();
const {
  askAssistant,
  getConversation,
  resetConversation,
  MAX_ENTRIES,
  retryFailed,
  STORAGE_KEY,
} = await import("./chatStore");
const { parseConversation } = await import("./parseConversation");
const { loadResponder } = await import("./loadEngine");

// The engine's modules are transformed on first import: do it once, with
// time to spare on a busy machine, so no test's budget pays for it.
beforeAll(async () => {
  await import("./engine/siteResponder");
}, 60_000);

beforeEach(() => {
  resetConversation();
  window.sessionStorage.clear();
});

const texts = () => getConversation().map((entry) => entry.text);
const settled = () =>
  vi.waitFor(
    () => expect(getConversation().some((e) => e.isPending)).toBe(false),
    { timeout: 5_000 },
  );

describe("the conversation store", () => {
  it("ignores empty and blank questions", () => {
    askAssistant("");
    askAssistant("   \n\t ");
    expect(getConversation()).toEqual([]);
  });

  it("cuts a 10,000-character question to the limit", () => {
    askAssistant("x".repeat(10_000));
    const [question] = getConversation();
    expect(question?.role).toBe("visitor");
    expect(question?.text).toHaveLength(MAX_QUESTION_LENGTH);
  });

  it("shows the question at once and the answer when the engine has it", async () => {
    preferReducedMotion(true);
    askAssistant("what are your hours");
    expect(getConversation().map((e) => [e.role, e.isPending])).toEqual([
      ["visitor", false],
      ["assistant", true],
    ]);
    await settled();
    expect(texts()[1]).toContain(site.hours.label);
  });

  it("answers 50 rapid questions in order, none lost", async () => {
    preferReducedMotion(false);
    const questions = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? "what are your hours" : "do you make reels",
    );
    for (const question of questions) askAssistant(question);
    await settled();
    const entries = getConversation();
    expect(entries).toHaveLength(100);
    const asked = entries.filter((entry) => entry.role === "visitor");
    const answers = entries.filter((entry) => entry.role === "assistant");
    expect(asked.map((entry) => entry.text)).toEqual(questions);
    expect(entries.map((entry) => entry.role)).toEqual(
      questions.flatMap(() => ["visitor", "assistant"]),
    );
    const topics = answers.map((entry) =>
      entry.text.includes(site.hours.label) ? "hours" : entry.text.slice(0, 15),
    );
    expect(topics).toEqual(
      questions.map((question) =>
        question.includes("hours") ? "hours" : "Reels and posts",
      ),
    );
  });

  it("answers a follow-up about the previous answer's subject", async () => {
    preferReducedMotion(true);
    askAssistant("do you make reels?");
    askAssistant("how much would that cost?");
    await settled();
    expect(texts()[3]).toMatch(/^Reels and posts: we don't publish a price/);
  });

  it("says when the engine could not load, and Retry answers the question", async () => {
    preferReducedMotion(true);
    vi.mocked(loadResponder).mockRejectedValueOnce(
      new TypeError("Failed to fetch dynamically imported module"),
    );
    askAssistant("what are your hours");
    await settled();
    const [, failed] = getConversation();
    expect(failed).toMatchObject({ hasFailed: true });
    expect(failed?.text).toMatch(/didn't load/);
    retryFailed();
    await settled();
    const [, answered] = getConversation();
    expect(answered?.hasFailed).toBe(false);
    expect(answered?.text).toContain(site.hours.label);
  });

  it("an answer that errs or never comes ends in the fallback reply with the contact form", async () => {
    preferReducedMotion(true);
    vi.mocked(loadResponder).mockResolvedValueOnce(() =>
      Promise.reject(new Error("the engine broke")),
    );
    askAssistant("what are your hours");
    await settled();
    const [, broken] = getConversation();
    expect(broken?.text).toMatch(/went wrong.*contact form.*within a day/);
    expect(broken?.links.map((link) => link.to)).toEqual(["/Home#contact"]);
    // A slow step: the deadline passes first, and the reply is the same.
    vi.mocked(loadResponder).mockResolvedValueOnce(() => new Promise(() => {}));
    askAssistant("how do payments work?");
    await settled();
    expect(getConversation()[3]?.text).toMatch(/went wrong/);
    // The next question is answered as usual.
    askAssistant("what are your hours");
    await settled();
    expect(getConversation()[5]?.text).toContain(site.hours.label);
  });

  it("saves finished messages for the session and restores them on load", async () => {
    preferReducedMotion(true);
    askAssistant("price");
    await settled();
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    expect(parseConversation(saved, MAX_ENTRIES).map((e) => e.text)).toEqual(
      texts(),
    );

    // A reload: the page carries no parser, so the saved conversation
    // appears when the engine's code arrives (at idle, or on a question).
    vi.resetModules();
    const fresh = await import("./chatStore");
    const { preloadEngine } = await import("./loadEngine");
    preloadEngine();
    await vi.waitFor(
      () => expect(fresh.getConversation().map((e) => e.text)).toEqual(texts()),
      { timeout: 4_000 },
    );
    expect(
      parseConversation(
        window.sessionStorage.getItem(STORAGE_KEY),
        MAX_ENTRIES,
      ).map((e) => e.text),
    ).toEqual(texts());
  });

  it("drops saved data that isn't a conversation, and links off the site", () => {
    expect(parseConversation("not json", MAX_ENTRIES)).toEqual([]);
    expect(parseConversation('{"role":"visitor"}', MAX_ENTRIES)).toEqual([]);
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
          context: { subjectId: 42, items: ["a", 1] },
        },
      ]),
      MAX_ENTRIES,
    );
    expect(entry).toMatchObject({ role: "assistant", text: "See this" });
    expect(entry?.links).toEqual([{ label: "Process", to: "/Home#process" }]);
    expect(entry?.topics).toEqual([]);
    expect(entry?.context).toEqual({});
  });
});
