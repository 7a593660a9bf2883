import { type Context, Hono } from "hono";
import type { LeadsConfig } from "./config";
import {
  BodyTooLarge,
  CONTACT_PATH,
  formFields,
  htmlResponse,
  parseSubmission,
  readBody,
  refusals,
  retryPage,
  THANKS_PATH,
  thanksPage,
  type Submission,
} from "./contact";
import type { LeadsDb, Statement } from "./db";
import { STYLESHEET_PATH, stylesheet } from "./html";
import type { LeadsLog } from "./log";
import type { Notices } from "./notices";
import type { Outbox } from "./outbox";
import type { Senders } from "./notify";
import { studioAuth } from "./auth";
import {
  clientAddress,
  clientHash,
  type KeyedHash,
  originProblem,
  sha256Hex,
} from "./security";
import { createSignInLimiter } from "./signInLimiter";
import { studioRoutes } from "./studio";

export type LeadsAppOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  outbox: Outbox;
  senders: Senders;
  /** The socket's peer address, from the platform. */
  remoteAddress?: (c: Context) => string | undefined;
  /** Keyed with the service's secret (see secret.ts). */
  hash: KeyedHash;
  now?: () => number;
  log: LeadsLog;
  notices: Notices;
};

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Stored =
  { kind: "created" | "duplicate"; id: string } | { kind: "limited" };

/** Headers on everything the service answers: nothing cached, framed or indexed. */
const SERVICE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

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
  now = Date.now,
  log,
  notices,
}: LeadsAppOptions) {
  const app = new Hono();
  const channels = (Object.keys(senders) as (keyof Senders)[]).filter(
    (c) => senders[c],
  );

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SERVICE_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  app.get(STYLESHEET_PATH, (c) =>
    c.body(stylesheet, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );

  /** Commits the enquiry and its notifications in one transaction. */
  async function store(
    submission: Submission,
    hash: string,
    source: string,
  ): Promise<Stored> {
    const at = now();
    const id = crypto.randomUUID();
    const key =
      submission.key ??
      `${source}:${await sha256Hex(JSON.stringify(submission.values))}`;
    const { name, email, message } = submission.values;
    const statements: Statement[] = [
      {
        sql: `INSERT OR IGNORE INTO leads
          (id, idempotency_key, name, email, message, source, client_hash, created_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ?
          WHERE NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?)
            AND (SELECT count(*) FROM leads WHERE client_hash = ? AND created_at > ?) < ?
            AND (SELECT count(*) FROM leads WHERE client_hash = ? AND created_at > ?) < ?`,
        args: [
          id,
          key,
          name,
          email,
          message,
          source,
          hash,
          at,
          key,
          hash,
          at - MINUTE,
          config.perMinute,
          hash,
          at - DAY,
          config.perDay,
        ],
      },
      ...channels.map((channel) => ({
        sql: "INSERT INTO outbox (lead_id, channel, next_attempt_at) SELECT id, ?, ? FROM leads WHERE id = ?",
        args: [channel, at, id],
      })),
      { sql: "SELECT id FROM leads WHERE idempotency_key = ?", args: [key] },
    ];
    const results = await db.batch(statements, "write");
    const found = results.at(-1)?.rows[0]?.id;
    if (found === undefined || found === null) return { kind: "limited" };
    return {
      kind: String(found) === id ? "created" : "duplicate",
      id: String(found),
    };
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

  app.post(CONTACT_PATH, async (c) => {
    const type = (c.req.header("content-type") ?? "")
      .split(";")[0]
      ?.trim()
      .toLowerCase();
    const isForm = type === "application/x-www-form-urlencoded";
    const isJson = type === "application/json";
    const refuse = (status: number, error: string) =>
      isForm
        ? htmlResponse(
            c,
            status,
            retryPage(error, { name: "", email: "", message: "" }),
          )
        : c.json({ ok: false, error }, status as 400);

    const crossOrigin = originProblem(c, config.trustProxy);
    if (crossOrigin) {
      log.refused(crossOrigin.kind, 403, crossOrigin.reason);
      return refuse(403, refusals.crossOrigin);
    }
    if (!isJson && !isForm) {
      log.refused(
        "wrong-type",
        415,
        `content type ${JSON.stringify((type ?? "").slice(0, 60))} is neither JSON nor a form`,
      );
      return c.json({ ok: false, error: refusals.wrongType }, 415);
    }

    let body: string;
    try {
      body = await readBody(c.req.raw);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        log.refused("too-large", 413, "the body is larger than the form sends");
        return refuse(413, refusals.tooLarge);
      }
      throw error;
    }

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
      fields = formFields(body);
    }

    const parsed = parseSubmission(fields);
    if (parsed.kind === "invalid") {
      return isForm
        ? htmlResponse(
            c,
            400,
            retryPage("Please check the form", parsed.raw, parsed.errors),
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

    const client = await clientHash(
      hash,
      clientAddress(c, config.trustProxy, remoteAddress),
    );
    const stored = await store(submission, client, isForm ? "no-js" : "form");
    if (stored.kind === "limited") {
      log.refused(
        "rate-limited",
        429,
        `more than ${config.perMinute} enquiries a minute or ${config.perDay} a day from one visitor`,
      );
      return isForm
        ? htmlResponse(
            c,
            429,
            retryPage(refusals.rateLimited, parsed.submission.values),
          )
        : c.json({ ok: false, error: refusals.rateLimited }, 429);
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
      const what = `${failures} wrong passwords from ${addresses} addresses within ${windowMs / 60_000} minutes`;
      log.warn(`sign-in paused for ${pauseMs / 60_000} minutes: ${what}`, {
        event: "sign-in-paused",
      });
      notices
        .raise(
          "sign-in-paused",
          `Sign-in was paused for ${pauseMs / 60_000} minutes at ${new Date(now()).toISOString()} after ${what}. If that was not you, someone is guessing the inbox's password: keep STUDIO_PASSWORD long and unique.`,
        )
        .catch((error: unknown) =>
          log.error(`notice not saved: ${String(error)}`),
        );
    },
  });
  const auth = studioAuth({ config, db, now, remoteAddress, hash, limiter });
  app.route("/studio", studioRoutes({ db, auth, notices }));

  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => {
    log.error(
      `${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.message : String(error)}`,
      { event: "error" },
    );
    return c.json(
      { ok: false, error: "Something went wrong on our side" },
      500,
    );
  });

  return app;
}
