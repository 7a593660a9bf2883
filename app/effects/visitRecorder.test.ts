import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_LIMITS, VISIT_KEY } from "~/lib/attribution";
import { visitRecorderScript } from "./visitRecorder";
import {
  attributionNow,
  forgetVisit,
  markAssistantHandOff,
  readVisit,
} from "./visit";

/**
 * Runs the inline script as the page would, with its own `history` (the
 * real one underneath) so the test never patches the window's.
 */
function runScript() {
  const listeners: EventListener[] = [];
  const pageHistory = {
    pushState: (...args: Parameters<History["pushState"]>) =>
      window.history.pushState(...args),
  };
  new Function("history", "addEventListener", visitRecorderScript())(
    pageHistory,
    (type: string, listener: EventListener) => {
      if (type === "popstate") listeners.push(listener);
    },
  );
  return {
    go: (path: string) => pageHistory.pushState(null, "", path),
    back: (path: string) => {
      window.history.replaceState(null, "", path);
      for (const listener of listeners) listener(new Event("popstate"));
    },
  };
}

const kept = () =>
  JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? "null") as unknown;

describe("the visit recorder", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("keeps the landing page, the referring origin, the UTM parameters and each page seen", () => {
    window.history.replaceState(
      null,
      "",
      "/insights/?utm_source=newsletter&utm_campaign=diwali&utm_id=9&q=x",
    );
    vi.spyOn(document, "referrer", "get").mockReturnValue(
      "https://www.google.com/search?q=studio",
    );
    const page = runScript();
    page.go("/portfolio/");
    page.go("/portfolio/#top");
    page.go("/");
    page.back("/portfolio/");
    expect(kept()).toEqual({
      landing: "/insights/",
      referrer: "https://www.google.com",
      utm: { source: "newsletter", campaign: "diwali" },
      pages: ["/insights/", "/portfolio/", "/", "/portfolio/"],
    });
    expect(attributionNow()).toEqual({
      ...(kept() as object),
      sentFrom: "/portfolio/",
    });
  });

  it("keeps no referrer from this site, and only the most recent pages", () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue(
      `${location.origin}/portfolio/`,
    );
    const page = runScript();
    for (let i = 0; i < ATTRIBUTION_LIMITS.pages + 5; i++) page.go(`/p${i}/`);
    const visit = readVisit();
    expect(visit.referrer).toBeUndefined();
    expect(visit.landing).toBe("/");
    expect(visit.pages).toHaveLength(ATTRIBUTION_LIMITS.pages);
    expect(visit.pages?.at(-1)).toBe(`/p${ATTRIBUTION_LIMITS.pages + 4}/`);
  });

  it("records the assistant's hand-off, and forgets the visit once sent", () => {
    runScript();
    markAssistantHandOff();
    expect(readVisit().isAssistantHandOff).toBe(true);
    forgetVisit();
    expect(window.sessionStorage.getItem(VISIT_KEY)).toBeNull();
    expect(readVisit()).toEqual({});
  });

  it("does nothing, and breaks nothing, when storage is blocked", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const page = runScript();
    expect(() => page.go("/portfolio/")).not.toThrow();
    expect(location.pathname).toBe("/portfolio/");
    expect(() => markAssistantHandOff()).not.toThrow();
    expect(attributionNow()).toEqual({ sentFrom: "/portfolio/" });
  });
});
