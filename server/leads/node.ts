import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Context } from "hono";
import { ConfigError, readConfig } from "./config";
import {
  createLeadsLog,
  logFormat,
  maskUrl,
  secretState,
  urlOrigin,
} from "./log";
import { smtpTransport } from "./mailer";
import { leadServicePages } from "./pages";
import { openDatabase, startLeadsService } from "./service";

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
  const log = createLeadsLog({ format: logFormat(env.LEADS_LOG) });
  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error(`Lead service cannot start: ${error.message}.`, {
        event: "refused-to-start",
      });
      process.exit(1);
    }
    throw error;
  }
  if (!config) return null;
  const db = await openDatabase(config);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const service = await startLeadsService({
    config,
    db,
    transport,
    remoteAddress,
    log,
  });
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
    log: logFormat(env.LEADS_LOG),
  });

  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
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
