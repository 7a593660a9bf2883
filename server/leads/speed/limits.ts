import { dayOf } from "./beacons";

/* How much one address may send: beacons a minute, and per page a day. */

/**
 * Beacons per address and for the whole site, counted in memory (the
 * address is never stored): a visitor sends one per page view, so 60 a
 * minute is a very busy office; the site-wide ceiling keeps a flood from
 * many addresses to a bounded amount of work.
 */
export function createBeaconLimiter({
  perMinute = 60,
  perSecond = 2_000,
  maxAddresses = 50_000,
  now = Date.now,
} = {}) {
  let minute = -1;
  let second = -1;
  let thisSecond = 0;
  const counts = new Map<string, number>();
  return (address: string): "ok" | "address" | "site" => {
    const at = now();
    const currentMinute = Math.floor(at / 60_000);
    if (currentMinute !== minute) {
      minute = currentMinute;
      counts.clear();
    }
    const currentSecond = Math.floor(at / 1000);
    if (currentSecond !== second) {
      second = currentSecond;
      thisSecond = 0;
    }
    if (thisSecond >= perSecond) return "site";
    const count = counts.get(address) ?? 0;
    if (count >= perMinute) return "address";
    if (count === 0 && counts.size >= maxAddresses) return "site";
    counts.set(address, count + 1);
    thisSecond++;
    return "ok";
  };
}

/**
 * Beacons counted toward the roll-up per address and page per day: a
 * person reloads a page now and then, a forger sends hundreds. Past
 * `perPage`, a beacon is answered like any other (204) and not counted, so
 * a few addresses cannot steer a page's figures. In memory, bounded: the
 * least recently seen are forgotten first.
 */
export const BEACONS_PER_PAGE_PER_DAY = 3;
export function createDailyPageCounter({
  perPage = BEACONS_PER_PAGE_PER_DAY,
  maxKeys = 100_000,
  now = Date.now,
} = {}) {
  let day = "";
  const counts = new Map<string, number>();
  return (address: string, page: string): boolean => {
    const today = dayOf(now());
    if (today !== day) {
      day = today;
      counts.clear();
    }
    const key = `${address}|${page}`;
    const count = counts.get(key) ?? 0;
    if (count >= perPage) return false;
    counts.delete(key);
    counts.set(key, count + 1);
    while (counts.size > maxKeys) {
      const oldest = counts.keys().next().value;
      if (oldest === undefined) break;
      counts.delete(oldest);
    }
    return true;
  };
}
