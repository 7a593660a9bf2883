import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import { connect } from "node:net";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { expect } from "vitest";
import { enquiry } from "./testing";

/*
 * Test support for a real reverse proxy (nginx, Caddy) in front of the real
 * server over TLS: a certificate made with openssl, requests to the proxy
 * from chosen loopback addresses (each a visitor the proxy tells apart),
 * and what the service stored.
 */

export const SITE = "kalam.test";
export const SITE_ORIGIN = `https://${SITE}`;
export const STUDIO_PASSWORD = "a long studio password for the tests";
/** What a browser on the site's page sends with an enquiry. */
export const BROWSER = {
  Origin: SITE_ORIGIN,
  "Sec-Fetch-Site": "same-origin",
} as const;

export type Certificate = { cert: string; key: string; pem: string };

/** A self-signed certificate for `names` (the first is its CN), with openssl. */
export function selfSigned(dir: string, names: string[] = [SITE]): Certificate {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
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
      `/CN=${names[0] ?? SITE}`,
      "-addext",
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(",")}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  return { cert, key, pem: readFileSync(cert, "utf8") };
}

/**
 * Replaces `from` in a documented config's `text`, failing loudly when the
 * file (`name`) no longer has it.
 */
export function put(name: string, text: string, from: string, to: string) {
  expect(text, `${name} has ${from}`).toContain(from);
  return text.split(from).join(to);
}

/** A proxy answering TLS for the site on 127.0.0.1:`https`. */
export type Proxy = { https: number; certificate: Certificate };

export type Answer = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * One request to the proxy over TLS, for https://kalam.test, from `from`
 * (any address in 127.0.0.0/8: each is a visitor the proxy tells apart).
 */
export function viaProxy(
  proxy: Proxy,
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
        port: proxy.https,
        servername: SITE,
        ca: proxy.certificate.pem,
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

export function postEnquiry(
  proxy: Proxy,
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
  return viaProxy(proxy, {
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...BROWSER, ...headers },
    from,
  });
}

/** The statuses of `count` enquiries sent one after another. */
export async function statuses(
  proxy: Proxy,
  count: number,
  options: (index: number) => Parameters<typeof postEnquiry>[1],
) {
  const found: number[] = [];
  for (let index = 0; index < count; index++) {
    found.push((await postEnquiry(proxy, options(index))).status);
  }
  return found;
}

/** Every stored enquiry's message and keyed client hash, oldest first. */
export async function storedLeads(databasePath: string) {
  const db = createClient({ url: `file:${databasePath}` });
  try {
    const result = await db.execute(
      "SELECT message, client_hash FROM leads ORDER BY created_at, rowid",
    );
    return result.rows.map((row) => ({
      message: String(row.message),
      clientHash: String(row.client_hash),
    }));
  } finally {
    db.close();
  }
}

export async function storedMessages(databasePath: string) {
  return (await storedLeads(databasePath)).map((lead) => lead.message);
}

/** Signs in through the proxy and returns the inbox page's HTML. */
export async function inboxPage(proxy: Proxy) {
  const signIn = await viaProxy(proxy, {
    path: "/studio/sign-in",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...BROWSER,
    },
    body: new URLSearchParams({ password: STUDIO_PASSWORD }).toString(),
  });
  expect(signIn.status).toBe(303);
  const setCookie = [signIn.headers["set-cookie"] ?? []].flat().join("\n");
  // Behind TLS the session cookie is Secure, and the browser keeps it.
  expect(setCookie).toMatch(/; Secure/i);
  const cookie = setCookie.split(";")[0] ?? "";
  const inbox = await viaProxy(proxy, {
    path: "/studio",
    method: "GET",
    headers: { Cookie: cookie },
  });
  expect(inbox.status).toBe(200);
  return inbox.body;
}

/**
 * A plain-http request to 127.0.0.1:`port` for `host` (the site's name
 * unless told), read raw: the status and Location of the answer.
 */
export function plainHttp(port: number, path: string, host = SITE) {
  return new Promise<{ status: number; location: string }>(
    (resolve, reject) => {
      const req = connect(port, "127.0.0.1", () =>
        req.write(
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
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
}
