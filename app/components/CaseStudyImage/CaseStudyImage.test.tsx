import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { chooseTheme } from "~/hooks/useTheme";
import { DARK_QUERY, THEME_ATTRIBUTE } from "~/lib/theme";
import { CaseStudyImage } from "./CaseStudyImage";

const cover = {
  src: "/assets/cover.svg",
  darkSrc: "/assets/cover-dark.svg",
  alt: "A registration desk on a tablet.",
  width: 640,
  height: 400,
};

/**
 * The dark variant's source, and the media it answers to. A `<source>` has
 * no role and no text: only the DOM reaches it.
 */
function darkSource(container: HTMLElement) {
  // eslint-disable-next-line testing-library/no-node-access
  const source = container.querySelector("picture > source");
  return {
    srcset: source?.getAttribute("srcset"),
    media: source?.getAttribute("media"),
  };
}

afterEach(() => {
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  window.localStorage.clear();
});

describe("CaseStudyImage", () => {
  it("offers the dark variant to a dark system, the light one otherwise", () => {
    const { container } = render(<CaseStudyImage image={cover} />);
    expect(screen.getByRole("img", { name: cover.alt })).toHaveAttribute(
      "src",
      cover.src,
    );
    expect(darkSource(container)).toEqual({
      srcset: cover.darkSrc,
      media: DARK_QUERY,
    });
  });

  it("follows the header's toggle over the system, both ways", () => {
    const { container } = render(<CaseStudyImage image={cover} />);
    act(() => chooseTheme("dark"));
    expect(darkSource(container).media).toBe("all");
    act(() => chooseTheme("light"));
    expect(darkSource(container).media).toBe("not all");
  });

  it("is a plain image when the drawing has no dark variant", () => {
    const { container } = render(
      <CaseStudyImage image={{ ...cover, darkSrc: undefined }} />,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: cover.alt })).toBeVisible();
  });
});
