import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { freePort } from "../scripts/freePort";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { SMTPServer } from "smtp-server";
import type { Page } from "@playwright/test";
import { type EnquiryForm, expect, fillEnquiry, test as base } from "./support";

/*
 * The site as `npm start` serves it with the lead service on, for the specs
 * that need the service: its own server on a free port, a fresh SQLite
 * file, the studio's password and, when asked, a real SMTP server started
 * here that keeps every message. One per worker, for the spec that asks
 * (`test.use({ leadServiceSetup: … })`), stopped and its files removed
 * after the spec.
 */

export const STUDIO_PASSWORD = "a long studio password";

export type LeadServiceSetup = {
  /** The temporary folder's prefix, to tell the specs' files apart. */
  name: string;
  /** Settings beside the database and the password (LEADS_…). */
  env?: Record<string, string>;
  /**
   * A real SMTP server, named in LEADS_SMTP_URL with LEADS_NOTIFY_TO set:
   * "open" takes mail without a login; "login" asks for one (the studio's,
   * refused while `refusesLogin` is true).
   */
  smtp?: "open" | "login";
};

export type Mail = { to: string[]; raw: string };

export type LeadService = {
  origin: string;
  databaseUrl: string;
  /** Every message the SMTP server took, in order. */
  mails: Mail[];
  /** With `smtp: "login"`: whether the server refuses the studio's login. */
  refusesLogin: boolean;
};

/** A real SMTP server on a free port that records what it takes. */
async function startSmtp(kind: "open" | "login", service: LeadService) {
  const smtp = new SMTPServer({
    authOptional: kind === "open",
    disabledCommands: kind === "open" ? ["STARTTLS", "AUTH"] : ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      if (service.refusesLogin) {
        callback(new Error("535 5.7.8 Authentication credentials invalid"));
      } else {
        callback(null, { user: "studio" });
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        service.mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const login = kind === "login" ? "studio:secret@" : "";
  return {
    env: {
      LEADS_SMTP_URL: `smtp://${login}127.0.0.1:${port}`,
      LEADS_NOTIFY_TO: "studio@example.in",
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export const test = base.extend<
  object,
  {
    leadServiceSetup: LeadServiceSetup;
    leadService: LeadService;
    /** A client on the service's own SQLite file, to read what it stored. */
    leadsDb: Client;
  }
>({
  leadServiceSetup: [{ name: "leads" }, { scope: "worker", option: true }],
  leadService: [
    async ({ leadServiceSetup: setup }, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), `${setup.name}-e2e-`));
      const service: LeadService = {
        origin: `http://127.0.0.1:${port}`,
        databaseUrl: `file:${join(dataDir, "leads.db")}`,
        mails: [],
        refusesLogin: true,
      };
      const smtp = setup.smtp ? await startSmtp(setup.smtp, service) : null;
      const server = spawn(
        process.execPath,
        ["--import", "tsx", "scripts/serve.ts"],
        {
          cwd: join(import.meta.dirname, ".."),
          env: {
            ...process.env,
            PORT: String(port),
            HOST: "127.0.0.1",
            LEADS_DATABASE_URL: service.databaseUrl,
            STUDIO_PASSWORD,
            ...smtp?.env,
            ...setup.env,
          },
          stdio: "ignore",
        },
      );
      try {
        // Starting the server from source (tsx compiling it) is slow on a
        // busy machine: wait for it to answer, as long as the fixture may.
        await expect
          .poll(
            async () => {
              try {
                return (await fetch(`${service.origin}/`)).status;
              } catch {
                return 0;
              }
            },
            { timeout: 100_000 },
          )
          .toBe(200);
        await use(service);
      } finally {
        server.kill();
        await smtp?.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 150_000 },
  ],
  leadsDb: [
    async ({ leadService }, use) => {
      const db = createClient({ url: leadService.databaseUrl });
      await use(db);
      db.close();
    },
    { scope: "worker" },
  ],
});

export { expect };

/**
 * Waits until the page has been open longer than the service's minimum
 * fill time (it takes nothing sent sooner than 3 s after the page
 * opened): a person takes longer, so a test waits for that state.
 */
export async function pastMinimumFillTime(page: Page) {
  await expect
    .poll(() => page.evaluate(() => performance.now()), { timeout: 10_000 })
    .toBeGreaterThan(3_000);
}

/**
 * Fills in the form as a visitor would and sends it, doing `beforeSend`
 * (going offline, say) just before the click.
 */
export async function sendEnquiry(
  page: Page,
  form: EnquiryForm,
  visitor: Parameters<typeof fillEnquiry>[1],
  beforeSend: () => Promise<void> = async () => {},
) {
  await fillEnquiry(form, visitor);
  await pastMinimumFillTime(page);
  await beforeSend();
  await form.send.click();
}
