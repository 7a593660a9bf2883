import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { describe, expect, type TestAPI } from "vitest";
import { parsePort } from "../../scripts/server/checkBuild";
import {
  type Certificate,
  inboxPage,
  plainHttp,
  postEnquiry,
  type Proxy,
  SITE,
  selfSigned,
  statuses,
  storedLeads,
  storedMessages,
  STUDIO_PASSWORD,
  viaProxy,
} from "./proxyTesting";
import { clientHash, keyedHash } from "../../server/leads/core/security";
import { type LeadFixtures, type RealServer, test } from "./fixtures";
import { enquiry, eventually } from "./testing";

/*
 * Issue 26: the site as studios deploy it, a real proxy in front of the
 * real server (`scripts/serve.ts`, what `npm start` runs), over TLS with a
 * certificate made in the test. What every documented proxy must do is
 * written once here and run against each (server/leads/host/caddy.test.ts,
 * server/leads/host/nginx.test.ts), which say how to start theirs and keep what
 * is theirs alone.
 */

const root = join(import.meta.dirname, "..", "..");

export const readDeploy = (name: string) =>
  readFileSync(join(root, "deploy", name), "utf8");

/** The port `npm start` listens on when PORT is unset. */
export const DEFAULT_PORT = (() => {
  const parsed = parsePort(undefined);
  return "port" in parsed ? parsed.port : NaN;
})();

/** LEADS_SECRET, so the tests can work out the hash the service stores. */
const SECRET = "a test secret of at least thirty-two characters";

/** The server as it runs behind a TLS proxy (`proxiedTest`'s `serverEnv`). */
export const PROXIED_SERVER_ENV = {
  LEADS_SECRET: SECRET,
  STUDIO_PASSWORD,
  BEHIND_HTTPS: "1",
};

/** A proxy's process (see `runProxy`). */
function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
) {
  const child: ChildProcess = spawn(command, args, {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let failed = false;
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // Not started (not installed): no exit event follows.
    child.once("error", (error) => {
      failed = true;
      output += String(error);
      resolve();
    });
  });
  return {
    output: () => output,
    gone: () => failed || child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (!failed && child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
      }
      await exited;
    },
  };
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
function accepts(port: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", reject);
  });
}

type RunProxy = (options: {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Its TLS port: it is ready once it accepts connections there. */
  port: number;
  /** What to say, given its output, when it exits or cannot start. */
  failure: (output: string) => string;
}) => Promise<{ output: () => string }>;

/** The proxies' own fixtures, beside the lead service's. */
export type ProxyFixtures = {
  /** A certificate for the site and its www name, in the test's folder. */
  certificate: Certificate;
  /** Runs a proxy's process for the test's length (stopped before the server). */
  runProxy: RunProxy;
};

/** The real server as it runs behind a TLS proxy, with the proxies' fixtures. */
export const proxiedTest = test
  .extend({ serverEnv: PROXIED_SERVER_ENV })
  .extend<ProxyFixtures>({
    certificate: ({ temp }, use) =>
      use(selfSigned(temp.dir, [SITE, `www.${SITE}`])),
    runProxy: ({ defer }, use) =>
      use(async ({ command, args, env, port, failure }) => {
        const proxy = startProcess(command, args, env);
        defer(() => proxy.stop());
        await eventually(async () => {
          if (proxy.gone()) throw new Error(failure(proxy.output()));
          await accepts(port);
        });
        return proxy;
      }),
  });

/** A proxy started in front of the server, for the test's length. */
export type RunningProxy = Proxy & {
  /** Its plain-http port. */
  http: number;
  /** Its log lines at level error or worse. */
  errors: () => string[];
};

/** How a test starts the proxy under test (its file's `proxy` fixture). */
export type ProxyStarts = {
  /** The documented config in front of `server`. */
  startDocumented: (server: RealServer) => Promise<RunningProxy>;
  /**
   * A config that passes the visitor's Host and sends the address it saw
   * in X-Forwarded-For, as the service is told to expect.
   */
  startPassingHost: (server: RealServer) => Promise<RunningProxy>;
};

export type ProxyUnderTest = {
  /** As the proxy is called: "Caddy", "nginx". */
  name: string;
  /** Its documented config, under deploy/. */
  configFile: string;
  /** The status of its redirect from plain http to https. */
  httpsRedirectStatus: number;
  /**
   * Its answer to an enquiry sent over TLS for the site but with another
   * Host (and the site's name as X-Forwarded-Host): never taken either way.
   */
  otherHostStatus: number;
};

/**
 * The tests every documented proxy passes, against `proxy`, with `it` the
 * file's test, whose `proxy` fixture starts it.
 */
export function behindProxy<
  Context extends LeadFixtures & ProxyFixtures & { proxy: ProxyStarts },
