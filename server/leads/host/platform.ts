import type { Context } from "hono";
import { checkSomeoneIsTold, readConfig } from "../core/config";
import { smtpTransport } from "../notify/notify";
import { openDatabase, startLeadsService } from "./service";

type Service = Awaited<ReturnType<typeof startLeadsService>>;
let service: Promise<Service> | undefined;

/**
 * The lead service inside a Netlify Function: the same app as in
 * `npm start`, over a libSQL server (Turso) given by LEADS_DATABASE_URL, one
 * instance per warm function. The visitor's address is the one the
 * platform saw (`context.ip`), never a header the visitor could write.
 */
export function netlifyService(
  env: Record<string, string | undefined> = process.env,
) {
  service ??= (async () => {
    const config = readConfig(env);
    if (!config)
      throw new Error("Set LEADS_DATABASE_URL for the lead service.");
    checkSomeoneIsTold(config);
    const db = await openDatabase(config);
    return startLeadsService({
      config,
      db,
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
      remoteAddress: (c: Context) => (c.env as { ip?: string } | undefined)?.ip,
      // A function's memory may not outlive the request: each beacon is
      // written as it comes, and the scheduled leads-vitals rolls them up.
      vitalsMode: "direct",
    });
  })();
  return service;
}
