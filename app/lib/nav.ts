import { sameHash } from "./hash";
import { sectionIds } from "~/content/sectionIds";

type LocationLike = { pathname: string; hash: string };

// The Hindi home page is `/hi/`: links are matched without the prefix.
const HOME_PATHS = new Set(["/", "/home", "/hi"]);

function trimPath(path: string) {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(trimPath(pathname));
}

/** `/` and `/Home` are one page, so moving between them is not a new page. */
export function samePage(a: string, b: string): boolean {
  return trimPath(a) === trimPath(b) || (isHomePath(a) && isHomePath(b));
}

/**
 * Which navigation link marks the current place with `aria-current`:
 * Portfolio on any portfolio page; on the home page the link whose hash is in
 * the URL, or Home when the URL names no other section.
 */
export function isLinkCurrent(
  to: string,
  location: LocationLike,
  sectionHashes: readonly string[] = [sectionIds.services, sectionIds.contact],
): boolean {
  const [path = "", hash = ""] = to.split("#");
  if (!isHomePath(path)) {
    const target = trimPath(path);
    const current = trimPath(location.pathname);
    return current === target || current.startsWith(`${target}/`);
  }
  if (!isHomePath(location.pathname)) return false;
  if (hash) return sameHash(hash, location.hash);
  return !sectionHashes.some((section) => sameHash(section, location.hash));
}
