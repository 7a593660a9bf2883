import type { ServerOptions } from "node:http";

/**
 * Node's own deadlines for every connection of the server that runs the
 * service: headers must arrive within 10 s (else Node answers 408 and
 * closes), and a whole request within 30 s, a backstop behind the
 * service's own 10 s body deadline (intake.ts). Connections are checked
 * every second, so a deadline holds to about a second (Node's default
 * check, every 30 s, let a slow client keep its socket up to 40 s).
 */
export const HTTP_SERVER_OPTIONS: ServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
};
