/**
 * What a page view's speed beacon carries, shared by the browser's sender
 * (effects/vitals.ts) and the lead service's `POST /api/vitals`
 * (server/leads/speed/vitals.ts): no cookie, no identifier of the visitor, only
 * the page, the kind of device and connection, and the Web Vitals.
 */

export const VITALS_PATH = "/api/vitals";

/** The service refuses a larger beacon; one page view's is about 250 bytes. */
export const MAX_BEACON_BYTES = 2 * 1024;

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** A viewport narrower than this is a phone's; anything wider a desktop's. */
export const PHONE_MAX_WIDTH = 767;
export const DEVICES = ["phone", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** `navigator.connection.effectiveType`, where the browser reports it. */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;
export type Connection = (typeof CONNECTIONS)[number];

/**
 * A full page load, or a page shown without one: a client-side navigation
 * (a soft navigation) or a restore from the back/forward cache, whose
 * paints are far quicker and would flatter the load figures if mixed in.
 */
export const NAVIGATIONS = ["load", "soft"] as const;
export type Navigation = (typeof NAVIGATIONS)[number];

export type Beacon = {
  /** Random per page view, so a beacon sent twice counts once. */
  id: string;
  /** The page's path, without query or fragment. */
  page: string;
  device: Device;
  connection?: Connection;
  navigation: Navigation;
  metrics: Partial<Record<MetricName, number>>;
};

/** web-vitals' `navigationType` as the beacon's kind of navigation. */
export function navigationOf(type: string | undefined): Navigation {
  return type === "soft-navigation" || type === "back-forward-cache"
    ? "soft"
    : "load";
}

export const deviceOf = (viewportWidth: number): Device =>
  viewportWidth <= PHONE_MAX_WIDTH ? "phone" : "desktop";
