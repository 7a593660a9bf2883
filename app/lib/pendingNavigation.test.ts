import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PENDING_NAVIGATION_KEY,
  PENDING_NAVIGATION_MAX_AGE_MS,
  resumeNavigationScript,
} from "./pendingNavigation";

/** Runs the head script as the browser would, against a fake location. */
function runScript(url: string) {
  const current = new URL(url, "https://studio.example");
  const replace = vi.fn();
  const location = {
    pathname: current.pathname,
    search: current.search,
    hash: current.hash,
    replace,
  };
  new Function("location", resumeNavigationScript)(location);
  return replace;
}

function record(to: string, ageMs = 0) {
  sessionStorage.setItem(
    PENDING_NAVIGATION_KEY,
    JSON.stringify({ to, at: Date.now() - ageMs }),
  );
}

afterEach(() => sessionStorage.clear());

describe("resumeNavigationScript", () => {
  it("loads the page the visitor tapped when the router reloaded another", () => {
    record("/portfolio?line=web");
    expect(runScript("/")).toHaveBeenCalledWith("/portfolio?line=web");
  });

  it("uses a record once, so a failing destination cannot loop", () => {
    record("/portfolio");
    runScript("/");
    expect(sessionStorage.getItem(PENDING_NAVIGATION_KEY)).toBeNull();
    expect(runScript("/")).not.toHaveBeenCalled();
  });

  it("does nothing on the destination itself", () => {
    record("/portfolio/hospital-registration");
    expect(
      runScript("/portfolio/hospital-registration"),
    ).not.toHaveBeenCalled();
  });

  it("ignores stale records and anything that is not a same-origin path", () => {
    for (const to of ["https://evil.example/", "//evil.example/", "/\\evil"]) {
      record(to);
      expect(runScript("/")).not.toHaveBeenCalled();
    }
    record("/portfolio", PENDING_NAVIGATION_MAX_AGE_MS + 1000);
    expect(runScript("/")).not.toHaveBeenCalled();
    sessionStorage.setItem(PENDING_NAVIGATION_KEY, "{not json");
    expect(runScript("/")).not.toHaveBeenCalled();
  });
});
