import { afterEach, describe, expect, it, vi } from "vitest";
import { ENGINE_READY_MARK } from "./engine/types";
import { loadResponder, setEngineLanguage } from "./loadEngine";

afterEach(() => vi.unstubAllGlobals());

describe("loadEngine: the page's language picks the engine", () => {
  it("a Hindi page's engine answers in Hindi, an English page's in English", async () => {
    setEngineLanguage("hi");
    const hindi = await loadResponder();
    const inHindi = await hindi("वेबसाइट की कीमत क्या है?", []);
    expect(inHindi.text).toMatch(/^वेब डेवलपमेंट: हम साइट पर कीमत नहीं छापते/);
    expect(inHindi.source).toBe("content");

    setEngineLanguage("en");
    const english = await loadResponder();
    const inEnglish = await english("How much does a website cost?", []);
    expect(inEnglish.text).toMatch(/we don't publish a price/);
    expect(inEnglish.text).not.toMatch(/\p{Script=Devanagari}/u);
  });
});

describe("loadEngine: the engine is ready before the first question", () => {
  it("builds and warms the engine in idle moments, without a question", async () => {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) =>
      waiting.push(callback),
    );
    vi.stubGlobal("cancelIdleCallback", () => {});
    performance.clearMarks(ENGINE_READY_MARK);
    vi.resetModules();
    const fresh = await import("./loadEngine");
    fresh.preloadEngine();
    // The engine's code arrives, and its build waits for an idle moment.
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    let moments = 0;
    // Idle moments with no time to spare: one short step in each.
    for (let callback = waiting.shift(); callback; callback = waiting.shift()) {
      callback({ didTimeout: false, timeRemaining: () => 0 });
      moments++;
    }
    // Built in many short steps, then warmed: nothing left to do.
    expect(moments).toBeGreaterThan(10);
    expect(performance.getEntriesByName(ENGINE_READY_MARK)).toHaveLength(1);
    const respond = await fresh.loadResponder();
    expect(waiting).toHaveLength(0);
    expect((await respond("is the first call free?", [])).text).toMatch(
      /free/i,
    );
  });
});
