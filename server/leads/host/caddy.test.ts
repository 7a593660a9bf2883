import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import {
  behindProxy,
  DEFAULT_PORT,
  proxiedTest,
  type ProxyStarts,
  readDeploy,
} from "../../../test/server/behindProxy";
import {
  type Certificate,
  put as putIn,
  SITE,
} from "../../../test/server/proxyTesting";
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

const put = (text: string, from: string, to: string) =>
  putIn(CADDYFILE, text, from, to);

/**
 * deploy/Caddyfile as documented, for this machine: the changes listed at
 * the top of this file, nothing else.
 */
function documentedCaddyfile(
  certificate: Certificate,
  serverPort: number,
  http: number,
  https: number,
) {
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

/**
 * `caddy run` with the documented Caddyfile in front of the server, its
 * storage in the test's folder. Caddy passes the Host and sets
 * X-Forwarded-For by itself: the documented config is also the one that
 * passes the Host.
 */
const it = proxiedTest.extend<{ proxy: ProxyStarts }>({
  proxy: ({ temp, certificate, runProxy }, use) => {
    const startCaddy: ProxyStarts["startDocumented"] = async (server) => {
      const home = join(temp.dir, "caddy");
      mkdirSync(home, { recursive: true });
      const http = await freePort();
      const https = await freePort();
      const config = join(home, "Caddyfile");
      writeFileSync(
        config,
        documentedCaddyfile(certificate, server.port, http, https),
      );
      const caddy = await runProxy({
        command: CADDY,
        args: ["run", "--config", config, "--adapter", "caddyfile"],
        env: {
          ...process.env,
          HOME: home,
          XDG_DATA_HOME: join(home, "data"),
          XDG_CONFIG_HOME: join(home, "config"),
        },
        port: https,
        failure: (output) =>
          `caddy (${CADDY}) exited: ${output}\nInstall it with apt-get install caddy, or set CADDY_PATH.`,
      });
      // Its log lines are JSON.
      const errors = () =>
        caddy
          .output()
          .split("\n")
          .filter((line) => /"level":"(error|panic|fatal)"/.test(line));
      return { http, https, certificate, errors };
    };
    return use({ startDocumented: startCaddy, startPassingHost: startCaddy });
  },
});

behindProxy(it, {
  name: "Caddy",
  configFile: "Caddyfile",
  // Caddy's automatic redirect (308: the method is kept).
  httpsRedirectStatus: 308,
  // No site of its own has that name: Caddy's empty answer, without
  // asking the service.
  otherHostStatus: 200,
});

describe("Caddy's own, with deploy/Caddyfile", () => {
  it("leaves the certificate to Caddy: no tls, http:// site or auto_https line of its own", () => {
    const lines = readDeploy("Caddyfile")
      .split("\n")
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter(Boolean);
    expect(lines.join("\n")).not.toMatch(/http:\/\/|^tls\b|auto_https/m);
  });
});
