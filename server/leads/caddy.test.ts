import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parsePort } from "../../scripts/server/checkBuild";
import {
  type Certificate,
  inboxPage,
  listening,
  plainHttp,
  postEnquiry,
  type Proxy,
  put as putIn,
  SITE,
  selfSigned,
  startProcess,
  statuses,
  storedLeads,
  storedMessages,
  STUDIO_PASSWORD,
  viaProxy,
} from "./proxyTesting";
import { clientHash, keyedHash } from "./security";
import { makeSiteBuild, type RealServer, startRealServer } from "./testServer";
import { enquiry, eventually, freePort, startSmtp, tempDir } from "./testing";

/*
 * Issue 26: the site as studios deploy it, a real Caddy (the distribution's
 * package: Debian 12 has 2.6.2) in front of the real server
 * (`scripts/serve.ts`, what `npm start` runs), over TLS with a certificate
 * made here. The documented deploy/Caddyfile is used as written, with only
 * these put in: the site's name; a `tls <cert> <key>` line in each site
 * block (the local certificate, instead of one from Let's Encrypt); the
 * server's port for 3000; and global options `admin off` (no admin port),
 * `default_bind 127.0.0.1` and `http_port`/`https_port` (free ports instead
 * of 80 and 443). Caddy keeps its storage (HOME, XDG_DATA_HOME,
 * XDG_CONFIG_HOME) in a temporary folder. server/leads/nginx.test.ts does
 * the same with nginx and deploy/nginx.conf.
 */

const root = join(import.meta.dirname, "..", "..");
const CADDYFILE = "deploy/Caddyfile";
const readDeploy = (name: string) =>
  readFileSync(join(root, "deploy", name), "utf8");

const CADDY =
  process.env.CADDY_PATH ??
  (existsSync("/usr/bin/caddy") ? "/usr/bin/caddy" : "caddy");

/** The port `npm start` listens on when PORT is unset. */
const DEFAULT_PORT = (() => {
  const parsed = parsePort(undefined);
  return "port" in parsed ? parsed.port : NaN;
})();
/** LEADS_SECRET, so the test can work out the hash the service stores. */
const SECRET = "a test secret of at least thirty-two characters";

let temp: ReturnType<typeof tempDir>;
let build: ReturnType<typeof makeSiteBuild>;
let certificate: Certificate;
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  temp = tempDir();
  build = makeSiteBuild();
  certificate = selfSigned(temp.dir, [SITE, `www.${SITE}`]);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  build.remove();
  temp.remove();
});

const databasePath = () => join(temp.dir, "leads.db");

