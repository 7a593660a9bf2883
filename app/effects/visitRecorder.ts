import { ATTRIBUTION_LIMITS, UTM_NAMES, VISIT_KEY } from "~/lib/attribution";

/**
 * Records the visit for an enquiry's attribution (`lib/attribution.ts`)
 * from the first page view, before the app's code arrives: the landing
 * page, the referring site's origin (another site only) and the UTM
 * parameters when the tab's visit starts, then each page seen, in this
 * tab's session storage. Client-side navigations are seen by wrapping
 * `history.pushState` and listening for `popstate`, as cookieless
 * first-party analytics scripts do (Plausible's, for one), so the page's
 * JavaScript bundle carries none of it. Nothing leaves the device here:
 * the record is read only when an enquiry is sent (`effects/visit.ts`).
 * Blocked or full storage: nothing is recorded, nothing breaks.
 *
 * Runs as an inline script (its text below, hashed in the CSP), so it must
 * not use anything from outside its own body but its arguments.
 */
export function recordVisit(
  key: string,
  utmNames: readonly string[],
  maxPages: number,
  maxUtm: number,
) {
  let isFirstView = true;
  const record = () => {
    try {
      const storage = window.sessionStorage;
      const path = location.pathname;
      const kept: unknown = JSON.parse(storage.getItem(key) ?? "null");
      let visit = kept as { pages: string[]; [part: string]: unknown } | null;
      if (!visit || !Array.isArray(visit.pages)) {
        visit = { landing: path, pages: [] };
        const params = new URLSearchParams(location.search);
        const utm: Record<string, string> = {};
        for (const name of utmNames) {
          const value = params.get(`utm_${name}`);
          if (value) utm[name] = value.slice(0, maxUtm);
        }
        if (Object.keys(utm).length) visit.utm = utm;
        if (isFirstView && document.referrer) {
          const from = new URL(document.referrer).origin;
          if (from !== location.origin) visit.referrer = from;
        }
      }
      isFirstView = false;
      if (visit.pages[visit.pages.length - 1] !== path) {
        visit.pages = [...visit.pages, path].slice(-maxPages);
      }
      storage.setItem(key, JSON.stringify(visit));
    } catch {
      // Storage blocked or full, or an unreadable referrer: nothing kept.
    }
  };
  record();
  const push = history.pushState;
  history.pushState = function pushState(
    this: History,
    ...args: Parameters<History["pushState"]>
  ) {
    push.apply(this, args);
    record();
  };
  addEventListener("popstate", record);
}

/**
 * The recorder as an inline script's text. Pass it as
 * `import.meta.env.SSR ? visitRecorderScript() : ""` so only the
 * prerendered HTML carries it.
 */
export const visitRecorderScript = () =>
  `(${recordVisit.toString()})(${[
    JSON.stringify(VISIT_KEY),
    JSON.stringify(UTM_NAMES),
    ATTRIBUTION_LIMITS.pages,
    ATTRIBUTION_LIMITS.utm,
  ].join(",")})`;
