import { type Context, Hono } from "hono";
import type { LeadsConfig } from "../core/config";
import type { LeadsLog } from "../core/log";
import type { KeyedHash } from "../core/security";
import { createSignInLimiter, studioAuth, studioRoutes } from "../inbox/inbox";
import type { Outbox, Senders } from "../notify/notify";
import {
  SPEED_PATH,
  speedRoutes,
  type VitalsStore,
  vitalsRoute,
} from "../speed/speed";
import type { LeadsDb } from "../storage/db";
import type { Notices } from "../storage/notices";
import { databaseFile, type StorageProblem } from "../storage/storageProblem";
import { contactRoute } from "./contact";
import { healthRoute } from "./health";
import { createWorkBudget, intake, type WorkBudget } from "./intake";
import {
  failureAnswers,
  refusalAnswers,
  serviceHeaders,
  staticRoutes,
} from "./responses";
import { enquiryStore } from "./store";

export type LeadsAppOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  outbox: Outbox;
  senders: Senders;
  /** The socket's peer address, from the platform. */
  remoteAddress?: (c: Context) => string | undefined;
  /** Keyed with the service's secret (see secret.ts). */
  hash: KeyedHash;
  /** The places for work, shared by every route (one per process). */
  budget?: WorkBudget;
  now?: () => number;
  log: LeadsLog;
  notices: Notices;
  /** Where speed beacons wait for the roll-up (vitals.ts). */
  vitals: VitalsStore;
  /** Whether the site has a page at this path; every path of a template when not told. */
  isKnownPage?: (page: string) => boolean;
};

export { HEALTH_PATH } from "./health";
export { SHARED_ADDRESS_NOTICE } from "./contact";

/**
 * The lead service: `POST /api/contact` and the studio's inbox at
 * `/studio`, on web-standard Request/Response, so the same app runs in
 * `npm start`'s Node server and on a serverless platform.
 */
export function createLeadsApp({
  config,
  db,
  outbox,
  senders,
  remoteAddress = () => undefined,
  hash,
  budget = createWorkBudget(),
  now = Date.now,
  log,
  notices,
  vitals,
  isKnownPage,
}: LeadsAppOptions) {
  const app = new Hono();

  const refuse = refusalAnswers(log);

  app.use("*", ...serviceHeaders);
  // Static, and needed by the sign-in page: answered before any budget.
  staticRoutes(app);

  /** The last failure to write, until a write works again (logged as recovered). */
  const storage = {
    failure: null as (StorageProblem & { at: number }) | null,
    failed(problem: StorageProblem) {
      this.failure = { ...problem, at: now() };
      health.forget();
    },
    succeeded() {
      if (!this.failure) return;
      health.forget();
      log.recovered("enquiries are saved again", {
        kind: this.failure.kind,
      });
      this.failure = null;
    },
  };

  // Health: answered from memory before any place for work (health.ts).
  const health = healthRoute(app, {
    db,
    senders,
    file: databaseFile(config.databaseUrl),
    isInboxOpen: config.studioPassword !== undefined,
    trustProxy: config.trustProxy,
    remoteAddress,
    storageFailure: () => storage.failure,
    now,
    probeMs: config.healthProbeMs,
    failingMs: config.healthFailingMs,
  });

  // Speed beacons: bounded and whole like every body, but never one of the
  // places for work, which stay for enquiries, sign-in and the inbox: each
  // is checked in memory and answered at once (vitals.ts).
  vitalsRoute(app, {
    store: vitals,
    log,
    trustProxy: config.trustProxy,
    remoteAddress,
    isKnownPage,
    now,
    intake: intake({ refuse }),
  });

  // Every other route: body bounded and whole first, then a place for work.
  app.use("*", intake({ refuse }), budget.middleware(refuse));

  const limiter = createSignInLimiter({
    now,
    onPause: ({ failures, addresses, windowMs, pauseMs }) => {
      const what = `${failures} failed tries from ${addresses} addresses within ${windowMs / 60_000} minutes`;
      log.warn(`sign-in paused for ${pauseMs / 60_000} minutes: ${what}`, {
        event: "sign-in-paused",
      });
      notices
        .raise(
          "sign-in-paused",
          `Sign-in was paused for ${pauseMs / 60_000} minutes at ${new Date(now()).toISOString()} after ${what}, for browsers that had not signed in here before (yours that had could still sign in). If that was not you, someone is guessing the inbox's password: keep STUDIO_PASSWORD long and unique.`,
        )
        .catch((error: unknown) =>
          log.error(`notice not saved: ${String(error)}`),
        );
    },
  });

  /** What the inbox's sign-in and the contact route both need. */
  const shared = { config, now, remoteAddress, hash, log };
  const auth = studioAuth({ ...shared, db, limiter });
  contactRoute(app, {
    ...shared,
    store: enquiryStore({ config, db, senders, hash, now }),
    outbox,
    notices,
    storage,
  });

  app.route("/studio", studioRoutes({ db, auth, notices, outbox, now }));
  app.route(SPEED_PATH, speedRoutes({ db, auth, store: vitals, now }));

  app.notFound((c) => c.text("Not found", 404));
  app.onError(failureAnswers(log));

  return app;
}
