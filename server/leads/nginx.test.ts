import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
  STUDIO_PASSWORD,
  storedMessages as storedIn,
  viaProxy,
} from "./proxyTesting";
import { makeSiteBuild, type RealServer, startRealServer } from "./testServer";
import { enquiry, eventually, freePort, startSmtp, tempDir } from "./testing";

/*
 * Issue 26: the site as studios deploy it, a real nginx (the distribution's
 * package) in front of the real server (`scripts/serve.ts`, what
 * `npm start` runs), over TLS with a certificate made here. nginx runs
 * unprivileged-port only, with its own prefix, pid and logs in a temporary
 * folder. The documented deploy/nginx.conf is used as written, with only
 * the site's name, the ports and the certificate's paths put in.
 * server/leads/caddy.test.ts does the same with Caddy and deploy/Caddyfile.
 */

const root = join(import.meta.dirname, "..", "..");

const NGINX =
  process.env.NGINX_PATH ??
  (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

let temp: ReturnType<typeof tempDir>;
let build: ReturnType<typeof makeSiteBuild>;
let certificate: Certificate;
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  temp = tempDir();
  // nginx's workers (an unprivileged user when the tests run as root)
  // write their temporary files under this folder.
  chmodSync(temp.dir, 0o755);
  build = makeSiteBuild();
  certificate = selfSigned(temp.dir);
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
      STUDIO_PASSWORD,
      BEHIND_HTTPS: "1",
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

const put = (text: string, from: string, to: string) =>
  putIn("deploy/nginx.conf", text, from, to);

/**
 * deploy/nginx.conf as documented, for this machine: the site's name, the
 * certificate, free ports for 80 and 443 (on 127.0.0.1 only), and the
 * server's port for 3000. Nothing else changes.
 */
function documentedSite(serverPort: number, http: number, https: number) {
  let site = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  site = put(site, "example.in", SITE);
  site = put(site, "listen [::]:80;", "");
  site = put(site, "listen [::]:443 ssl http2;", "");
  site = put(site, "listen 80;", `listen 127.0.0.1:${http};`);
  site = put(
    site,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${https} ssl http2;`,
  );
  site = put(
    site,
    `/etc/letsencrypt/live/${SITE}/fullchain.pem`,
    certificate.cert,
  );
  site = put(
    site,
    `/etc/letsencrypt/live/${SITE}/privkey.pem`,
    certificate.key,
  );
  site = put(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${serverPort};`);
  return site;
}

/**
 * What most guides start from: TLS and a bare proxy_pass, with nginx's
 * defaults for every header (Host is the upstream's address, no
 * X-Forwarded-For), plus any `lines` given.
 */
function defaultSite(serverPort: number, https: number, lines = "") {
  return `server {
    listen 127.0.0.1:${https} ssl;
    server_name ${SITE};
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
    location / {
        proxy_pass http://127.0.0.1:${serverPort};
        ${lines}
    }
}
`;
}

type Nginx = Proxy & { http: number; errors: () => string };

/** nginx with its own prefix, pid and logs, in front of `site`. */
async function startNginx(
  site: (ports: { http: number; https: number }) => string,
): Promise<Nginx> {
  const prefix = join(temp.dir, "nginx");
  execFileSync("mkdir", ["-p", prefix]);
  chmodSync(prefix, 0o755);
  const http = await freePort();
  const https = await freePort();
  writeFileSync(join(prefix, "site.conf"), site({ http, https }));
  writeFileSync(
    join(prefix, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")} warn;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path ${join(prefix, "client_body")};
    proxy_temp_path ${join(prefix, "proxy")};
    fastcgi_temp_path ${join(prefix, "fastcgi")};
    uwsgi_temp_path ${join(prefix, "uwsgi")};
    scgi_temp_path ${join(prefix, "scgi")};
    include ${join(prefix, "site.conf")};
}
`,
  );
  const nginx = startProcess(NGINX, [
    "-p",
    prefix,
    "-c",
    join(prefix, "nginx.conf"),
    "-e",
    join(prefix, "error.log"),
  ]);
  cleanups.push(() => nginx.stop());
  const errors = () => {
    const log = join(prefix, "error.log");
    return nginx.output() + (existsSync(log) ? readFileSync(log, "utf8") : "");
  };
  // Ready when it accepts connections on its TLS port.
  await listening(https, () =>
    nginx.gone()
      ? `nginx (${NGINX}) exited: ${errors()}\nInstall it with apt-get install nginx, or set NGINX_PATH.`
      : undefined,
  );
  return { http, https, certificate, errors };
}

const storedMessages = () => storedIn(databasePath());

const logOf = (server: RealServer) => server.lines().join("\n");

describe("behind nginx with deploy/nginx.conf, over TLS", () => {
  it("delivers an enquiry once, limits each visitor by the address nginx saw, and logs each refusal", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const server = await serve({
      LEADS_TRUST_PROXY: "1",
      LEADS_SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "studio@example.in",
      // Room for the test's 10 enquiries in a minute, above the default.
      LEADS_MAX_ENQUIRIES_PER_MINUTE: "100",
    });
    const nginx = await startNginx(({ http, https }) =>
      documentedSite(server.port, http, https),
    );

    // The page itself, through TLS, with the site's headers.
    const home = await viaProxy(nginx, { path: "/", method: "GET" });
    expect(home.status).toBe(200);
    expect(home.body).toContain("Websites and social media");
    expect(home.headers["strict-transport-security"]).toBeDefined();

    const first = enquiry({ message: "Through nginx, marker 7Q2." });
    const answer = await postEnquiry(nginx, { body: first, from: "127.0.0.2" });
    expect(answer.status).toBe(201);
    expect(await storedMessages()).toEqual(["Through nginx, marker 7Q2."]);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0]?.raw).toContain("marker 7Q2");

    // The same visitor, forging a new X-Forwarded-For each time: nginx
    // appends the address it saw, so the forged entries change nothing.
    const forged = await statuses(nginx, 5, (index) => ({
      from: "127.0.0.2",
      headers: { "X-Forwarded-For": `198.51.100.${index + 1}` },
    }));
    expect(forged).toEqual([201, 201, 201, 201, 429]);
    // Another visitor behind the same nginx is not held back.
    expect(await statuses(nginx, 5, () => ({ from: "127.0.0.3" }))).toEqual([
      201, 201, 201, 201, 201,
    ]);
    expect(logOf(server)).toMatch(
      /refused 429 \(rate-limited\): more than 5 enquiries a minute/,
    );

    // A forged X-Forwarded-Host or Host never passes for the site: nginx
    // sets the first from the Host it was asked for, and a page elsewhere
    // is still another site.
    const forgedHost = await postEnquiry(nginx, {
      from: "127.0.0.4",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-Host": "evil.example",
      },
    });
    expect(forgedHost.status).toBe(403);
    const otherHost = await postEnquiry(nginx, {
      from: "127.0.0.4",
      headers: { Host: "evil.example", "X-Forwarded-Host": SITE },
    });
    expect(otherHost.status).toBe(403);
    expect(logOf(server)).toMatch(
      /refused 403 \(other-origin\): a page at evil\.example posted to kalam\.test/,
    );

    // Exactly the enquiries answered 201, each once: 1 + 4 + 5.
    expect(await storedMessages()).toHaveLength(10);
    expect(logOf(server)).not.toContain("per-visitor limits are off");
    expect(await inboxPage(nginx)).not.toContain("LEADS_TRUST_PROXY");
    expect(nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  }, 120_000);

  it("sends plain http to https on the site's name", async () => {
    const server = await serve({ LEADS_TRUST_PROXY: "1" });
    const nginx = await startNginx(({ http, https }) =>
      documentedSite(server.port, http, https),
    );
    const answer = await plainHttp(nginx.http, "/contact?x=1");
    expect(answer).toEqual({
      status: 301,
      location: `https://${SITE}/contact?x=1`,
    });
  }, 120_000);
});

