/** The decoded target of a URL hash, without the leading "#". */
export function hashTarget(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Finds the element a hash points to, matching ids case-insensitively so
 * `#Services` and `#services` both reach `id="services"`. An exact match wins.
 */
export function findHashTarget(
  hash: string,
  root: Document,
): HTMLElement | null {
  const target = hashTarget(hash);
  if (!target) return null;
  const exact = root.getElementById(target);
  if (exact) return exact;
  const wanted = target.toLowerCase();
  for (const element of root.querySelectorAll<HTMLElement>("[id]")) {
    if (element.id.toLowerCase() === wanted) return element;
  }
  return null;
}

/** True when two hashes name the same target, ignoring case. */
export function sameHash(a: string, b: string): boolean {
  return hashTarget(a).toLowerCase() === hashTarget(b).toLowerCase();
}
