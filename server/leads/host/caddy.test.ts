import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  behindProxy,
  DEFAULT_PORT,
  PROXIED_SERVER_ENV,
  readDeploy,
  type RunningProxy,
} from "../../../test/server/behindProxy";
import {
  type Certificate,
  listening,
  put as putIn,
  SITE,
  selfSigned,
  startProcess,
  viaProxy,
} from "../../../test/server/proxyTesting";
import {
  type RealServer,
  realServerPerTest,
} from "../../../test/server/testServer";
import { freePort } from "../../../test/server/testing";

/*
 * Issue 26: a real Caddy (the distribution's package: Debian 12 has 2.6.2)
 * in front of the real server, over TLS, through the tests every proxy
 * passes (test/server/behindProxy.ts) and Caddy's own. The documented
 * deploy/Caddyfile is used as written, with only these put in: the site's
 * name; a `tls <cert> <key>` line in each site block (the local
 * certificate, instead of one from Let's Encrypt); the server's port for
 * 3000; and global options `admin off` (no admin port), `default_bind
 * 127.0.0.1` and `http_port`/`https_port` (free ports instead of 80 and
 * 443). Caddy keeps its storage (HOME, XDG_DATA_HOME, XDG_CONFIG_HOME) in
 * a temporary folder. server/leads/host/nginx.test.ts does the same with nginx
 * and deploy/nginx.conf.
 */

const CADDYFILE = "deploy/Caddyfile";

const CADDY =
  process.env.CADDY_PATH ??
  (existsSync("/usr/bin/caddy") ? "/usr/bin/caddy" : "caddy");

const real = realServerPerTest(PROXIED_SERVER_ENV);
let certificate: Certificate;

beforeEach(() => {
  certificate = selfSigned(real.dir(), [SITE, `www.${SITE}`]);
});

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

/** `caddy run` with the documented Caddyfile in front of `server`, its storage in the temporary folder. */
async function startCaddy(server: RealServer): Promise<RunningProxy> {
  const home = join(real.dir(), "caddy");
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
  real.cleanup(() => caddy.stop());
  // Ready when it accepts connections on its TLS port.
  await listening(https, () =>
    caddy.gone()
      ? `caddy (${CADDY}) exited: ${caddy.output()}\nInstall it with apt-get install caddy, or set CADDY_PATH.`
      : undefined,
  );
  // Its log lines are JSON.
  const errors = () =>
    caddy
      .output()
      .split("\n")
      .filter((line) => /"level":"(error|panic|fatal)"/.test(line));
  return { http, https, certificate, errors };
}

behindProxy(
  {
    name: "Caddy",
    configFile: "Caddyfile",
    startDocumented: startCaddy,
    // Caddy passes the Host and sets X-Forwarded-For by itself.
    startPassingHost: startCaddy,
    // Caddy's automatic redirect (308: the method is kept).
    httpsRedirectStatus: 308,
    // No site of its own has that name: Caddy's empty answer, without
    // asking the service.
    otherHostStatus: 200,
  },
  real,
);

describe("Caddy's own, with deploy/Caddyfile", () => {
  it("sends www to the site, over TLS", async () => {
    const server = await real.serve({ LEADS_TRUST_PROXY: "1" });
    const caddy = await startCaddy(server);
    // The Caddyfile's www block.
    const www = await viaProxy(caddy, {
      path: "/contact?x=1",
      method: "GET",
      headers: { Host: `www.${SITE}` },
    });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${SITE}/contact?x=1`);
    expect(caddy.errors()).toEqual([]);
  }, 120_000);

  it("leaves the certificate to Caddy: no tls, http:// site or auto_https line of its own", () => {
    const lines = readDeploy("Caddyfile")
      .split("\n")
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter(Boolean);
    expect(lines.join("\n")).not.toMatch(/http:\/\/|^tls\b|auto_https/m);
  });
});
