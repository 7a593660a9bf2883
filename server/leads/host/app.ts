import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { leadServiceContent } from "../../../app/content/leadService";
import {
  studioAuth,
  inboxScript,
  inboxStylesheet,
  createSignInLimiter,
  studioRoutes,
} from "../inbox/inbox";
import {
  ASSETS_PATH,
  baseStylesheet,
  FAVICON_PATH,
  FONT_PATH,
  faviconFile,
  fontFile,
} from "../core/assets";
import type { LeadsConfig } from "../core/config";
import {
  CONTACT_PATH,
  formFields,
  SENT_FROM_PARAM,
  htmlResponse,
  noticePage,
  parseSubmission,
  type Parsed,
  refusals,
  retryPage,
  THANKS_PATH,
  thanksPage,
  type Submission,
  attributionColumn,
  fieldColumnValues,
  fieldColumns,
} from "../enquiries/enquiries";
import { readAttribution } from "../../../app/lib/attribution";
import {
  DatabaseUnavailable,
  type LeadsDb,
  type Statement,
} from "../storage/db";
import { html, page } from "../core/html";
import { healthRoute } from "./health";
import {
  createWorkBudget,
  intake,
  isGone,
  type Refuse,
  type WorkBudget,
} from "./intake";
import type { LeadsLog } from "../core/log";
import type { Notices } from "../storage/notices";
import { mailboxOf, type Senders, type Outbox } from "../notify/notify";
import {
  clientAddress,
  clientHash,
  sharedAddressProblem,
  type KeyedHash,
  originProblem,
  sha256Hex,
} from "../core/security";
import {
  databaseFile,
  storageFix,
  storageProblem,
  type StorageProblem,
} from "../storage/storageProblem";
import {
  SPEED_PATH,
  speedRoutes,
  speedStylesheet,
  type VitalsStore,
  vitalsRoute,
} from "../speed/speed";

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

const MINUTE = 60 * 1000;
export { HEALTH_PATH } from "./health";
/** The inbox notice for visitors sharing a proxy's address. */
export const SHARED_ADDRESS_NOTICE = "shared-address";
const DAY = 24 * 60 * MINUTE;
/**
 * An enquiry without the form's key (the form posted without JavaScript)
 * counts as a repeat of an identical one sent this recently: a double click
 * or a reload, not a visitor writing the same words again next week.
 */
export const DUPLICATE_WINDOW_MS = 10 * MINUTE;
/** When a visitor refused by the storage ceiling may try again (the form does, by itself). */
export const CEILING_RETRY_SECONDS = 600;
/** When a visitor past their own limit may try again. */
export const LIMITED_RETRY_SECONDS = 60;

type Stored =
  | { kind: "created" | "duplicate"; id: string }
  | { kind: "limited" }
  | { kind: "ceiling" };

/** Hono's secure headers, as strict as a page without scripts allows. */
const secure = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'self'"],
    fontSrc: ["'self'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    imgSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  // The pages' own _headers decide HSTS for the site.
  strictTransportSecurity: false,
});

/** On everything the service answers, beside the secure headers: nothing cached or indexed. */
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

