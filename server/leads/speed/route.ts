import type { Context, Hono, MiddlewareHandler } from "hono";
import { VITALS_PATH } from "../../../app/lib/vitals";
import type { LeadsLog } from "../core/log";
import { addressGroup, clientAddress, originProblem } from "../core/security";
import { binned, normalisePage, parseBeacon, templateOf } from "./beacons";
import { createBeaconLimiter, createDailyPageCounter } from "./limits";
import type { VitalsStore } from "./store";

/* POST /api/vitals: one page view's beacon, checked, limited and kept. */

export type VitalsRouteOptions = {
  store: VitalsStore;
  log: LeadsLog;
  trustProxy: boolean;
  remoteAddress: (c: Context) => string | undefined;
  /** Whether the site has this page (normalised); any path of a template when not told. */
  isKnownPage?: (page: string) => boolean;
  now: () => number;
  perMinute?: number;
  /**
   * The service's intake (intake.ts): the body bounded by its route's
   * limit (2 kB here) and whole within the deadline, or refused.
   */
  intake: MiddlewareHandler;
};

/**
 * `POST /api/vitals`: 204 for a beacon kept or knowingly ignored (sent
 * again, or for a page the site does not have), and a refusal with its
 * status otherwise; `sendBeacon` never shows the visitor either.
 */
export function vitalsRoute(
  app: Hono,
  {
    store,
    log,
    trustProxy,
    remoteAddress,
    isKnownPage = () => true,
    now,
    perMinute,
    intake,
  }: VitalsRouteOptions,
) {
  const limit = createBeaconLimiter({ now, perMinute });
  const counts = createDailyPageCounter({ now });
  const refuse = (
    c: Context,
    status: 400 | 403 | 415 | 429 | 503,
    kind: string,
    reason: string,
  ) => {
    log.refused(`vitals-${kind}`, status, `speed beacon: ${reason}`);
    return c.body(null, status);
  };

  app.post(
    VITALS_PATH,
    async (c, next) => {
      const address = addressGroup(clientAddress(c, trustProxy, remoteAddress));
      const verdict = limit(address);
      if (verdict !== "ok") {
        return refuse(
          c,
          429,
          `rate-limited-${verdict}`,
          verdict === "address"
            ? "more beacons a minute from one address than page views could send"
            : "more beacons a second than the site takes",
        );
      }
      const crossOrigin = originProblem(c, trustProxy, remoteAddress);
      if (crossOrigin)
        return refuse(c, 403, crossOrigin.kind, crossOrigin.reason);
      const type = (c.req.header("content-type") ?? "")
        .split(";")[0]
        ?.trim()
        .toLowerCase();
      if (type !== "application/json") {
        return refuse(
          c,
          415,
          "wrong-type",
          `content type ${JSON.stringify((type ?? "").slice(0, 60))} is not JSON`,
        );
      }
      await next();
    },
    intake,
    async (c) => {
      const parsed = parseBeacon(await c.req.text());
      if (parsed.kind === "malformed")
        return refuse(c, 400, "malformed", "not JSON");
      if (parsed.kind === "invalid")
        return refuse(c, 400, "invalid", parsed.reason);
      const page = normalisePage(parsed.beacon.page);
      const template = templateOf(page);
      // A page the site does not have (a mistyped link's not-found page):
      // nothing to learn, nothing wrong on the visitor's side.
      if (!template || !isKnownPage(page)) return c.body(null, 204);
      // Past a few from this address for this page today: not counted.
      const address = addressGroup(clientAddress(c, trustProxy, remoteAddress));
      if (!counts(address, page)) return c.body(null, 204);
      const kept = await store.add(binned(parsed.beacon, template, now()));
      if (!kept)
        return refuse(c, 503, "busy", "too many beacons waiting to be written");
      return c.body(null, 204);
    },
  );
  app.all(VITALS_PATH, (c) => c.body(null, 405, { Allow: "POST" }));
}
