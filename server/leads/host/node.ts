import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Context } from "hono";
import { leadServiceContent } from "../../../app/content/leadService";
import {
  checkSomeoneIsTold,
  ConfigError,
  readConfig,
  readLogFormat,
} from "../core/config";
import { createLeadsLog, maskUrl, secretState, urlOrigin } from "../core/log";
import { smtpTransport } from "../notify/notify";
import { leadServicePages, prerenderedPaths } from "../enquiries/enquiries";
import { openDatabase, StartupError, startLeadsService } from "./service";
import { firstLine } from "../storage/storageProblem";
import { normalisePage } from "../speed/speed";

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
    if (config) checkSomeoneIsTold(config);
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
  const pagePaths = clientDir
    ? new Set(prerenderedPaths(clientDir).map(normalisePage))
    : undefined;
  try {
    db = await openDatabase(config);
    service = await startLeadsService({
      config,
      db,
      transport,
      remoteAddress,
      log,
      isKnownPage: pagePaths ? (page) => pagePaths.has(page) : undefined,
    });
  } catch (error) {
    if (error instanceof StartupError) return refuse(error.message);
    return refuse(`LEADS_DATABASE_URL: ${firstLine(error)}`);
  }
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
    log: format,
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
