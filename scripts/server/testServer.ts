import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import {
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
} from "../headers";

export const NOT_FOUND_TEXT = "This page does not exist.";
const BIG_SIZE = 8 * 1024 * 1024;

/**
 * A small complete build (`<dir>/client`), as `npm run build` leaves one.
 * It sits in the project, like a real build, so a compiled server there
 * finds the project's packages.
 */
export function makeBuild(): { buildDir: string; clientDir: string } {
  const buildDir = mkdtempSync(
    join(import.meta.dirname, "..", "..", "build-test-"),
  );
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  mkdirSync(join(clientDir, "portfolio"));
  const page = (text: string) =>
    `<!doctype html><html lang="en"><title>${text}</title><p>${text}</p></html>`;
  writeFileSync(join(clientDir, "index.html"), page("Home"));
  writeFileSync(join(clientDir, "portfolio", "index.html"), page("Portfolio"));
  writeFileSync(join(clientDir, "__spa-fallback.html"), page(NOT_FOUND_TEXT));
  writeFileSync(join(clientDir, "assets", "app-abc123.js"), "0123456789");
  writeFileSync(
    join(clientDir, "assets", "big-abc123.bin"),
    Buffer.alloc(BIG_SIZE),
  );
  writeFileSync(
    join(clientDir, "_headers"),
    headersFile(securityHeaders(contentSecurityPolicy(["'sha256-abc'"]))),
  );
  return { buildDir, clientDir };
}

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body as sent (compressed, say). */
  bytes: Buffer;
};

/** One real HTTP request; resolves with the whole answer. */
export function request(
  port: number,
  path: string,
  {
    method = "GET",
    headers = {},
  }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString("utf8"),
            bytes,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export function portOf(address: AddressInfo | string | null): number {
  if (!address || typeof address === "string") throw new Error("not listening");
  return address.port;
}
