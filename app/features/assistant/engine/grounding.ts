import { site } from "~/content/site";

/** Paths, in-page anchors and links to this site in a text. */
const CITATION =
  /https?:\/\/[^\s)\]>"']+|(?<![\w/.:])\/[a-z][\w/-]*(?:#[\w-]+)?|(?<![\w/])#[a-z][\w-]*/gi;

/** The home page is `/` and `/Home`; anchors match in any case. */
function normalizeTarget(target: string): string {
  const [path = "", hash] = target.split("#");
  const page =
    path === "" || path === "/" ? "/Home" : path.replace(/[/.,;:!?]+$/, "");
  const home = page.toLowerCase() === "/home" ? "/Home" : page;
  return hash === undefined ? home : `${home}#${hash.toLowerCase()}`;
}

/** A cited target as a path on this site, or `null` for another site. */
function onThisSite(citation: string): string | null {
  if (citation.startsWith("#")) return citation.toLowerCase();
  if (!/^https?:/i.test(citation)) return normalizeTarget(citation);
  try {
    const url = new URL(citation);
    if (url.origin !== new URL(site.url).origin) return null;
    return normalizeTarget(`${url.pathname}${url.hash}`);
  } catch {
    return null;
  }
}

/**
 * Whether every page, section or link a model's answer cites exists on this
 * site. `known` holds the targets the site's own answers use (paths such as
 * "/portfolio/x", home sections as "/Home#process", legal texts as "#terms").
 */
export function citesOnlyKnownTargets(
  answer: string,
  sources: readonly string[],
  known: ReadonlySet<string>,
): boolean {
  const normalized = new Set<string>();
  for (const target of known) {
    normalized.add(
      target.startsWith("#") ? target.toLowerCase() : normalizeTarget(target),
    );
    // A home section may be cited by its anchor alone.
    const hash = target.split("#")[1];
    if (target.startsWith("/Home#") && hash)
      normalized.add(`#${hash.toLowerCase()}`);
  }
  const cited = [...(answer.match(CITATION) ?? []), ...sources];
  return cited.every((citation) => {
    const target = onThisSite(citation);
    return target !== null && normalized.has(target);
  });
}
