import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnScreenObserver } from "../../../test/onScreenObserver";
import { ContactPanel } from "./ContactPanel";

function renderPanel({
  now,
  zone,
  isNearScreen = true,
}: {
  now: string;
  zone: string;
  isNearScreen?: boolean;
}) {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date(now));
  // The default (test/setup.ts) observer never reports the line on screen.
  if (isNearScreen) vi.stubGlobal("IntersectionObserver", OnScreenObserver);
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  const readZone = vi
    .spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions")
    .mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: zone };
    });
  const Stub = createRoutesStub([{ path: "/", Component: ContactPanel }]);
  render(<Stub initialEntries={["/"]} />);
  return { readZone };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ContactPanel open status", () => {
  it("first renders the plain hours and an empty, reserved status line", () => {
    renderPanel({ now: "2025-01-08T06:30:00Z", zone: "Asia/Kolkata" });
    expect(screen.getByText("Mon-Sat 10am-7pm IST")).toBeInTheDocument();
    expect(screen.queryByText(/Open now|Closed/)).not.toBeInTheDocument();
  });

  it("works nothing out while the line is far from the screen", async () => {
    const { readZone } = renderPanel({
      now: "2025-01-08T06:30:00Z",
      zone: "Asia/Kolkata",
      isNearScreen: false,
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(screen.queryByText(/Open now|Closed/)).not.toBeInTheDocument();
    expect(readZone).not.toHaveBeenCalled();
  });

  it("says 'Open now' during hours, without a second time in India", async () => {
    renderPanel({ now: "2025-01-08T06:30:00Z", zone: "Asia/Kolkata" });
    expect(
      await screen.findByText("Open now, until 19:00 IST"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("says when it opens, in IST and in a New York visitor's time", async () => {
    renderPanel({ now: "2025-01-11T14:30:00Z", zone: "America/New_York" });
    expect(
      await screen.findByText("Closed, opens Monday 10:00 IST"),
    ).toBeInTheDocument();
    expect(screen.getByText("(Sunday 11:30 pm your time)")).toBeInTheDocument();
  });

  it("moves on by itself when the studio closes", async () => {
    renderPanel({ now: "2025-01-08T13:29:00Z", zone: "Asia/Kolkata" });
    await screen.findByText("Open now, until 19:00 IST");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(
      await screen.findByText("Closed, opens Thursday 10:00 IST"),
    ).toBeInTheDocument();
  });
});
