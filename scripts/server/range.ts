const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d*)$/;

/**
 * What to pass on of a `Range` header: the header itself when it is one
 * well-formed byte range, an open-ended range when its end is beyond any
 * file, `null` when the request should be answered whole (a malformed,
 * reversed, suffix or multiple range: RFC 9110 lets a server ignore them),
 * `undefined` when there was none. Static file servers (sirv included) throw
 * on a reversed or huge range instead of answering.
 */
export function sanitizeRange(
  header: string | undefined,
): string | null | undefined {
  if (header === undefined) return undefined;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const endText = match[2] ?? "";
  if (endText === "") return `bytes=${start}-`;
  const end = Number(endText);
  if (endText.length > 15 || !Number.isSafeInteger(end)) {
    return `bytes=${start}-`;
  }
  if (end < start) return null;
  return `bytes=${start}-${end}`;
}
