/**
 * Lead service under attack (on demand, not a timed test; issue 25). Serves
 * the built site with the service on, over a fresh SQLite file, and for
 * each attack reports what a real visitor sees meanwhile: `GET /` latency
 * and enquiry latency (p50, p99) with the answers' statuses, beside the
 * same with no attack. Each attack runs in its own low-priority process,
 * as an attacker's clients run on their own machines.
 *
 *   npm run bench:leads:attacks               # needs a build
 *   ATTACK_SECONDS=15 npm run bench:leads:attacks
 *
 * The attacks: posts abandoned as they are sent; 200 bodies and 200 header
 * sets sent a byte a second; 50 MB sign-in posts, two at a time, pushed
 * whole; another process holding the database's write lock for 2 s of
 * every 3; password guesses from one address and from rotating ones; and,
 * on a second server with the default ceiling, enquiries from rotating
 * addresses.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpus, loadavg, setPriority } from "node:os";
import { join } from "node:path";
import type { Attack } from "./benchLeadsAttacker";
import {
  type LeadService,
  percentile,
  requireBuild,
  root,
  startLeadService,
} from "./leadsBenchKit";

const SECONDS = Number(process.env.ATTACK_SECONDS ?? 8);

/* ------------------------------ the bench ------------------------------- */

requireBuild();

const services: LeadService[] = [];
const children: ChildProcess[] = [];

async function startServer(env: Record<string, string>) {
  const service = await startLeadService({
    STUDIO_PASSWORD: "the studio's long bench password",
    ...env,
  });
  services.push(service);
  return service;
}

function stopAll() {
  for (const child of children) child.kill();
  for (const service of services) service.stop();
}

let visitor = 0;

/** A real visitor for `seconds`: pages one after another, and an enquiry every 250 ms. */
async function visit(origin: string, seconds: number) {
  const ends = performance.now() + seconds * 1000;
  const pages: number[] = [];
  const pageStatuses = new Map<number, number>();
  const enquiries: number[] = [];
  const enquiryStatuses = new Map<number, number>();
  const tally = (map: Map<number, number>, status: number) =>
    map.set(status, (map.get(status) ?? 0) + 1);
  const timed = async (run: () => Promise<Response>) => {
    const start = performance.now();
    try {
      const response = await run();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - start };
    } catch {
      return { status: 0, ms: performance.now() - start };
    }
  };
  await Promise.all([
    (async () => {
      while (performance.now() < ends) {
        const answer = await timed(() =>
          fetch(`${origin}/`, { headers: { "Accept-Encoding": "br, gzip" } }),
        );
        pages.push(answer.ms);
        tally(pageStatuses, answer.status);
      }
    })(),
    (async () => {
      while (performance.now() < ends) {
        visitor++;
        const answer = await timed(() =>
          fetch(`${origin}/api/contact`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: origin,
              "X-Forwarded-For": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
            },
            body: JSON.stringify({
              name: `Real Visitor ${visitor}`,
              email: `visitor${visitor}@example.in`,
              message: "A website for our clinic in Saket, with bookings.",
              key: crypto.randomUUID(),
              elapsedMs: 30_000,
            }),
          }),
        );
        enquiries.push(answer.ms);
        tally(enquiryStatuses, answer.status);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })(),
  ]);
  return { pages, pageStatuses, enquiries, enquiryStatuses };
}

/** Another process holding the write lock for 2 s of every 3, for `seconds`. */
function lockRepeatedly(databasePath: string, seconds: number) {
  const code = `
    import Database from "libsql";
    const ends = Date.now() + ${seconds * 1000};
    const db = new Database(${JSON.stringify(databasePath)}, { timeout: 10000 });
    console.log("attacking");
    while (Date.now() < ends) {
      db.exec("BEGIN IMMEDIATE");
      const until = Date.now() + 2000;
      while (Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      db.exec("COMMIT");
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(JSON.stringify({ sent: 0 }));
  `;
  return spawn(process.execPath, ["--input-type=module", "-e", code], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

function startAttack(kind: Attack, origin: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "benchLeadsAttacker.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_ATTACK: kind,
        BENCH_ORIGIN: origin,
        BENCH_SECONDS: String(SECONDS + 1),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  // An attacker's clients run on their machines, not ours.
  if (child.pid) setPriority(child.pid, 19);
  return child;
}

async function during(
  name: string,
  origin: string,
  attacker: ChildProcess | null,
) {
  let output = "";
  if (attacker) {
    children.push(attacker);
    await new Promise<void>((resolve) =>
      attacker.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("attacking")) resolve();
      }),
    );
    // Let it reach full strength first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seen = await visit(origin, attacker ? SECONDS - 1 : SECONDS);
  if (attacker) await new Promise((resolve) => attacker.once("exit", resolve));
  const sent = (
    JSON.parse(/\{.*\}/.exec(output)?.[0] ?? '{"sent":0}') as { sent: number }
  ).sent;
  return { name, sent, ...seen };
}

const ms = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(0)} ms` : "-";
const statuses = (map: Map<number, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}×${status || "error"}`)
    .join(" ");

try {
  const ceilings = {
    LEADS_MAX_ENQUIRIES_PER_MINUTE: "100000",
    LEADS_MAX_ENQUIRIES_PER_DAY: "1000000",
    LEADS_MAX_NOTIFICATIONS_PER_MINUTE: "100000",
    LEADS_MAX_NOTIFICATIONS_PER_DAY: "1000000",
  };
  const main = await startServer(ceilings);
  const results = [await during("no attack", main.origin, null)];
  for (const kind of [
    "abandoned",
    "slow-bodies",
    "slow-headers",
    "oversized",
    "signin-one",
    "signin-many",
  ] as const) {
    results.push(
      await during(kind, main.origin, startAttack(kind, main.origin)),
    );
  }
  results.push(
    await during(
      "outside-lock",
      main.origin,
      lockRepeatedly(main.databasePath, SECONDS + 1),
    ),
  );
  // The ceiling as shipped: a second server with the default settings.
  const defaults = await startServer({});
  results.push(
    await during(
      "enquiry-flood (default ceiling)",
      defaults.origin,
      startAttack("enquiry-flood", defaults.origin),
    ),
  );

  console.log(
    `\nLead service under attack, ${SECONDS} s each; ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at the end (a shared machine: figures are noisy)\n`,
  );
  console.log(
    "attack                           attacker sent   GET / p50 / p99     enquiry p50 / p99   pages            enquiries",
  );
  for (const result of results) {
    console.log(
      [
        result.name.padEnd(32),
        String(result.sent).padStart(13),
        `${ms(percentile(result.pages, 50))} / ${ms(percentile(result.pages, 99))}`.padStart(
          18,
        ),
        `${ms(percentile(result.enquiries, 50))} / ${ms(percentile(result.enquiries, 99))}`.padStart(
          20,
        ),
        `  ${statuses(result.pageStatuses)}`.padEnd(17),
        statuses(result.enquiryStatuses),
      ].join(" "),
    );
  }
  console.log(
    "\nA visitor's enquiries are 201 throughout except under the database lock (201 once it is free; 503 past 5 s, kept on the device) and above the site-wide ceiling (429 with a message, by design).",
  );
} finally {
  stopAll();
}
