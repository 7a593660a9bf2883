import type { Context, Hono } from "hono";
import type { LeadsConfig } from "../core/config";
import type { LeadsLog } from "../core/log";
import {
  clientAddress,
  clientHash,
  type KeyedHash,
  originProblem,
  sharedAddressProblem,
} from "../core/security";
import {
  CONTACT_PATH,
  formFields,
  htmlResponse,
  type Parsed,
  parseSubmission,
  refusals,
  retryPage,
  SENT_FROM_PARAM,
  THANKS_PATH,
  thanksPage,
  thanksPath,
  visitorWords,
} from "../enquiries/enquiries";
import { LANG_FIELD } from "../../../app/content/lang";
import { readLang } from "../../../app/lib/lang";
import type { Outbox } from "../notify/notify";
import { DatabaseUnavailable } from "../storage/db";
import type { Notices } from "../storage/notices";
import {
  storageFix,
  storageProblem,
  type StorageProblem,
} from "../storage/storageProblem";
import { formSentFrom } from "./responses";
import type { enquiryStore, Stored } from "./store";

/** The inbox notice for visitors sharing a proxy's address. */
export const SHARED_ADDRESS_NOTICE = "shared-address";
/** When a visitor refused by the storage ceiling may try again (the form does, by itself). */
export const CEILING_RETRY_SECONDS = 600;
/** When a visitor past their own limit may try again. */
export const LIMITED_RETRY_SECONDS = 60;

type ContactRouteOptions = {
  config: LeadsConfig;
  store: ReturnType<typeof enquiryStore>;
  outbox: Outbox;
  notices: Notices;
  hash: KeyedHash;
  remoteAddress: (c: Context) => string | undefined;
  /** Told whether the enquiry could be written (the health check shows it). */
  storage: {
    failed(problem: StorageProblem): void;
    succeeded(): void;
  };
  now: () => number;
  log: LeadsLog;
};

/**
 * `POST /api/contact`: an enquiry as JSON from the form's code, or as a
 * form posted without JavaScript (answered with pages), checked, kept and
 * answered; its notifications go out after.
 */
export function contactRoute(
  app: Hono,
  {
    config,
    store,
    outbox,
    notices,
    hash,
    remoteAddress,
    storage,
    now,
    log,
  }: ContactRouteOptions,
) {
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
    // The pages answer in the language of the page the form was on.
    const lang = parsed.kind === "ok" ? parsed.submission.lang : parsed.lang;
    const { service: leadServiceContent, outcomes } = visitorWords(lang);
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
            retryPage(heading, parsed.raw, {}, error, sentFrom, lang),
          )
        : c.json({ ok: false, error }, status as 400);
    };

    if (crossOrigin) {
      log.refused(crossOrigin.kind, 403, crossOrigin.reason);
      return refuse(
        403,
        leadServiceContent.headings.otherSite,
        isForm ? leadServiceContent.pages.otherSite : refusals.crossOrigin,
      );
    }
    if (parsed.kind === "invalid") {
      return isForm
        ? htmlResponse(
            c,
            400,
            retryPage(
              leadServiceContent.pages.checkForm,
              parsed.raw,
              parsed.errors,
              "",
              sentFrom,
              lang,
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
        ? c.redirect(thanksPath(lang), 303)
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
              lang,
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
        isForm ? outcomes.rateLimited : refusals.rateLimited,
        { "Retry-After": String(LIMITED_RETRY_SECONDS) },
      );
    }
    if (stored.kind === "created") {
      log.accepted(stored.id);
      notifyLater(c);
    }
    return isForm
      ? c.redirect(thanksPath(lang), 303)
      : c.json({ ok: true, id: stored.id }, 201);
  });

  app.get(THANKS_PATH, (c) =>
    c.html(thanksPage(readLang(c.req.query(LANG_FIELD)))),
  );

  app.all(CONTACT_PATH, (c) =>
    c.json({ ok: false, error: "Use POST" }, 405, { Allow: "POST" }),
  );
}
