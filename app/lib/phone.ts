/**
 * A phone number as people type it, in any country's format: an optional
 * `+`, then digits with spaces, dots, dashes, slashes or brackets between
 * them, 6 to 20 digits in all ("98100 12345", "+91-98100-12345",
 * "(011) 2345 6789", "0044 20 7946 0958"). It is kept as typed; the lead
 * service also stores it in E.164 when it is a valid number.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MIN_DIGITS = 6;
const MAX_DIGITS = 20;

export function isPhoneLike(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}