describe("behind nginx with its defaults", () => {
  it("refuses the first enquiry with one log line saying to pass the Host, without the enquiry's words", async () => {
    const server = await serve();
    const nginx = await startNginx(({ https }) =>
      defaultSite(server.port, https),
    );
    const answer = await postEnquiry(nginx, {
      body: enquiry({ message: "Default nginx, marker 4K9." }),
    });
    expect(answer.status).toBe(403);
    const refusals = server
      .lines()
      .filter((line) => line.includes("refused 403"));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(
      `the page is at ${SITE} but the proxy in front asked for 127.0.0.1:${server.port}: set the proxy to pass the visitor's Host (nginx: proxy_set_header Host $host; see deploy/nginx.conf)`,
    );
    expect(refusals[0]).not.toContain("marker 4K9");
    expect(await storedMessages()).toEqual([]);
  }, 120_000);

  it("with the Host passed but LEADS_TRUST_PROXY unset: says what to set, in the log and the inbox, and the limit is not site-wide", async () => {
    const server = await serve();
    const nginx = await startNginx(({ https }) =>
      defaultSite(server.port, https, "proxy_set_header Host $host;"),
    );
    // Seven visitors in a minute, all arriving as nginx's address: none is
    // refused for the others' enquiries.
    expect(
      await statuses(nginx, 7, (index) => ({ from: `127.0.0.${index + 2}` })),
    ).toEqual(Array(7).fill(201));
    const warnings = server
      .lines()
      .filter((line) => line.includes("LEADS_TRUST_PROXY is unset"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /WARN.*Every request reaches the service through a proxy at 127\.0\.0\.1, and LEADS_TRUST_PROXY is unset.*Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For/,
    );
    expect(await inboxPage(nginx)).toContain(
      "Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For",
    );
  }, 120_000);

  it("with LEADS_TRUST_PROXY=1 but no X-Forwarded-For: names the line to add, and the limit is not site-wide", async () => {
    const server = await serve({ LEADS_TRUST_PROXY: "1" });
    const nginx = await startNginx(({ https }) =>
      defaultSite(server.port, https, "proxy_set_header Host $host;"),
    );
    expect(
      await statuses(nginx, 7, (index) => ({ from: `127.0.0.${index + 2}` })),
    ).toEqual(Array(7).fill(201));
    const warnings = server
      .lines()
      .filter((line) => line.includes("sends no X-Forwarded-For"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    );
  }, 120_000);
});
