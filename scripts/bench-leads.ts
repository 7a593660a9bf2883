/**
 * Lead service benchmark (on demand, not a timed test). Serves the built
 * site with the service on, over a fresh SQLite file synced at every commit,
 * on loopback, and reports:
 *
 * 1. accepted enquiries per second (distinct clients behind a trusted
 *    proxy, so the per-address limits do not cap the rate);
 * 2. during a flood of 200 concurrent clients posting junk (bad JSON,
 *    invalid fields, wrong type, other origin, oversize, honeypot, too
 *    quick), the latency of `GET /` (p99 must stay under 100 ms), beside
 *    the same measure with no flood;
 * 3. how many junk posts were stored (must be 0).
 *
 *   npm run bench:leads                       # needs a build
 *   ENQUIRIES=2000 FLOOD_SECONDS=10 npm run bench:leads
 */
import { cpus } from "node:os";
import { join } from "node:path";
import {
  addresses,
  enquiry,
  FLOOD_SECONDS,
  FLOODERS,
  pagesUnderFlood,
  percentile,
  post,
} from "./benchLoad";
import { exitWithoutBuild, startLeadsBenchServer } from "./benchServer";
import { createClient } from "@libsql/client";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const ENQUIRIES = Number(process.env.ENQUIRIES ?? 2000);
const SUBMIT_CONCURRENCY = Number(process.env.SUBMIT_CONCURRENCY ?? 20);

exitWithoutBuild(join(root, buildDir));

const { origin, databasePath, stop } = await startLeadsBenchServer(
  root,
  buildDir,
  {
    name: "leads-bench",
    // Throughput, not the site-wide ceiling (bench-leads-attacks.ts
    // measures that as shipped).
    env: { LEADS_MAX_ENQUIRIES_PER_DAY: "1000000" },
    stderr: "inherit",
  },
);
const databaseUrl = `file:${databasePath}`;

const nextAddress = addresses("10");

// 1. Accepted enquiries per second.
let accepted = 0;
let next = 0;
const submitStart = performance.now();
await Promise.all(
  Array.from({ length: SUBMIT_CONCURRENCY }, async () => {
    while (next < ENQUIRIES) {
      const index = next++;
      const response = await post(
        origin,
        "/api/contact",
        enquiry(
          index,
          `Benchmark enquiry number ${index}: a website for a clinic in Saket.`,
        ),
        nextAddress(),
      );
      if (response.status === 201) accepted++;
      await response.arrayBuffer();
    }
  }),
);
const submitSeconds = (performance.now() - submitStart) / 1000;

// 2. GET / alone, then under a flood of junk.
// The flood runs in its own process, so its 200 clients do not queue
// behind (or in front of) the measuring one in a shared event loop.
const {
  quiet,
  flooded,
  result: { sent: junkSent, errors: floodErrors },
} = await pagesUnderFlood(origin, "bench-leads-flood.ts", {
  sent: 0,
  errors: 0,
});

// 3. What was stored.
const db = createClient({ url: databaseUrl });
const stored = Number(
  (await db.execute("SELECT count(*) AS n FROM leads")).rows[0]?.n ?? 0,
);
db.close();
stop();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = (await import("node:os")).loadavg()[0]?.toFixed(1);
console.log(`
Lead service on loopback, SQLite file with synchronous=FULL (fsync at each commit);
${cpus().length} CPUs, load average ${load} at the end

accepted enquiries:        ${accepted} of ${ENQUIRIES} in ${submitSeconds.toFixed(2)} s = ${(accepted / submitSeconds).toFixed(0)} per second (${SUBMIT_CONCURRENCY} at a time)
GET / without flood:       p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))} (${quiet.length} requests)
GET / during junk flood:   p50 ${ms(percentile(flooded, 50))}, p99 ${ms(percentile(flooded, 99))} (${flooded.length} requests)
junk posts (${FLOODERS} clients): ${junkSent} answered in ${FLOOD_SECONDS} s, ${floodErrors} connection errors
junk stored:               ${stored - accepted}
`);
const isOk = percentile(flooded, 99) < 100 && stored === accepted;
console.log(
  isOk ? "Bars met: p99 < 100 ms, no junk stored." : "A bar was missed.",
);
process.exit(isOk ? 0 : 1);
