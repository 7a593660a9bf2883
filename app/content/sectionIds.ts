/**
 * The in-page anchors of the home page, in the order the sections appear.
 * Sections, links and tests import these instead of writing bare strings.
 */
export const sectionIds = {
  home: "home",
  work: "work",
  clients: "clients",
  about: "about",
  services: "services",
  process: "process",
  why: "why",
  contact: "contact",
  assistant: "assistant",
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/** A link to a section from the home page itself: `#work`. */
export type SectionHash = `#${SectionId}`;

/** A link to a home page section from any page: `/Home#work`. */
export type HomeSectionPath = `/Home#${SectionId}`;

/** The home page's anchors in page order. */
export const homeSectionOrder: readonly SectionId[] = Object.values(sectionIds);

/** A link to a section on the home page itself: `#work`. */
export function sectionHash(id: SectionId): SectionHash {
  return `#${id}`;
}

/** A link to a home page section: `/Home#work`. */
export function homeSectionPath(id: SectionId): HomeSectionPath {
  return `/Home#${id}`;
}

/** The id of a home section's heading, which names the section. */
export function sectionHeadingId(id: SectionId): `${SectionId}-heading` {
  return `${id}-heading`;
}
