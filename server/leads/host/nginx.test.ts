import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import {
  behindProxy,
  proxiedTest,
  type ProxyStarts,
  readDeploy,
  type RunningProxy,
} from "../../../test/server/behindProxy";
import {
  type Certificate,
  plainHttp,
  postEnquiry,
  put as putIn,
  SITE,
  statuses,
  storedMessages,
  viaProxy,
} from "../../../test/server/proxyTesting";
import { enquiry, freePort } from "../../../test/server/testing";

/*
 * Issue 26: a real nginx (the distribution's package) in front of the real
 * server, over TLS, through the tests every proxy passes
 * (test/server/behindProxy.ts) and nginx's own: what its defaults do.
 * nginx runs unprivileged-port only, with its own prefix, pid and logs in
 * a temporary folder. The documented deploy/nginx.conf is used as written,
 * with only the site's name, the ports and the certificate's paths put in.
 * server/leads/host/caddy.test.ts does the same with Caddy and deploy/Caddyfile.
 */

const NGINX =
  process.env.NGINX_PATH ??
  (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

const put = (text: string, from: string, to: string) =>
  putIn("deploy/nginx.conf", text, from, to);

/**
 * deploy/nginx.conf as documented, for this machine: the site's name, the
 * certificate, free ports for 80 and 443 (on 127.0.0.1 only), and the
 * server's port for 3000. Nothing else changes.
 */
function documentedSite(
  certificate: Certificate,
  serverPort: number,
  http: number,
  https: number,
) {
  let site = readDeploy("nginx.conf");
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
function defaultSite(
  certificate: Certificate,
  serverPort: number,
  https: number,
  lines = "",
) {
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

type Site = (ports: { http: number; https: number }) => string;

/** nginx with its own prefix, pid and logs, in front of `site`. */
const it = proxiedTest.extend<{
  startNginx: (site: Site) => Promise<RunningProxy>;
  proxy: ProxyStarts;
}>({
  startNginx: ({ temp, certificate, runProxy }, use) =>
    use(async (site) => {
      // nginx's workers (an unprivileged user when the tests run as root)
      // write their temporary files under the test's folder.
      chmodSync(temp.dir, 0o755);
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
      const errorLog = () => {
        const file = join(prefix, "error.log");
        return existsSync(file) ? readFileSync(file, "utf8") : "";
      };
      const nginx = await runProxy({
        command: NGINX,
        args: [
          "-p",
          prefix,
          "-c",
          join(prefix, "nginx.conf"),
          "-e",
          join(prefix, "error.log"),
        ],
        port: https,
        failure: (output) =>
          `nginx (${NGINX}) exited: ${output}${errorLog()}\nInstall it with apt-get install nginx, or set NGINX_PATH.`,
      });
      const errors = () =>
        (nginx.output() + errorLog())
          .split("\n")
          .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
      return { http, https, certificate, errors };
    }),
  proxy: ({ startNginx, certificate }, use) =>
    use({
      startDocumented: (server) =>
        startNginx(({ http, https }) =>
          documentedSite(certificate, server.port, http, https),
        ),
      startPassingHost: (server) =>
        startNginx(({ https }) =>
          defaultSite(
            certificate,
            server.port,
            https,
            "proxy_set_header Host $http_host;",
          ),
        ),
    }),
});

behindProxy(it, {
  name: "nginx",
  configFile: "nginx.conf",
  httpsRedirectStatus: 301,
  // Passed on with the Host it was asked for: the service refuses it.
  otherHostStatus: 403,
});

describe("behind nginx with deploy/nginx.conf, beyond what every proxy does", () => {
  it("takes an enquiry on an https port other than 443, the Host's port and all", async ({
    serve,
    databasePath,
    proxy,
  }) => {
    const server = await serve({ LEADS_TRUST_PROXY: "1" });
    const nginx = await proxy.startDocumented(server);
    // A browser on https://<site>:<port> sends that as Host and Origin.
    const site = `${SITE}:${nginx.https}`;
    const message = `Through nginx on port ${nginx.https}, marker 7Q2.`;
    const answer = await postEnquiry(nginx, {
      body: enquiry({ message }),
      headers: { Host: site, Origin: `https://${site}` },
    });
    expect(answer.status).toBe(201);
    expect(await storedMessages(databasePath)).toEqual([message]);
    expect(nginx.errors()).toEqual([]);
  }, 120_000);

  it("on another https port, changed as its comment says, sends http and www to that port", async ({
    serve,
    startNginx,
    certificate,
  }) => {
    // The comment names the redirect lines to change besides `listen`:
    // changing only the `listen` lines left http and www leading to 443.
    const redirect = "return 301 https://example.in$request_uri;";
    const file = readDeploy("nginx.conf");
    const lines = file.split("\n");
    const comment = lines.filter((line) => line.startsWith("#")).join("\n");
    expect(comment).toContain(`\`${redirect}\``);
    expect(lines.filter((line) => line.trim() === redirect)).toHaveLength(2);

    const server = await serve();
    const nginx = await startNginx(({ http, https }) =>
      put(
        documentedSite(certificate, server.port, http, https),
        `return 301 https://${SITE}$request_uri;`,
        `return 301 https://${SITE}:${https}$request_uri;`,
      ),
    );
    const www = await viaProxy(nginx, {
      path: "/contact?x=1",
      method: "GET",
      headers: { Host: `www.${SITE}:${nginx.https}` },
    });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(
      `https://${SITE}:${nginx.https}/contact?x=1`,
    );
    expect(await plainHttp(nginx.http, "/contact?x=1")).toEqual({
      status: 301,
      location: `https://${SITE}:${nginx.https}/contact?x=1`,
    });
    expect(nginx.errors()).toEqual([]);
  }, 120_000);
});

describe("behind nginx with its defaults", () => {
  it("refuses the first enquiry with one log line saying to pass the Host, without the enquiry's words", async ({
    serve,
    databasePath,
    startNginx,
    certificate,
  }) => {
    const server = await serve();
    const nginx = await startNginx(({ https }) =>
      defaultSite(certificate, server.port, https),
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
      `the page is at ${SITE} but the proxy in front asked for 127.0.0.1:${server.port}: set the proxy to pass the visitor's Host (nginx: proxy_set_header Host $http_host; see deploy/nginx.conf)`,
    );
    expect(refusals[0]).not.toContain("marker 4K9");
    expect(await storedMessages(databasePath)).toEqual([]);
  }, 120_000);

  it("with LEADS_TRUST_PROXY=1 but no X-Forwarded-For: names the line to add, and the limit is not site-wide", async ({
    serve,
    startNginx,
    certificate,
  }) => {
    const server = await serve({ LEADS_TRUST_PROXY: "1" });
    const nginx = await startNginx(({ https }) =>
      defaultSite(
        certificate,
        server.port,
        https,
        "proxy_set_header Host $http_host;",
      ),
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
