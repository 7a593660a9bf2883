import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import {
  type Beacon,
  CONNECTIONS,
  type Connection,
  deviceOf,
  type MetricName,
  navigationOf,
  VITALS_PATH,
} from "~/lib/vitals";

/*
 * Real visitors' speed, first-party and cookieless: web-vitals measures
 * each page view (client-side navigations too, where the browser reports
 * them), and when the page is hidden one beacon per page view goes to the
 * lead service. No cookie, no storage, no identifier: each beacon's id is
 * random and only lets the service count it once.
 */

type View = Omit<Beacon, "id" | "device" | "connection">;

/** Page views with metrics not sent yet, by navigation. */
const views = new Map<string, View>();
/** Each metric instance is sent once, with its value at the first hide. */
const sent = new Set<string>();
let restores = 0;
let isStarted = false;

function randomId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

function connection(): Connection | undefined {
  const type = (
    navigator as Navigator & { connection?: { effectiveType?: string } }
  ).connection?.effectiveType;
  return CONNECTIONS.find((known) => known === type);
}

function pageOf(url: string | undefined) {
  try {
    return new URL(url ?? location.href, location.href).pathname;
  } catch {
    return location.pathname;
  }
}

function record(metric: Metric) {
  if (sent.has(metric.id)) return;
  const isRestore = metric.navigationType === "back-forward-cache";
  const key = `${isRestore ? `restore${restores}:` : ""}${metric.navigationId}`;
  const view = views.get(key) ?? {
    page: pageOf(metric.navigationURL),
    navigation: navigationOf(metric.navigationType),
    metrics: {},
  };
  view.metrics[metric.name as MetricName] = metric.value;
  views.set(key, view);
  sent.add(metric.id);
}

/** One beacon per page view waiting; sendBeacon outlives the page. */
function flush() {
  for (const view of views.values()) {
    const beacon: Beacon = {
      id: randomId(),
      device: deviceOf(window.innerWidth),
      connection: connection(),
      ...view,
    };
    navigator.sendBeacon(
      VITALS_PATH,
      new Blob([JSON.stringify(beacon)], { type: "application/json" }),
    );
  }
  views.clear();
}

/**
 * Starts measuring (once). Loaded after the page has loaded and gone idle:
 * LCP, FCP, TTFB and layout shifts before then come from the browser's
 * buffered entries.
 */
export function startVitals() {
  if (isStarted || typeof navigator.sendBeacon !== "function") return;
  isStarted = true;
  const options = { reportSoftNavs: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  onFCP(record, options);
  onTTFB(record, options);
  addEventListener("pageshow", (event) => {
    if (event.persisted) restores++;
  });
  // After web-vitals' own listeners (capture phase): its final values are in.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
