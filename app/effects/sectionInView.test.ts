import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sectionInView } from "./sectionInView";

/** Home page sections whose tops sit at these viewport offsets. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.createElement("section");
    section.id = id;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(section);
  }
}

// Only these sections in the document: none left by another test file.
beforeEach(() => {
  document.body.replaceChildren();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe("sectionInView", () => {
  it("is the last section whose top has reached the header's line", () => {
    placeSections({ home: -1800, work: -900, about: -300, services: 0 });
    placeSections({ process: 400, why: 1200 });
    expect(sectionInView()).toBe("services");
  });

  it("is the section begun above the screen when the next starts below the line", () => {
    placeSections({ home: -1800, about: -700, services: 120 });
    expect(sectionInView()).toBe("about");
  });

  it("is none at the top of the page, where the hero needs no anchor", () => {
    placeSections({ home: 0, work: 700 });
    expect(sectionInView()).toBeNull();
  });

  it("is none on a page without the home page's sections", () => {
    expect(sectionInView()).toBeNull();
  });
});