const REFUSAL_STATUS = {
  "too-large": 413,
  "too-slow": 408,
  busy: 503,
  gone: 503,
} as const;

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
  const channels = (Object.keys(senders) as (keyof Senders)[]).filter(
    (c) => senders[c],
  );

  const isFormPost = (c: Context) =>
    (c.req.header("content-type") ?? "")
      .toLowerCase()
      .startsWith("application/x-www-form-urlencoded");

  /** The page a form without JavaScript was sent from, when it fits. */
  const formSentFrom = (c: Context) =>
    readAttribution({ sentFrom: c.req.query(SENT_FROM_PARAM) }).sentFrom;

  /** What the visitor typed, when the body has been read (else empty). */
  async function typedValues(c: Context) {
    try {
      return parseSubmission(formFields(await c.req.text())).raw;
    } catch {
      return parseSubmission({}).raw;
    }
  }

  /**
   * A request refused before its route: as JSON for code, as a page that
   * says what to do for a form posted without JavaScript (with what the
   * visitor typed, when it was read), as a page in the inbox.
   */
  const refuse: Refuse = async (c, refusal) => {
    const status = REFUSAL_STATUS[refusal];
    // The rest of a body past the limit or the deadline is not kept: the
    // Node adapter reads and drops it for half a second, so the client
    // hears the answer, then closes the connection.
    const headers: Record<string, string> =
      refusal === "busy" ? { "Retry-After": "10" } : {};
    if (refusal === "too-slow")
      log.refused(
        "slow-body",
        408,
        "a request's body did not arrive within 10 s: a slow or stalled client, cut off",
      );
    if (refusal === "too-large")
      log.refused(
        "too-large",
        413,
        `a body over its route's limit (${c.req.path}): not read past the limit`,
      );
    if (refusal === "busy")
      log.refused(
        "busy",
        503,
        "every place for work was taken and the line was full or too slow: answered at once",
      );
    const text = {
      "too-large": leadServiceContent.tooLarge,
      "too-slow": leadServiceContent.tooSlow,
      busy: leadServiceContent.busy,
      gone: leadServiceContent.busy,
    }[refusal];
    if (c.req.path.startsWith("/studio")) {
      return c.html(
        page(
          "Studio inbox",
          html`<h1>Studio inbox</h1>
            <p class="error" role="alert">${text}</p>
            <p><a href="/studio">Back to the inbox</a></p>`,
        ),
        status,
        headers,
      );
    }
    if (c.req.path === CONTACT_PATH && isFormPost(c)) {
      const heading = {
        "too-large": leadServiceContent.headings.tooLarge,
        "too-slow": leadServiceContent.headings.tooSlow,
        busy: leadServiceContent.headings.busy,
        gone: leadServiceContent.headings.busy,
      }[refusal];
      return refusal === "busy" || refusal === "gone"
        ? c.html(
            retryPage(heading, await typedValues(c), {}, text, formSentFrom(c)),
            status,
            headers,
          )
        : c.html(
            noticePage(
              heading,
              text,
              refusal === "too-large"
                ? leadServiceContent.goBackShorter
                : leadServiceContent.goBack,
            ),
            status,
            headers,
          );
    }
    return c.json({ ok: false, error: text }, status, headers);
  };

  app.use("*", secure, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // Static, and needed by the sign-in page: answered before any budget.
  // Each file's name carries its content's hash: kept for a year.
  const assets = () => [
    baseStylesheet(),
    inboxStylesheet(),
    inboxScript(),
    speedStylesheet(),
  ];
  app.get(`${ASSETS_PATH}:name`, (c) => {
    const path = `${ASSETS_PATH}${c.req.param("name")}`;
    const asset = assets().find((found) => found.path === path);
    return asset
      ? c.body(asset.body, 200, {
          "Content-Type": asset.type,
          "Cache-Control": "public, max-age=31536000, immutable",
        })
      : c.text("Not found", 404);
  });
  app.get(FAVICON_PATH, (c) => {
    const icon = faviconFile();
    return icon
      ? c.body(new Uint8Array(icon), 200, {
          "Content-Type": "image/svg+xml",
          "Cache-Control": "public, max-age=604800",
        })
      : c.text("Not found", 404);
  });
  app.get(`${FONT_PATH}:name`, (c) => {
    const file = fontFile(c.req.param("name"));
    return file
      ? c.body(new Uint8Array(file), 200, {
          "Content-Type": "font/woff2",
          "Cache-Control": "public, max-age=604800",
        })
      : c.text("Not found", 404);
  });

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

  /**
   * Commits the enquiry and its notifications in one transaction. Every
   * well-formed enquiry is kept, whatever the rate, up to the daily
   * storage ceiling (the disk's protection) and one visitor's own limits;
   * the rates protect the notifications and acknowledgements instead.
   */
  async function store(
    submission: Submission,
    client: string,
    source: string,
  ): Promise<Stored> {
    const at = now();
    const id = crypto.randomUUID();
    // The form's own key is the same on every retry of one enquiry: a
    // repeat is one enquiry, forever. Without it, identical words count as
    // a repeat within DUPLICATE_WINDOW_MS only.
    const content = submission.key
      ? null
      : `${source}:${await sha256Hex(JSON.stringify(submission.values))}:`;
    const key = submission.key ?? `${content}${at}`;
    const repeat: Statement = content
      ? {
          sql: "idempotency_key > ? AND idempotency_key < ? AND created_at > ?",
          args: [content, `${content.slice(0, -1)};`, at - DUPLICATE_WINDOW_MS],
        }
      : { sql: "idempotency_key = ?", args: [key] };
    const { ceiling } = config;
    const studioChannels = channels.filter((channel) => channel !== "ack");
    const statements: Statement[] = [
      {
        sql: `INSERT OR IGNORE INTO leads
          (id, idempotency_key, ${fieldColumns.join(", ")}, attribution, source, client_hash, created_at)
          SELECT ?, ?, ${fieldColumns.map(() => "?").join(", ")}, ?, ?, ?, ?
          WHERE NOT EXISTS (SELECT 1 FROM leads WHERE ${repeat.sql})
            AND (SELECT count(*) FROM leads WHERE client_hash = ? AND created_at > ?) < ?
            AND (SELECT count(*) FROM leads WHERE client_hash = ? AND created_at > ?) < ?
            AND (SELECT count(*) FROM leads WHERE created_at > ?) < ?`,
        args: [
          id,
          key,
          ...fieldColumnValues(submission.values),
          attributionColumn(submission.attribution),
          source,
          client,
          at,
          ...(repeat.args ?? []),
          client,
          at - MINUTE,
          config.perMinute,
          client,
          at - DAY,
          config.perDay,
          at - DAY,
          ceiling.enquiriesPerDay,
        ],
      },
      ...studioChannels.map((channel) => ({
        sql: "INSERT INTO outbox (lead_id, channel, next_attempt_at) SELECT id, ?, ? FROM leads WHERE id = ?",
        args: [channel, at, id],
      })),
      ...(senders.ack && source === "form"
        ? await acknowledgement(submission, id, at)
        : []),
      {
        sql: `SELECT id FROM leads WHERE ${repeat.sql} ORDER BY created_at DESC LIMIT 1`,
        args: repeat.args,
      },
      {
        sql: "SELECT count(*) AS day FROM leads WHERE created_at > ?",
        args: [at - DAY],
      },
    ];
    const results = await db.batch(statements, "write");
    const found = results.at(-2)?.rows[0]?.id;
    if (found === undefined || found === null) {
      const counts = results.at(-1)?.rows[0];
      return Number(counts?.day) >= ceiling.enquiriesPerDay
        ? { kind: "ceiling" }
        : { kind: "limited" };
    }
    return {
      kind: String(found) === id ? "created" : "duplicate",
      id: String(found),
    };
  }

  /**
   * The acknowledgement's outbox row, only within its own daily budget and
   * for a recipient not acknowledged in the last day (by a keyed hash of
   * the address as a mailbox reads it), so the studio's address cannot be
   * aimed at a stranger's inbox. Only for the form's own posts, which
   * passed its timing check (`source` "form").
   */
  async function acknowledgement(
    submission: Submission,
    id: string,
    at: number,
  ): Promise<Statement[]> {
    const recipient = await hash(`ack:${mailboxOf(submission.values.email)}`);
    return [
      {
        sql: `INSERT INTO outbox (lead_id, channel, next_attempt_at)
          SELECT id, 'ack', ? FROM leads WHERE id = ?
            AND NOT EXISTS (SELECT 1 FROM acks WHERE recipient = ? AND at > ?)
            AND (SELECT count(*) FROM acks WHERE at > ?) < ?`,
        args: [at, id, recipient, at - DAY, at - DAY, config.acksPerDay],
      },
      {
        sql: "INSERT INTO acks (recipient, at) SELECT ?, ? WHERE changes() > 0",
        args: [recipient, at],
      },
    ];
  }

  /** Notifications go out after the commit, without holding the answer. */
  function notifyLater(c: Context) {
    const work = outbox.kick();
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context (Node): the process lives on anyway.
    }
  }

  let isSharedAddressReported = false;
  /** Tells the studio, once per start, that visitors share the proxy's address. */
  function reportSharedAddress(problem: string) {
    if (isSharedAddressReported) return;
    isSharedAddressReported = true;
    log.warn(problem, { event: "shared-address" });
    notices
      .raise(SHARED_ADDRESS_NOTICE, problem)
      .catch((error: unknown) =>
        log.error(`notice not saved: ${String(error)}`),
      );
  }

  /** Tells the studio, once, that the storage ceiling turned enquiries away. */
  function reportCeiling() {
    const limit = config.ceiling.enquiriesPerDay;
    log.refused(
      "site-ceiling",
      429,
      `the daily storage ceiling (${limit} enquiries in a day) was reached: further enquiries are refused with a message, the form keeps them and sends them again later (LEADS_MAX_ENQUIRIES_PER_DAY)`,
    );
    notices
      .raise(
        "enquiry-ceiling",
        `The daily storage ceiling (${limit} enquiries in a day) was reached at ${new Date(now()).toISOString()}: visitors were asked to send theirs again later, and their forms keep the words and try again by themselves. A rush of real visitors? Raise LEADS_MAX_ENQUIRIES_PER_DAY. A flood of junk? Nothing more to do: the disk is safe, and every enquiry before it is in the inbox.`,
      )
      .catch((error: unknown) =>
        log.error(`notice not saved: ${String(error)}`),
      );
  }

  app.post(CONTACT_PATH, async (c) => {
    const type = (c.req.header("content-type") ?? "")
      .split(";")[0]
      ?.trim()
      .toLowerCase();
    const isForm = type === "application/x-www-form-urlencoded";
    const isJson = type === "application/json";
    const crossOrigin = originProblem(c, config.trustProxy, remoteAddress);
    if (!isJson && !isForm) {
      log.refused(
        "wrong-type",
        415,
        `content type ${JSON.stringify((type ?? "").slice(0, 60))} is neither JSON nor a form`,
      );
      return c.json({ ok: false, error: refusals.wrongType }, 415);
    }

    const body = await c.req.text();
    let fields: Record<string, unknown>;
    if (isJson) {
      try {
        const data: unknown = JSON.parse(body);
        if (typeof data !== "object" || data === null || Array.isArray(data))
          throw new Error();
        fields = data as Record<string, unknown>;
      } catch {
        return c.json({ ok: false, error: refusals.malformed }, 400);
      }
    } else {
      // Without JavaScript, the page it was sent from is all that is known.
      fields = {
        ...formFields(body),
        attribution: { sentFrom: c.req.query(SENT_FROM_PARAM) },
      };
    }
    const parsed: Parsed = parseSubmission(fields);
    const sentFrom = isForm ? formSentFrom(c) : undefined;
    const refuse = (
      status: number,
      heading: string,
      error: string,
      headers: Record<string, string> = {},
    ) => {
      for (const [name, value] of Object.entries(headers))
        c.header(name, value);
      return isForm
        ? htmlResponse(
            c,
            status,
            retryPage(heading, parsed.raw, {}, error, sentFrom),
          )
        : c.json({ ok: false, error }, status as 400);
    };

    if (crossOrigin) {
      log.refused(crossOrigin.kind, 403, crossOrigin.reason);
      return refuse(
        403,
        leadServiceContent.headings.otherSite,
        refusals.crossOrigin,
      );
    }
    if (parsed.kind === "invalid") {
      return isForm
        ? htmlResponse(
            c,
            400,
            retryPage(
              "Please check the form",
              parsed.raw,
              parsed.errors,
              "",
              sentFrom,
            ),
          )
        : c.json({ ok: false, errors: parsed.errors }, 400);
    }
    const { submission } = parsed;
    // A bot: filled the hidden field, or sent faster than anyone types. It
    // hears what a person would, and nothing is kept or sent.
    const isTooFast =
      isJson &&
      (submission.elapsedMs === null ||
        submission.elapsedMs < config.minFillMs);
    if (submission.honeypot.trim() !== "" || isTooFast) {
      return isForm
        ? c.redirect(THANKS_PATH, 303)
        : c.json({ ok: true, id: crypto.randomUUID() }, 201);
    }

    // Behind a proxy whose visitors cannot be told apart, a per-address
    // limit would be one limit for the whole site: each enquiry counts on
    // its own (the site-wide ceiling still holds), and the studio is told.
    const shared = sharedAddressProblem(c, config.trustProxy, remoteAddress);
    if (shared) reportSharedAddress(shared);
    const client = shared
      ? `shared:${crypto.randomUUID()}`
      : await clientHash(
          hash,
          clientAddress(c, config.trustProxy, remoteAddress),
        );
    let stored: Stored;
    try {
      stored = await store(submission, client, isForm ? "no-js" : "form");
    } catch (error) {
      // Locked for longer than the service waits: answered as busy (the
      // form keeps it on the device and sends it again), in onError.
      if (error instanceof DatabaseUnavailable) throw error;
      // Not saved: the visitor is told so (never "we'll send it"), keeps
      // the text, and the log says what to fix.
      const problem = storageProblem(error);
      storage.failed(problem);
      log.storageFailed(problem.kind, problem.detail, storageFix[problem.kind]);
      return isForm
        ? htmlResponse(
            c,
            503,
            retryPage(
              leadServiceContent.headings.notSaved,
              submission.values,
              {},
              leadServiceContent.notSaved,
              sentFrom,
            ),
          )
        : c.json(
            { ok: false, reason: "not-saved", error: refusals.notSaved },
            503,
          );
    }
    storage.succeeded();
    if (stored.kind === "ceiling") {
      reportCeiling();
      // The form keeps the words and tries again by itself after this.
      return refuse(
        429,
        leadServiceContent.headings.ceiling,
        leadServiceContent.ceiling,
        { "Retry-After": String(CEILING_RETRY_SECONDS) },
      );
    }
    if (stored.kind === "limited") {
      log.refused(
        "rate-limited",
        429,
        `more than ${config.perMinute} enquiries a minute or ${config.perDay} a day from one visitor`,
      );
      return refuse(
        429,
        leadServiceContent.headings.rateLimited,
        refusals.rateLimited,
        { "Retry-After": String(LIMITED_RETRY_SECONDS) },
      );
    }
    if (stored.kind === "created") {
      log.accepted(stored.id);
      notifyLater(c);
    }
    return isForm
      ? c.redirect(THANKS_PATH, 303)
      : c.json({ ok: true, id: stored.id }, 201);
  });

  app.get(THANKS_PATH, (c) => c.html(thanksPage()));

  app.all(CONTACT_PATH, (c) =>
    c.json({ ok: false, error: "Use POST" }, 405, { Allow: "POST" }),
  );

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

  const auth = studioAuth({
    config,
    db,
    now,
    remoteAddress,
    hash,
    limiter,
    log,
  });
  app.route("/studio", studioRoutes({ db, auth, notices, outbox, now }));
  app.route(SPEED_PATH, speedRoutes({ db, auth, store: vitals, now }));

  app.notFound((c) => c.text("Not found", 404));
  app.onError(async (error, c) => {
    // The client went away mid-read: nobody to answer, nothing to report.
    if (isGone(c)) return c.body(null, 503);
    const isUnavailable = error instanceof DatabaseUnavailable;
    if (isUnavailable) {
      log.refused(
        "database-busy",
        503,
        `the database was not free in time (${error.message}): the form keeps the enquiry and sends it again`,
      );
    } else {
      log.error(
        `${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.message : String(error)}`,
        { event: "error" },
      );
    }
    const status = isUnavailable ? 503 : 500;
    const headers: Record<string, string> = isUnavailable
      ? { "Retry-After": "10" }
      : {};
    if (c.req.path === CONTACT_PATH && isFormPost(c)) {
      return c.html(
        retryPage(
          isUnavailable
            ? leadServiceContent.headings.busy
            : leadServiceContent.headings.failed,
          await typedValues(c),
          {},
          isUnavailable ? leadServiceContent.busy : leadServiceContent.failed,
          formSentFrom(c),
        ),
        status,
        headers,
      );
    }
    return c.json(
      {
        ok: false,
        error: isUnavailable
          ? leadServiceContent.busy
          : "Something went wrong on our side",
      },
      status,
      headers,
    );
  });

  return app;
}
