import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Suspense } from "react";
import {
  HYDRATED_ATTRIBUTE,
  HydratedMarker,
  useHydratedMarker,
} from "./useHydratedMarker";

function Shell() {
  useHydratedMarker();
  return <button type="button">Menu</button>;
}

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = "";
});

describe("useHydratedMarker", () => {
  it("leaves the prerendered HTML unmarked, then marks <html> once hydrated", async () => {
    const view = renderToString(<Shell />);
    expect(view).not.toContain(HYDRATED_ATTRIBUTE);
    const container = document.createElement("div");
    container.innerHTML = view;
    document.body.append(container);
    expect(document.documentElement).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    const onRecoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Shell />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  });

  it("marks a part's own element once that part has hydrated", async () => {
    const Page = () => (
      <>
        <Shell />
        <Suspense>
          <section id="services">Services</section>
          <HydratedMarker id="services" />
        </Suspense>
      </>
    );
    const view = renderToString(<Page />);
    expect(view).not.toContain(HYDRATED_ATTRIBUTE);
    const container = document.createElement("div");
    container.innerHTML = view;
    document.body.append(container);
    const section = screen.getByText("Services");
    expect(section).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    expect(section).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  });
});
