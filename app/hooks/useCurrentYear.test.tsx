import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCurrentYear, YEAR_ATTRIBUTE } from "./useCurrentYear";

function Year() {
  const year = useCurrentYear();
  return <p {...{ [YEAR_ATTRIBUTE]: year }}>© {year}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("useCurrentYear", () => {
  it("shows the year of the visitor's clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2037-01-01T00:30:00"));
    render(<Year />);
    expect(screen.getByText("© 2037")).toBeInTheDocument();
  });

  it("hydrates HTML built in an earlier year without a mismatch, then shows this year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2042-06-15T12:00:00"));
    const container = document.createElement("div");
    container.innerHTML = `<p ${YEAR_ATTRIBUTE}="2025">© <!-- -->2025</p>`;
    document.body.append(container);
    const onRecoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent("© 2042");
  });
});
