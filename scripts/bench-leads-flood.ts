/**
 * The junk flood of `bench-leads.ts`, in its own process: FLOODERS clients
 * posting junk to FLOOD_ORIGIN/api/contact for FLOOD_SECONDS, then one line
 * of JSON with what was sent.
 */
const floodOrigin = process.env.FLOOD_ORIGIN ?? "";
const flooders = Number(process.env.FLOODERS ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);

let counter = 0;
function post(body: string, headers: Record<string, string> = {}) {
  counter++;
  return fetch(`${floodOrigin}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: floodOrigin,
      "X-Forwarded-For": `172.16.${(counter >> 8) & 255}.${counter & 255}`,
      ...headers,
    },
    body,
  });
}

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
  () => post("{not json"),
  () =>
    post(JSON.stringify({ name: "x", email: "not-an-email", message: "buy" })),
  () => post(JSON.stringify({ name: "", email: "", message: "" })),
  () => post(fine(), { "Content-Type": "text/plain" }),
  () => post(fine(), { Origin: "https://spam.example" }),
  () => post("x".repeat(20_000)),
  () => post(fine({ company_website: "https://spam.example" })),
  () => post(fine({ elapsedMs: 200 })),
];

let sent = 0;
let errors = 0;
const ends = Date.now() + seconds * 1000;
console.log("flooding");
await Promise.all(
  Array.from({ length: flooders }, async (_, worker) => {
    for (let index = worker; Date.now() < ends; index++) {
      const send = junk[index % junk.length];
      if (!send) break;
      try {
        const response = await send();
        await response.arrayBuffer();
        sent++;
      } catch {
        errors++;
      }
    }
  }),
);
console.log(JSON.stringify({ sent, errors }));
export {};
