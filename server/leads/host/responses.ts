import type { Context, ErrorHandler, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { readAttribution } from "../../../app/lib/attribution";
import { langOfPath } from "../../../app/lib/lang";
import {
  ASSETS_PATH,
  baseStylesheet,
  FAVICON_PATH,
  FONT_PATH,
  faviconFile,
  fontFile,
} from "../core/assets";
import type { LeadsLog } from "../core/log";
import {
  CONTACT_PATH,
  formFields,
  noticePage,
  parseSubmission,
  retryPage,
  SENT_FROM_PARAM,
  visitorWords,
} from "../enquiries/enquiries";
import { inboxScript, inboxStylesheet, refusedPage } from "../inbox/inbox";
import { speedStylesheet } from "../speed/speed";
import { DatabaseUnavailable } from "../storage/db";
import { isGone, type Refuse } from "./intake";

/*
 * What every answer of the service shares: its headers, its static files,
 * and the answers to a request refused before its route or failed in it.
 */

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

/** The service's headers on every answer. */
export const serviceHeaders = [
  secure,
  async (c: Context, next: () => Promise<void>) => {
    await next();
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  },
] as const;

export const isFormPost = (c: Context) =>
  (c.req.header("content-type") ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");

/** The page a form without JavaScript was sent from, when it fits. */
export const formSentFrom = (c: Context) =>
  readAttribution({ sentFrom: c.req.query(SENT_FROM_PARAM) }).sentFrom;

/**
 * What the visitor typed, when the body has been read (else empty), and
 * the language of the form: its own field, or else the page it was sent
 * from (named in the form's action, readable without the body).
 */
export async function typedForm(c: Context) {
  let fields: Record<string, string> = {};
  try {
    fields = formFields(await c.req.text());
  } catch {
    // Not read (too large, too slow): the page it came from still says.
  }
  const parsed = parseSubmission(fields);
  const lang = parsed.kind === "ok" ? parsed.submission.lang : parsed.lang;
  return {
    values: parsed.raw,
    lang: lang === "en" ? langOfPath(formSentFrom(c) ?? "/") : lang,
  };
}

/** Answers for the refusals of `intake.ts`, before any route. */
export function refusalAnswers(log: LeadsLog): Refuse {
  /**
   * A request refused before its route: as JSON for code, as a page that
   * says what to do for a form posted without JavaScript (with what the
   * visitor typed, when it was read), as a page in the inbox.
   */
  return async (c, refusal) => {
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
    const isForm = c.req.path === CONTACT_PATH && isFormPost(c);
    // A body too large or too slow is never read: the page it came from
    // tells its language.
    const mayReadBody = refusal === "busy" || refusal === "gone";
    const typed = isForm && mayReadBody ? await typedForm(c) : undefined;
    const lang = isForm
      ? (typed?.lang ?? langOfPath(formSentFrom(c) ?? "/"))
      : "en";
    const leadServiceContent = visitorWords(lang).service;
    const text = {
      "too-large": leadServiceContent.tooLarge,
      "too-slow": leadServiceContent.tooSlow,
      busy: leadServiceContent.busy,
      gone: leadServiceContent.busy,
    }[refusal];
    if (c.req.path.startsWith("/studio")) {
      return c.html(refusedPage(text), status, headers);
    }
    if (isForm) {
      const heading = {
        "too-large": leadServiceContent.headings.tooLarge,
        "too-slow": leadServiceContent.headings.tooSlow,
        busy: leadServiceContent.headings.busy,
        gone: leadServiceContent.headings.busy,
      }[refusal];
      return typed
        ? c.html(
            retryPage(heading, typed.values, {}, text, formSentFrom(c), lang),
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
              lang,
            ),
            status,
            headers,
          );
    }
    return c.json({ ok: false, error: text }, status, headers);
  };
}

/** The stylesheet, icon, script and fonts the service's pages use. */
export function staticRoutes(app: Hono) {
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
}

/** A failure in a route: busy (503, try again) or failed (500), as JSON or a page. */
export function failureAnswers(log: LeadsLog): ErrorHandler {
  return async (error, c) => {
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
      const { values, lang } = await typedForm(c);
      const leadServiceContent = visitorWords(lang).service;
      return c.html(
        retryPage(
          isUnavailable
            ? leadServiceContent.headings.busy
            : leadServiceContent.headings.failed,
          values,
          {},
          isUnavailable ? leadServiceContent.busy : leadServiceContent.failed,
          formSentFrom(c),
          lang,
        ),
        status,
        headers,
      );
    }
    return c.json(
      {
        ok: false,
        error: isUnavailable
          ? visitorWords("en").service.busy
          : "Something went wrong on our side",
      },
      status,
      headers,
    );
  };
}
