import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Context } from "hono";
import { leadServiceContent } from "../../app/content/leadService";
import { ConfigError, readConfig } from "./config";
import {
  createLeadsLog,
  logFormat,
  maskUrl,
  secretState,
  urlOrigin,
} from "./log";
import { smtpTransport } from "./mailer";
import { leadServicePages, prerenderedPaths } from "./pages";
import { openDatabase, startLeadsService } from "./service";
import { normalisePage } from "./vitals";

type NodeBindings = { incoming?: IncomingMessage };

/**
 * Requests to the service in progress at once, whatever their stage
 * (arriving, waiting for a place, worked on): past this, 503 at once, so a
 * flood of connections costs a bounded amount of memory (each holds at
 * most its route's body limit). The places for work themselves are the
 * app's work budget (intake.ts), which every route shares.
 */
const MAX_IN_FLIGHT = 1000;

/** Counts a request from arrival until its connection closes, always. */
function admit(
  work: (req: IncomingMessage, res: ServerResponse) => void,
  onFull: () => void,
) {
  let inFlight = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      onFull();
      res.writeHead(503, {
        "Content-Type": "application/json",
        "Retry-After": "10",
        "Cache-Control": "no-store",
        Connection: "close",
      });
      res.end(
        `{"ok":false,"error":${JSON.stringify(leadServiceContent.busy)}}`,
      );
      return;
    }
    inFlight++;
    // "close" comes once per response, after the answer or when the client
    // leaves first, so the count can never leak.
    res.once("close", () => inFlight--);
    work(req, res);
  };
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
  const pagePaths = clientDir
    ? new Set(prerenderedPaths(clientDir).map(normalisePage))
    : undefined;
  const service = await startLeadsService({
    config,
    db,
    transport,
    remoteAddress,
    log,
    isKnownPage: pagePaths ? (page) => pagePaths.has(page) : undefined,
  });
  const listener = getRequestListener(service.app.fetch);
  const admitted = admit(
    (req, res) => void listener(req, res),
    () =>
      log.refused(
        "busy",
        503,
        `${MAX_IN_FLIGHT} requests to the service were already in progress: answered at once`,
      ),
  );
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
      if (isServicePath(pathname)) {
        admitted(req, res);
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