async function serve(env: Record<string, string> = {}) {
  const server = await startRealServer({
    buildDir: build.buildDir,
    env: {
      LEADS_DATABASE_URL: `file:${databasePath()}`,
      LEADS_SECRET: SECRET,
      STUDIO_PASSWORD,
      BEHIND_HTTPS: "1",
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

const put = (text: string, from: string, to: string) =>
  putIn(CADDYFILE, text, from, to);

/**
 * deploy/Caddyfile as documented, for this machine: the changes listed at
 * the top of this file, nothing else.
 */
function documentedCaddyfile(serverPort: number, http: number, https: number) {
  let file = readDeploy("Caddyfile");
  file = put(file, "example.in", SITE);
  const tls = `\ttls ${certificate.cert} ${certificate.key}\n`;
  file = put(file, `\n${SITE} {\n`, `\n${SITE} {\n${tls}`);
  file = put(file, `\nwww.${SITE} {\n`, `\nwww.${SITE} {\n${tls}`);
  file = put(
    file,
    `reverse_proxy 127.0.0.1:${DEFAULT_PORT}`,
    `reverse_proxy 127.0.0.1:${serverPort}`,
  );
  return `{
\tadmin off
\tdefault_bind 127.0.0.1
\thttp_port ${http}
\thttps_port ${https}
}

${file}`;
}

type Caddy = Proxy & {
  http: number;
  /** Caddy's log lines (JSON) at level error or worse. */
  errors: () => string[];
};

/** `caddy run` with the documented Caddyfile in front of `server`, its storage in the temporary folder. */
async function startCaddy(server: RealServer): Promise<Caddy> {
  const home = join(temp.dir, "caddy");
  mkdirSync(home, { recursive: true });
  const http = await freePort();
  const https = await freePort();
  const config = join(home, "Caddyfile");
  writeFileSync(config, documentedCaddyfile(server.port, http, https));
  const caddy = startProcess(
    CADDY,
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: join(home, "data"),
      XDG_CONFIG_HOME: join(home, "config"),
    },
  );
  cleanups.push(() => caddy.stop());
  // Ready when it accepts connections on its TLS port.
  await listening(https, () =>
    caddy.gone()
      ? `caddy (${CADDY}) exited: ${caddy.output()}\nInstall it with apt-get install caddy, or set CADDY_PATH.`
      : undefined,
  );
  const errors = () =>
    caddy
      .output()
      .split("\n")
      .filter((line) => /"level":"(error|panic|fatal)"/.test(line));
  return { http, https, certificate, errors };
}

const logOf = (server: RealServer) => server.lines().join("\n");

describe("behind Caddy with deploy/Caddyfile, over TLS", () => {
  it("delivers an enquiry once, stores and limits each visitor by the address Caddy saw, and logs each refusal", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const server = await serve({
      LEADS_TRUST_PROXY: "1",
      LEADS_SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "studio@example.in",
      // Room for the test's 10 enquiries in a minute, above the default.
      LEADS_MAX_ENQUIRIES_PER_MINUTE: "100",
    });
    const caddy = await startCaddy(server);
    const hash = await keyedHash(SECRET);
    const visitor = await clientHash(hash, "127.0.0.2");

    // The page itself, through TLS, with the site's headers.
    const home = await viaProxy(caddy, { path: "/", method: "GET" });
    expect(home.status).toBe(200);
    expect(home.body).toContain("Websites and social media");
    expect(home.headers["strict-transport-security"]).toBeDefined();

    // The health check answers through Caddy as on the server.
    const health = await viaProxy(caddy, {
      path: "/api/health",
      method: "GET",
    });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true, database: "ok" });

    const first = enquiry({ message: "Through Caddy, marker 8C3." });
    const answer = await postEnquiry(caddy, { body: first, from: "127.0.0.2" });
    expect(answer.status).toBe(201);
    // Stored once, counted against the visitor's address, not Caddy's.
    expect(await storedLeads(databasePath())).toEqual([
      { message: "Through Caddy, marker 8C3.", clientHash: visitor },
    ]);
    expect(visitor).not.toBe(await clientHash(hash, "127.0.0.1"));
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0]?.raw).toContain("marker 8C3");

    // The same visitor, forging a new X-Forwarded-For each time: Caddy
    // replaces it with the address it saw, so the forged ones change
    // nothing.
    const forged = await statuses(caddy, 5, (index) => ({
      from: "127.0.0.2",
      headers: { "X-Forwarded-For": `198.51.100.${index + 1}` },
    }));
    expect(forged).toEqual([201, 201, 201, 201, 429]);
    expect(
      new Set(
        (await storedLeads(databasePath())).map((lead) => lead.clientHash),
      ),
    ).toEqual(new Set([visitor]));
    // Another visitor behind the same Caddy is not held back.
    expect(await statuses(caddy, 5, () => ({ from: "127.0.0.3" }))).toEqual([
      201, 201, 201, 201, 201,
    ]);
    expect(logOf(server)).toMatch(
      /refused 429 \(rate-limited\): more than 5 enquiries a minute/,
    );

    // A forged X-Forwarded-Host or Host never passes for the site: Caddy
    // sets the first from the Host it was asked for, and a page elsewhere
    // is still another site.
    const forgedHost = await postEnquiry(caddy, {
      from: "127.0.0.4",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-Host": "evil.example",
      },
    });
    expect(forgedHost.status).toBe(403);
    expect(logOf(server)).toMatch(
      /refused 403 \(other-origin\): a page at evil\.example posted to kalam\.test/,
    );

    // Exactly the enquiries answered 201, each once: 1 + 4 + 5.
    expect(await storedMessages(databasePath())).toHaveLength(10);
    expect(logOf(server)).not.toContain("per-visitor limits are off");
    // Signing in to the inbox over https works, with no proxy warning.
    expect(await inboxPage(caddy)).not.toContain("LEADS_TRUST_PROXY");
    expect(caddy.errors()).toEqual([]);
  }, 120_000);

  it("sends plain http to https on the site's name, and www to the site", async () => {
    const server = await serve({ LEADS_TRUST_PROXY: "1" });
    const caddy = await startCaddy(server);
    // Caddy's automatic redirect (308: the method is kept).
    expect(await plainHttp(caddy.http, "/contact?x=1")).toEqual({
      status: 308,
      location: `https://${SITE}/contact?x=1`,
    });
    // The Caddyfile's www block, over TLS.
    const www = await viaProxy(caddy, {
      path: "/contact?x=1",
      method: "GET",
      headers: { Host: `www.${SITE}` },
    });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${SITE}/contact?x=1`);
    expect(caddy.errors()).toEqual([]);
  }, 120_000);

  it("with LEADS_TRUST_PROXY unset: says what to set, in the log and the inbox, and the limit is not site-wide", async () => {
    const server = await serve();
    const caddy = await startCaddy(server);
    // Seven visitors in a minute, all arriving as Caddy's address: none is
    // refused for the others' enquiries.
    expect(
      await statuses(caddy, 7, (index) => ({ from: `127.0.0.${index + 2}` })),
    ).toEqual(Array(7).fill(201));
    const warnings = server
      .lines()
      .filter((line) => line.includes("LEADS_TRUST_PROXY is unset"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /WARN.*Every request reaches the service through a proxy at 127\.0\.0\.1, and LEADS_TRUST_PROXY is unset.*Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For/,
    );
    expect(await inboxPage(caddy)).toContain(
      "Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For",
    );
  }, 120_000);
});

describe("deploy/Caddyfile's text", () => {
  it("names the settings npm start needs behind it, as deploy/nginx.conf does", () => {
    for (const file of [readDeploy("Caddyfile"), readDeploy("nginx.conf")]) {
      expect(file).toContain(`HOST=127.0.0.1 PORT=${DEFAULT_PORT}`);
      expect(file).toContain("LEADS_TRUST_PROXY=1");
      expect(file).toContain("BEHIND_HTTPS=1");
    }
  });

  it("leaves the certificate to Caddy: no tls, http:// site or auto_https line of its own", () => {
    const lines = readDeploy("Caddyfile")
      .split("\n")
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter(Boolean);
    expect(lines.join("\n")).not.toMatch(/http:\/\/|^tls\b|auto_https/m);
  });
});