>(it: TestAPI<Context>, under: ProxyUnderTest) {
  const { name } = under;
  const logOf = (server: RealServer) => server.lines().join("\n");

  describe(`behind ${name} with deploy/${under.configFile}, over TLS`, () => {
    it(`delivers an enquiry once, stores and limits each visitor by the address ${name} saw, and logs each refusal`, async ({
      smtp,
      serveWithSmtp,
      databasePath,
      proxy,
    }) => {
      const server = await serveWithSmtp({ LEADS_TRUST_PROXY: "1" });
      const running = await proxy.startDocumented(server);
      const hash = await keyedHash(SECRET);
      const visitor = await clientHash(hash, "127.0.0.2");
      const stored = () => storedLeads(databasePath);

      // The page itself, through TLS, with the site's headers.
      const home = await viaProxy(running, { path: "/", method: "GET" });
      expect(home.status).toBe(200);
      expect(home.body).toContain("Websites and social media");
      expect(home.headers["strict-transport-security"]).toBeDefined();

      // The health check answers through the proxy as on the server.
      const health = await viaProxy(running, {
        path: "/api/health",
        method: "GET",
      });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({
        ok: true,
        database: "ok",
      });

      const message = `Through ${name}, marker 8C3.`;
      const answer = await postEnquiry(running, {
        body: enquiry({ message }),
        from: "127.0.0.2",
      });
      expect(answer.status).toBe(201);
      // Stored once, counted against the visitor's address, not the proxy's.
      expect(await stored()).toEqual([{ message, clientHash: visitor }]);
      expect(visitor).not.toBe(await clientHash(hash, "127.0.0.1"));
      await eventually(() => expect(smtp.mails).toHaveLength(1));
      expect(smtp.mails[0]?.raw).toContain("marker 8C3");

      // The same visitor, forging a new X-Forwarded-For each time: the
      // proxy replaces it with, or appends, the address it saw, so the
      // forged ones change nothing.
      const forged = await statuses(running, 5, (index) => ({
        from: "127.0.0.2",
        headers: { "X-Forwarded-For": `198.51.100.${index + 1}` },
      }));
      expect(forged).toEqual([201, 201, 201, 201, 429]);
      expect(new Set((await stored()).map((lead) => lead.clientHash))).toEqual(
        new Set([visitor]),
      );
      // Another visitor behind the same proxy is not held back.
      expect(await statuses(running, 5, () => ({ from: "127.0.0.3" }))).toEqual(
        [201, 201, 201, 201, 201],
      );
      expect(logOf(server)).toMatch(
        /refused 429 \(rate-limited\): more than 5 enquiries a minute/,
      );

      // A forged X-Forwarded-Host or Host never passes for the site: the
      // proxy sets the first from the Host it was asked for, and a page
      // elsewhere is still another site.
      const forgedHost = await postEnquiry(running, {
        from: "127.0.0.4",
        headers: {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "same-origin",
          "X-Forwarded-Host": "evil.example",
        },
      });
      expect(forgedHost.status).toBe(403);
      const otherHost = await postEnquiry(running, {
        from: "127.0.0.4",
        headers: { Host: "evil.example", "X-Forwarded-Host": SITE },
      });
      expect(otherHost.status).toBe(under.otherHostStatus);
      expect(logOf(server)).toMatch(
        /refused 403 \(other-origin\): a page at evil\.example posted to kalam\.test/,
      );

      // Exactly the enquiries answered 201, each once: 1 + 4 + 5.
      expect(await storedMessages(databasePath)).toHaveLength(10);
      expect(logOf(server)).not.toContain("per-visitor limits are off");
      // Signing in to the inbox over https works, with no proxy warning.
      expect(await inboxPage(running)).not.toContain("LEADS_TRUST_PROXY");
      expect(running.errors()).toEqual([]);
    }, 120_000);

    it(`sends plain http to https on the site's name (${under.httpsRedirectStatus}), and www to the site over TLS (301)`, async ({
      serve,
      proxy,
    }) => {
      const server = await serve({ LEADS_TRUST_PROXY: "1" });
      const running = await proxy.startDocumented(server);
      expect(await plainHttp(running.http, "/contact?x=1")).toEqual({
        status: under.httpsRedirectStatus,
        location: `https://${SITE}/contact?x=1`,
      });
      const www = await viaProxy(running, {
        path: "/contact?x=1",
        method: "GET",
        headers: { Host: `www.${SITE}` },
      });
      expect(www.status).toBe(301);
      expect(www.headers.location).toBe(`https://${SITE}/contact?x=1`);
      expect(running.errors()).toEqual([]);
    }, 120_000);

    it("names the settings npm start needs behind it", () => {
      const file = readDeploy(under.configFile);
      expect(file).toContain(`HOST=127.0.0.1 PORT=${DEFAULT_PORT}`);
      expect(file).toContain("LEADS_TRUST_PROXY=1");
      expect(file).toContain("BEHIND_HTTPS=1");
    });
  });

  describe(`behind ${name} passing the visitor's Host`, () => {
    it("with LEADS_TRUST_PROXY unset: says what to set, in the log and the inbox, and the limit is not site-wide", async ({
      serve,
      proxy,
    }) => {
      const server = await serve();
      const running = await proxy.startPassingHost(server);
      // Seven visitors in a minute, all arriving as the proxy's address:
      // none is refused for the others' enquiries.
      expect(
        await statuses(running, 7, (index) => ({
          from: `127.0.0.${index + 2}`,
        })),
      ).toEqual(Array(7).fill(201));
      const warnings = server
        .lines()
        .filter((line) => line.includes("LEADS_TRUST_PROXY is unset"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /WARN.*Every request reaches the service through a proxy at 127\.0\.0\.1, and LEADS_TRUST_PROXY is unset.*Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For/,
      );
      expect(await inboxPage(running)).toContain(
        "Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For",
      );
    }, 120_000);
  });
}
