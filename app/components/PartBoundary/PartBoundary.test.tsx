import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazyPart";
import { PartBoundary } from "./PartBoundary";
import { retryingImport } from "./retryingImport";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A download that fails `failures` times, then succeeds. */
function flakyDownload(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError("Failed to fetch");
    return Greeting;
  });
  return load;
}

describe("retryingImport", () => {
  it("tries a failed download once more at once", async () => {
    const load = flakyDownload(1);
    await expect(retryingImport(load)()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not remember a failure: the next call downloads again", async () => {
    const load = flakyDownload(2);
    const loadOnce = retryingImport(load);
    await expect(loadOnce()).rejects.toThrow("Failed to fetch");
    await expect(loadOnce()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("downloads a part only once after it succeeded", async () => {
    const load = flakyDownload(0);
    const loadOnce = retryingImport(load);
    await loadOnce();
    await loadOnce();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("PartBoundary with a lazy part", () => {
  it("shows the part once its code arrives", async () => {
    const part = lazyPart(flakyDownload(1));
    render(
      <PartBoundary onRetry={part.reset}>
        <part.Part name="Asha" />
      </PartBoundary>,
    );
    expect(await screen.findByText("Hello, Asha")).toBeInTheDocument();
  });

  it("shows a notice with Retry in its place when the code never arrives, and the part after Retry", async () => {
    // React reports the error it caught; that report is expected here.
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const part = lazyPart(flakyDownload(2));
    render(
      <>
        <p>The rest of the page</p>
        <PartBoundary onRetry={part.reset}>
          <part.Part name="Asha" />
        </PartBoundary>
      </>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This part of the page didn't load",
    );
    expect(screen.getByText("The rest of the page")).toBeInTheDocument();
    expect(report).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Hello, Asha")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
