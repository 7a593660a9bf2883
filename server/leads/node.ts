import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Context } from "hono";
import { HEALTH_PATH } from "./app";
import { ConfigError, readConfig, readLogFormat } from "./config";
import { createLeadsLog, maskUrl, secretState, urlOrigin } from "./log";
import { smtpTransport } from "./mailer";
import { leadServicePages } from "./pages";
import { openDatabase, StartupError, startLeadsService } from "./service";
import { firstLine } from "./storage";

type NodeBindings = { incoming?: IncomingMessage };

/**
 * At most this many posts are worked on at once; the rest wait their turn
 * without costing the pages anything, so a flood of junk posts cannot slow
 * the site down. Past MAX_WAITING the service answers 503 at once (the
 * form keeps the enquiry on the device and sends it again later).
 */
const MAX_ACTIVE = 8;
const MAX_WAITING = 1000;

function gate(work: (req: IncomingMessage, res: ServerResponse) => void) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const run = (req: IncomingMessage, res: ServerResponse) => {
    if (active >= MAX_ACTIVE) {
      if (waiting.length >= MAX_WAITING) {
        res.writeHead(503, {
          "Content-Type": "application/json",
          "Retry-After": "10",
          "Cache-Control": "no-store",
        });
        res.end('{"ok":false,"error":"Busy: please try again in a moment"}');
        return;
      }
      waiting.push(() => run(req, res));
      return;
    }
    active++;
    res.once("close", () => {
      active--;
      waiting.shift()?.();
    });
    work(req, res);
  };
  return run;
}

const remoteAddress = (c: Context) =>
  (c.env as NodeBindings | undefined)?.incoming?.socket.remoteAddress;

/** Paths the service answers itself, before any static file. */
export function isServicePath(pathname: string) {
  return (
    pathname.startsWith("/api/") ||
    pathname === "/studio" ||
    pathname.startsWith("/studio/")
  );
}

/**
 * The lead service inside `npm start`'s Node server, or null when
 * `LEADS_DATABASE_URL` is unset. `handle` takes a request and says whether
 * it answered it: `/api/*`, `/studio*`, and the prerendered pages, served
 * marked so the form posts to the service.
 */
export async function startLeadsNode({
  env = process.env,
  clientDir,
  pageHeaders = {},
}: {
  env?: NodeJS.ProcessEnv;
  /** The built site; without it only the service's own paths are answered. */
  clientDir?: string;
  pageHeaders?: Record<string, string>;
}) {
  let log = createLeadsLog();
  /** One line naming the setting and the fix, then exit 1: never a stack trace. */
  const refuse = (reason: string): never => {
    log.error(`Lead service cannot start: ${reason.replace(/\.$/, "")}.`, {
      event: "refused-to-start",
    });
    process.exit(1);
  };
  let config;
  let format: "json" | "pretty" = "pretty";
  try {
    format = readLogFormat(env.LEADS_LOG);
    log = createLeadsLog({ format });
    config = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return refuse(error.message);
    throw error;
  }
  if (!config) return null;
  if (config.studioPasswordProblem) {
    log.error(config.studioPasswordProblem, { event: "inbox-closed" });
  }
  let db;
  let service;
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  try {
    db = await openDatabase(config);
    service = await startLeadsService({
      config,
      db,
      transport,
      remoteAddress,
      log,
    });
  } catch (error) {
    if (error instanceof StartupError) return refuse(error.message);
    return refuse(`LEADS_DATABASE_URL: ${firstLine(error)}`);
  }
  const listener = getRequestListener(service.app.fetch);
  const gatedListener = gate((req, res) => void listener(req, res));
  const servePage = clientDir
    ? leadServicePages(clientDir, pageHeaders)
    : () => false;
  log.started({
    database: config.databaseUrl.startsWith("file:")
      ? config.databaseUrl
      : maskUrl(config.databaseUrl),
    databaseAuthToken: secretState(config.databaseAuthToken),
    smtp: maskUrl(config.smtpUrl) ?? "off",
    notifyTo: config.notifyTo ?? "off",
    webhook: urlOrigin(config.webhookUrl) ?? "off",
    inbox: config.studioPassword ? "/studio" : "closed",
    trustProxy: config.trustProxy,
    retentionDays: config.retentionDays,
    log: format,
  });

  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      // The health check answers even while posts wait their turn.
      if (pathname === HEALTH_PATH) {
        void listener(req, res);
        return true;
      }
      if (pathname.startsWith("/api/")) {
        gatedListener(req, res);
        return true;
      }
      if (isServicePath(pathname)) {
        void listener(req, res);
        return true;
      }
      return servePage(req, res);
    },
    async close() {
      await service.stop();
      (transport as { close?: () => void } | undefined)?.close?.();
      db.close();
    },
  };
}
