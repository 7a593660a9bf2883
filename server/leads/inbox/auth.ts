import { type Context, Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { LeadsConfig } from "../core/config";
import type { LeadsDb } from "../storage/db";
import type { LeadsLog } from "../core/log";
import {
  clientAddress,
  isLocalHost,
  ownPagesCheck,
  isTrustedProxy,
  originProblem,
  type KeyedHash,
  randomToken,
  secretsMatch,
  addressGroup,
} from "../core/security";
import type { SignInLimiter } from "./signInLimiter";
import { closedInboxPage, signInPage } from "./views/signIn";
import { type Session, SESSION_MS, studioSessions } from "./sessions";
import { inboxWords } from "./words";

export { type Session, SESSION_MS } from "./sessions";

/*
 * The studio's sign-in and sessions. Every inbox route goes on the app
 * `guarded()` returns, whose first middleware asks for a session (and, for a
 * change, the origin and the page's CSRF token): a route added there cannot
 * skip the check, whatever the order it is added in.
 */

export const SESSION_COOKIE = "studio_session";
/**
 * Set at each sign-in and kept for 400 days (the most a browser keeps a
 * cookie): a signed random id that tells the sign-in limits this browser
 * has signed in before, so a guessing flood never locks the owner out.
 */
export const DEVICE_COOKIE = "studio_device";
const DEVICE_MS = 400 * 24 * 60 * 60 * 1000;
export const STUDIO_PATH = "/studio";
export const SIGN_IN_PATH = "/studio/sign-in";

/** The Hono environment of every signed-in route: `c.get("session")`. */
export type StudioEnv = { Variables: { session: Session } };

type AuthOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  now: () => number;
  remoteAddress: (c: Context) => string | undefined;
  /** Keyed with the service's secret. */
  hash: KeyedHash;
  limiter: SignInLimiter;
  log: LeadsLog;
};

