import { type SectionId, sectionIds } from "~/content/sectionIds";

/** The home page's sections, in the order the page shows them. */
const SECTIONS: readonly SectionId[] = Object.values(sectionIds);

/**
 * The home page section the visitor is reading: the last one whose top has
 * reached the line just under the sticky header (the page's
 * `scroll-padding-top`). Null at the top of the page (the hero needs no
 * anchor) and on pages without the sections.
 */
export function sectionInView(): SectionId | null {
  const readingLine =
    (Number.parseFloat(
      getComputedStyle(document.documentElement).scrollPaddingTop,
    ) || 0) + 1;
  let current: SectionId | null = null;
  for (const id of SECTIONS) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= readingLine) {
      current = id;
    }
  }
  return current === sectionIds.home ? null : current;
}
