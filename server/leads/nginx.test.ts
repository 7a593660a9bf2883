import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { connect } from "node:net";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeSiteBuild, type RealServer, startRealServer } from "./testServer";
import { enquiry, eventually, freePort, startSmtp, tempDir } from "./testing";

/*
 * Issue 26: the site as studios deploy it, a real nginx (the distribution's
 * package) in front of the real server (`scripts/serve.ts`, what
 * `npm start` runs), over TLS with a certificate made here. nginx runs
 * unprivileged-port only, with its own prefix, pid and logs in a temporary
 * folder. The documented deploy/nginx.conf is used as written, with only
 * the site's name, the ports and the certificate's paths put in.
 */

const root = join(import.meta.dirname, "..", "..");
const SITE = "kalam.test";
const ORIGIN = `https://${SITE}`;
const PASSWORD = "a long studio password for the tests";
/** What a browser on the site's page sends with an enquiry. */
const BROWSER = {
  Origin: ORIGIN,
  "Sec-Fetch-Site": "same-origin",
} as const;

const NGINX =
  process.env.NGINX_PATH ??
  (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

let temp: ReturnType<typeof tempDir>;
let build: ReturnType<typeof makeSiteBuild>;
let certificate: { cert: string; key: string; pem: string };
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  temp = tempDir();
  // nginx's workers (an unprivileged user when the tests run as root)
  // write their temporary files under this folder.
  chmodSync(temp.dir, 0o755);
  build = makeSiteBuild();
  certificate = selfSigned();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  build.remove();
  temp.remove();
});

/** A self-signed certificate for the test's site name, with openssl. */
function selfSigned() {
  const cert = join(temp.dir, "cert.pem");
  const key = join(temp.dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${SITE}`,
      "-addext",
      `subjectAltName=DNS:${SITE}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  return { cert, key, pem: readFileSync(cert, "utf8") };
}

const databasePath = () => join(temp.dir, "leads.db");

async function serve(env: Record<string, string> = {}) {
  const server = await startRealServer({
    buildDir: build.buildDir,
    env: {
      LEADS_DATABASE_URL: `file:${databasePath()}`,
      STUDIO_PASSWORD: PASSWORD,
      BEHIND_HTTPS: "1",
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

/** Replaces `from` in `text`, failing loudly when the file no longer has it. */
function put(text: string, from: string, to: string) {
  expect(text, `deploy/nginx.conf has ${from}`).toContain(from);
  return text.split(from).join(to);
}

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

type Nginx = { https: number; http: number; errors: () => string };

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
  const child: ChildProcess = spawn(
    NGINX,
    [
      "-p",
      prefix,
      "-c",
      join(prefix, "nginx.conf"),
      "-e",
      join(prefix, "error.log"),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  child.once("error", (error) => (output += String(error)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
    }
    await exited;
  });
  const errors = () => {
    const log = join(prefix, "error.log");
    return output + (existsSync(log) ? readFileSync(log, "utf8") : "");
  };
  // Ready when it accepts connections on its TLS port.
  await eventually(async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `nginx (${NGINX}) exited: ${errors()}\nInstall it with apt-get install nginx, or set NGINX_PATH.`,
      );
    }
    await new Promise<void>((resolve, reject) => {
      const socket = connect(https, "127.0.0.1", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", reject);
    });
  });
  return { http, https, errors };
}

type Answer = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * One request to nginx over TLS, for https://kalam.test, from `from` (any
 * address in 127.0.0.0/8: each is a visitor nginx tells apart).
 */
function viaNginx(
  nginx: Nginx,
  {
    path = "/api/contact",
    method = "POST",
    headers = {},
    body,
    from = "127.0.0.1",
  }: {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: nginx.https,
        servername: SITE,
        ca: certificate.pem,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: {
          Host: SITE,
          ...(body === undefined
            ? {}
            : { "Content-Length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            headers: response.headers,
          }),
        );
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

function postEnquiry(
  nginx: Nginx,
  {
    body = enquiry(),
    headers = {},
    from,
  }: {
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
    from?: string;
  } = {},
) {
  return viaNginx(nginx, {
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...BROWSER, ...headers },
    from,
  });
}

async function statuses(
  nginx: Nginx,
  count: number,
  options: (index: number) => Parameters<typeof postEnquiry>[1],
) {
  const found: number[] = [];
  for (let index = 0; index < count; index++) {
    found.push((await postEnquiry(nginx, options(index))).status);
  }
  return found;
}

async function storedMessages() {
  const db = createClient({ url: `file:${databasePath()}` });
  try {
    const result = await db.execute("SELECT message FROM leads");
    return result.rows.map((row) => String(row.message));
  } finally {
    db.close();
  }
}

/** Signs in through nginx and returns the inbox page's HTML. */
async function inboxPage(nginx: Nginx) {
  const signIn = await viaNginx(nginx, {
    path: "/studio/sign-in",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...BROWSER,
    },
    body: new URLSearchParams({ password: PASSWORD }).toString(),
  });
  expect(signIn.status).toBe(303);
  const setCookie = [signIn.headers["set-cookie"] ?? []].flat().join("\n");
  // Behind TLS the session cookie is Secure, and the browser keeps it.
  expect(setCookie).toMatch(/; Secure/i);
  const cookie = setCookie.split(";")[0] ?? "";
  const inbox = await viaNginx(nginx, {
    path: "/studio",
    method: "GET",
    headers: { Cookie: cookie },
  });
  expect(inbox.status).toBe(200);
  return inbox.body;
}

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
    const home = await viaNginx(nginx, { path: "/", method: "GET" });
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
    const answer = await new Promise<{ status: number; location: string }>(
      (resolve, reject) => {
        const req = connect(nginx.http, "127.0.0.1", () =>
          req.write(
            `GET /contact?x=1 HTTP/1.1\r\nHost: ${SITE}\r\nConnection: close\r\n\r\n`,
          ),
        );
        let text = "";
        req.on("data", (chunk: Buffer) => (text += chunk.toString()));
        req.once("end", () =>
          resolve({
            status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]),
            location: /^Location: (.+)\r$/im.exec(text)?.[1] ?? "",
          }),
        );
        req.once("error", reject);
      },
    );
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