export function studioAuth({
  config,
  db,
  now,
  remoteAddress,
  hash,
  limiter,
  log,
}: AuthOptions) {
  /** Whether this request came through the proxy the service was told to trust. */
  const fromProxy = (c: Context) =>
    isTrustedProxy(c, config.trustProxy, remoteAddress);
  /** Why a change is not from our pages, for the log (never the password). */
  const originReason = (c: Context) =>
    originProblem(c, config.trustProxy, remoteAddress)?.reason ??
    "the browser did not show it came from the site's own page";

  const sessions = studioSessions({ db, config, hash, now });
  const deviceSignature = (id: string) => hash(`device:${id}`);

  /** The id of a browser that signed in here before (its cookie, checked), or null. */
  async function knownDevice(c: Context): Promise<string | null> {
    const [id, signature] = (getCookie(c, DEVICE_COOKIE) ?? "").split(".");
    if (!id || !signature || id.length > 64) return null;
    return (await secretsMatch(signature, await deviceSignature(id)))
      ? id
      : null;
  }

  async function currentSession(c: Context): Promise<Session | null> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || !config.studioPassword) return null;
    return sessions.find(token);
  }

  const cookieOptions = (c: Context) =>
    ({
      path: STUDIO_PATH,
      httpOnly: true,
      secure: !isLocalHost(c, fromProxy(c)),
      sameSite: "Strict",
    }) as const;

  const isFromOurPages = ownPagesCheck(fromProxy);

  const isChange = (method: string) => !/^(GET|HEAD|OPTIONS)$/.test(method);

  const requireSession: MiddlewareHandler<StudioEnv> = async (c, next) => {
    const session = await currentSession(c);
    if (!session) {
      if (isChange(c.req.method)) {
        return c.html(signInPage(inboxWords.signIn.sessionEnded), 401);
      }
      const path = c.req.path.replace(/\/$/, "");
      return path === STUDIO_PATH
        ? c.html(signInPage())
        : c.redirect(STUDIO_PATH, 303);
    }
    if (isChange(c.req.method)) {
      const form = await c.req.parseBody();
      const token = typeof form.csrf === "string" ? form.csrf : "";
      if (
        !(await isFromOurPages(c)) ||
        !(await secretsMatch(token, session.csrf))
      ) {
        log.refused(
          "inbox-not-from-page",
          403,
          `an inbox change without the page's token or from another page (${c.req.method} ${c.req.path.slice(0, 100)}): ${originReason(c)}`,
        );
        return c.text(inboxWords.signIn.notFromInbox, 403);
      }
    }
    c.set("session", session);
    await next();
  };

  async function signIn(c: Context) {
    if (!(await isFromOurPages(c))) {
      log.refused("sign-in-other-site", 403, `sign-in: ${originReason(c)}`);
      return c.html(signInPage(inboxWords.signIn.otherSite), 403);
    }
    // The session cookie is Secure outside localhost: from a plain-http
    // page the browser would drop it and show this form again, silently.
    const origin = c.req.header("origin") ?? "";
    if (origin.startsWith("http:") && !isLocalHost(c, fromProxy(c))) {
      log.refused(
        "sign-in-plain-http",
        403,
        `sign-in from ${origin.slice(0, 100)}, over plain http: the session cookie is Secure, so the browser would not keep it; open the inbox over https (the TLS proxy, deploy/) or as http://localhost`,
      );
      return c.html(
        signInPage(inboxWords.signIn.needsHttps(origin.slice(0, 100))),
        403,
      );
    }
    const address = addressGroup(
      clientAddress(c, config.trustProxy, remoteAddress),
    );
    const device = await knownDevice(c);
    const verdict = limiter.attempt({ address, device });
    if (!verdict.ok) {
      log.refused(
        `sign-in-${verdict.reason}`,
        429,
        verdict.reason === "paused"
          ? "sign-in is paused after many wrong passwords from several addresses"
          : "too many sign-in tries from one address",
      );
      return c.html(
        signInPage(
          verdict.reason === "paused"
            ? inboxWords.signIn.paused
            : inboxWords.signIn.tooManyTries(verdict.retryAfterSeconds),
        ),
        429,
        { "Retry-After": String(verdict.retryAfterSeconds) },
      );
    }
    const form = await c.req.parseBody();
    const password = typeof form.password === "string" ? form.password : "";
    if (!(await secretsMatch(password, config.studioPassword ?? ""))) {
      return c.html(signInPage(inboxWords.signIn.wrongPassword), 401);
    }
    limiter.succeeded({ address, device });
    const token = await sessions.open();
    setCookie(c, SESSION_COOKIE, token, {
      ...cookieOptions(c),
      maxAge: SESSION_MS / 1000,
    });
    if (!device) {
      const id = randomToken(18);
      setCookie(c, DEVICE_COOKIE, `${id}.${await deviceSignature(id)}`, {
        ...cookieOptions(c),
        maxAge: DEVICE_MS / 1000,
      });
    }
    return c.redirect(STUDIO_PATH, 303);
  }

  /**
   * Closed when STUDIO_PASSWORD is unset; otherwise the sign-in post is the
   * one way in, and everything else needs a session.
   */
  const guard: MiddlewareHandler<StudioEnv> = async (c, next) => {
    if (!config.studioPassword) {
      return isChange(c.req.method)
        ? c.html(closedInboxPage(inboxWords.signIn.closedShort), 503)
        : c.html(
            closedInboxPage(
              config.studioPasswordProblem
                ? inboxWords.signIn.closedWeak
                : inboxWords.signIn.closed,
            ),
            503,
          );
    }
    if (c.req.method === "POST" && c.req.path === SIGN_IN_PATH) {
      return signIn(c);
    }
    return requireSession(c, next);
  };

  return {
    /**
     * A new app for the inbox, to mount at /studio (its routes' paths are
     * relative to it). Its first middleware is the guard, so every route
     * added to it needs a session, whatever the order: there is no way to
     * add one that skips it. It already answers sign-in and sign-out.
     */
    guarded() {
      const app = new Hono<StudioEnv>();
      app.use("*", guard);
      app.post("/sign-out", async (c) => {
        await sessions.close(c.get("session").tokenHash);
        deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
        return c.redirect(STUDIO_PATH, 303);
      });
      return app;
    },
  };
}

export type StudioAuth = ReturnType<typeof studioAuth>;
