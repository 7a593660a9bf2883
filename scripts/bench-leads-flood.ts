/**
 * The junk flood of `bench-leads.ts`, in its own process: FLOODERS clients
 * posting junk to FLOOD_ORIGIN/api/contact for FLOOD_SECONDS, then one line
 * of JSON with what was sent.
 */
import { addresses, flood, post } from "./benchLoad";

const floodOrigin = process.env.FLOOD_ORIGIN ?? "";
const flooders = Number(process.env.FLOODERS ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);

const address = addresses("172.16");
const send = (body: string, headers: Record<string, string> = {}) =>
  post(floodOrigin, "/api/contact", body, address(), headers);

const fine = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: "Bot",
    email: "bot@spam.example",
    message: "cheap seo backlinks",
    key: crypto.randomUUID(),
    elapsedMs: 20_000,
    ...extra,
  });

/** Every kind of post the service must refuse or drop. */
const junk: (() => Promise<Response>)[] = [
  () => send("{not json"),
  () =>
    send(JSON.stringify({ name: "x", email: "not-an-email", message: "buy" })),
  () => send(JSON.stringify({ name: "", email: "", message: "" })),
  () => send(fine(), { "Content-Type": "text/plain" }),
  () => send(fine(), { Origin: "https://spam.example" }),
  () => send("x".repeat(20_000)),
  () => send(fine({ company_website: "https://spam.example" })),
  () => send(fine({ elapsedMs: 200 })),
];

let sent = 0;
const errors = await flood(flooders, seconds, async (worker, round) => {
  const kind = junk[(worker + round) % junk.length];
  if (!kind) return;
  const response = await kind();
  await response.arrayBuffer();
  sent++;
});
console.log(JSON.stringify({ sent, errors }));
