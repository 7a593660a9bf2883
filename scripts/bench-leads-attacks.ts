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
 * addresses; and the health hammer: 50 connections asking GET /api/health
 * as fast as it answers, from rotating addresses (the visitor's GET /
 * throughput during it is compared with the same without an attack).
 *
 * Then the protections that must not be turned against the studio, each
 * with the figure an attacker would aim at: the acknowledgement cannon
 * (posts naming one stranger's address), the ceiling flood followed by a
 * real visitor (and 100 visitors at once behind a proxy), the owner signing
 * in during a guessing flood, and forged speed beacons.
 *
 *   BENCH_SCENARIOS=protections npm run bench:leads:attacks   # only those
 *   BENCH_SCENARIOS=attacks npm run bench:leads:attacks       # all but those
 */
import { type ChildProcess, spawn } from "node:child_process";
import { connect, type Socket } from "node:net";
import { cpus, loadavg, setPriority } from "node:os";
import { join } from "node:path";
import { addresses, percentile, post, postJson } from "./benchLoad";
import { exitWithoutBuild, startLeadsBenchServer } from "./benchServer";
import { SMTPServer } from "smtp-server";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const SECONDS = Number(process.env.ATTACK_SECONDS ?? 8);

type Attack =
  | "abandoned"
  | "slow-bodies"
  | "slow-headers"
  | "oversized"
  | "signin-one"
  | "signin-many"
  | "enquiry-flood"
  | "health-hammer";

/* ----------------------------- the attacker ----------------------------- */

async function attack(kind: Attack, origin: string, seconds: number) {
  const { port, hostname } = new URL(origin);
  const ends = Date.now() + seconds * 1000;
  let sent = 0;
  const isOver = () => Date.now() >= ends;
  const open = () => {
    const socket: Socket = connect(Number(port), hostname);
    socket.on("error", () => {});
    return socket;
  };
  const head = (path: string, type: string, length: string) =>
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Type: ${type}`,
      `Origin: ${origin}`,
      length,
      "",
      "",
    ].join("\r\n");
  let counter = 0;
  const address = () => {
    counter++;
    return `172.20.${(counter >> 8) & 255}.${counter & 255}`;
  };
  const enquiry = () =>
    JSON.stringify({
      name: "Bot",
      email: "bot@spam.example",
      message: "cheap seo backlinks for your site",
      key: crypto.randomUUID(),
      elapsedMs: 20_000,
    });
  const loops = (count: number, run: () => Promise<void>) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        while (!isOver()) await run();
      }),
    );
  const signIn = (from: () => string) => async () => {
    try {
      const response = await fetch(`${origin}/studio/sign-in`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          "X-Forwarded-For": from(),
        },
        body: `password=guess-${counter}`,
        redirect: "manual",
      });
      await response.arrayBuffer();
      sent++;
    } catch {
      // refused or cut off: try again
    }
  };
  /** `count` connections that send `first`, then a byte a second, re-opened when closed. */
  const dribble = async (count: number, first: string) => {
    const sockets = new Set<Socket>();
    const openOne = () => {
      const socket = open();
      socket.write(first);
      sent++;
      sockets.add(socket);
      socket.once("close", () => {
        sockets.delete(socket);
        if (!isOver()) openOne();
      });
    };
    for (let index = 0; index < count; index++) openOne();
    const timer = setInterval(() => {
      for (const socket of sockets) socket.write("x");
    }, 1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    clearInterval(timer);
    for (const socket of sockets) socket.destroy();
  };

  console.log("attacking");
  switch (kind) {
    case "abandoned":
      await loops(50, async () => {
        const body = enquiry();
        const socket = open();
        await new Promise<void>((resolve) => socket.once("connect", resolve));
        socket.write(
          head(
            "/api/contact",
            "application/json",
            `X-Forwarded-For: ${address()}\r\nContent-Length: ${Buffer.byteLength(body)}`,
          ) + body,
        );
        sent++;
        socket.destroy();
        await new Promise((resolve) => setImmediate(resolve));
      });
      break;
    case "slow-bodies":
      await dribble(
        200,
        head("/api/contact", "application/json", "Content-Length: 2000"),
      );
      break;
    case "slow-headers":
      await dribble(
        200,
        `POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `,
      );
      break;
    case "oversized":
      await loops(2, async () => {
        const socket = open();
        const size = 50 * 1024 * 1024;
        socket.write(
          head(
            "/studio/sign-in",
            "application/x-www-form-urlencoded",
            `Content-Length: ${size}`,
          ),
        );
        sent++;
        const block = Buffer.alloc(64 * 1024, "a");
        let written = 0;
        await new Promise<void>((resolve) => {
          socket.once("close", () => resolve());
          const pump = () => {
            while (written < size && !socket.destroyed && !isOver()) {
              written += block.length;
              if (!socket.write(block)) {
                socket.once("drain", pump);
                return;
              }
            }
            socket.end();
          };
          pump();
        });
      });
      break;
    case "signin-one":
      await loops(
        20,
        signIn(() => "172.21.0.1"),
      );
      break;
    case "signin-many":
      await loops(20, signIn(address));
      break;
    case "health-hammer":
      // 50 connections asking GET /api/health back to back, each request
      // from another address (the proxy's X-Forwarded-For), so no
      // per-address limit answers for the service.
      await loops(50, async () => {
        try {
          const response = await fetch(`${origin}/api/health`, {
            headers: { "X-Forwarded-For": address() },
          });
          await response.arrayBuffer();
          sent++;
        } catch {
          // try again
        }
      });
      break;
    case "enquiry-flood":
      await loops(20, async () => {
        try {
          const response = await post(
            origin,
            "/api/contact",
            enquiry(),
            address(),
          );
          await response.arrayBuffer();
          sent++;
        } catch {
          // try again
        }
      });
      break;
  }
  console.log(JSON.stringify({ sent }));
}

if (process.env.BENCH_ATTACK) {
  await attack(
    process.env.BENCH_ATTACK as Attack,
    process.env.BENCH_ORIGIN ?? "",
    Number(process.env.BENCH_SECONDS ?? SECONDS),
  );
  process.exit(0);
}

/* ------------------------------ the bench ------------------------------- */

exitWithoutBuild(join(root, buildDir));

const stops: (() => void)[] = [];

async function startServer(env: Record<string, string>) {
  const server = await startLeadsBenchServer(root, buildDir, {
    name: "leads-attacks",
    env,
    attempts: 450,
  });
  stops.push(server.stop);
  return server;
}

function stopAll() {
  for (const stop of stops) stop();
}

let visitor = 0;
const visitorAddress = addresses("10");

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
          postJson(
            origin,
            "/api/contact",
            {
              name: `Real Visitor ${visitor}`,
              email: `visitor${visitor}@example.in`,
              message: "A website for our clinic in Saket, with bookings.",
              key: crypto.randomUUID(),
              elapsedMs: 30_000,
            },
            visitorAddress(),
          ),
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
    ["--import", "tsx", join(import.meta.dirname, "bench-leads-attacks.ts")],
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
    stops.push(() => attacker.kill());
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
  // Wait for the attacker's last figures; it may have exited already
  // (on a busy machine the visitor's last request ends after it).
  if (attacker && attacker.exitCode === null && attacker.signalCode === null)
    await new Promise((resolve) => attacker.once("exit", resolve));
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

/* ----------------------- protections (issue-style) ----------------------- */

/** An SMTP server in this process that keeps what it accepts, with when. */
async function startMailbox() {
  const mails: { to: string[]; raw: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ten posts from ten addresses, each naming one stranger's address, with a link. */
async function ackCannon() {
  const mailbox = await startMailbox();
  try {
    const server = await startServer({
      LEADS_SMTP_URL: mailbox.url,
      LEADS_NOTIFY_TO: "studio@example.in",
      LEADS_ACK: "1",
    });
    const victim = "victim@example.org";
    let accepted = 0;
    for (let index = 0; index < 10; index++) {
      const response = await postJson(
        server.origin,
        "/api/contact",
        {
          name: "Claim your refund at https://evil.example/login",
          email: index % 2 ? victim : "Victim+offer@Example.org",
          message: "Your account is locked: https://evil.example/login",
          key: crypto.randomUUID(),
          elapsedMs: 20_000,
        },
        `172.30.0.${index + 1}`,
      );
      if (response.status === 201) accepted++;
    }
    const ends = performance.now() + 30_000;
    const toVictim = () =>
      mailbox.mails.filter((mail) =>
        mail.to.some((to) => to.toLowerCase().includes("victim")),
      );
    // Every enquiry's studio e-mail is in: the acknowledgements had their turn.
    while (
      performance.now() < ends &&
      mailbox.mails.filter((mail) => mail.to.includes("studio@example.in"))
        .length < accepted
    )
      await sleep(200);
    await sleep(3_000);
    const acks = toVictim();
    return {
      accepted,
      acks: acks.length,
      withLink: acks.filter((mail) => mail.raw.includes("evil.example")).length,
    };
  } finally {
    await mailbox.close();
  }
}

/**
 * 300 junk enquiries from rotating addresses (default ceilings), then one
 * real visitor: is it taken, and how long until the studio's mailbox has
 * it (alone or in a digest)? Also 100 distinct visitors posting at once.
 */
async function ceilingFlood() {
  const mailbox = await startMailbox();
  try {
    const server = await startServer({
      LEADS_SMTP_URL: mailbox.url,
      LEADS_NOTIFY_TO: "studio@example.in",
    });
    let junk = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 300) {
          const index = next++;
          const response = await postJson(
            server.origin,
            "/api/contact",
            {
              name: "Bot",
              email: `bot${index}@spam.example`,
              message: "cheap seo backlinks for your site",
              key: crypto.randomUUID(),
              elapsedMs: 20_000,
            },
            `172.31.${index >> 8}.${index & 255}`,
          );
          await response.arrayBuffer();
          if (response.status === 201) junk++;
        }
      }),
    );
    const marker = `Real visitor ${crypto.randomUUID().slice(0, 8)}`;
    const sentAt = performance.now();
    const real = await postJson(
      server.origin,
      "/api/contact",
      {
        name: marker,
        email: "real@example.in",
        message: "A booking site for our clinic in Saket.",
        key: crypto.randomUUID(),
        elapsedMs: 30_000,
      },
      "10.200.0.1",
    );
    let inMailboxSeconds: number | null = null;
    if (real.status === 201) {
      const ends = sentAt + 240_000;
      while (performance.now() < ends) {
        // Quoted-printable lines end in `=` where they were wrapped.
        const found = mailbox.mails.find((mail) =>
          mail.raw.replace(/=\r?\n/g, "").includes(marker),
        );
        if (found) {
          inMailboxSeconds = (found.at - sentAt) / 1000;
          break;
        }
        await sleep(500);
      }
    }
    // 100 visitors at once through one proxy (distinct addresses).
    const crowd = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postJson(
          server.origin,
          "/api/contact",
          {
            name: `Visitor ${index}`,
            email: `visitor${index}@example.in`,
            message: "A site for our shop.",
            key: crypto.randomUUID(),
            elapsedMs: 30_000,
          },
          `10.201.0.${index + 1}`,
        ).then((response) => response.status),
      ),
    );
    return {
      junkAccepted: junk,
      realStatus: real.status,
      inMailboxSeconds,
      crowdAccepted: crowd.filter((status) => status === 201).length,
    };
  } finally {
    await mailbox.close();
  }
}

/** The owner signs in (a browser that signed in before) while 40 addresses guess. */
async function ownerDuringFlood() {
  const server = await startServer({});
  const signIn = (password: string, from: string, cookie = "") =>
    fetch(`${server.origin}/studio/sign-in`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.origin,
        "X-Forwarded-For": from,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ password }).toString(),
      redirect: "manual",
    });
  const owner = await signIn("the studio's long bench password", "192.0.2.10");
  const cookie = owner.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const guesses: number[] = [];
  let index = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (index < 200) {
        const at = index++;
        const response = await signIn(
          `guess ${at}`,
          `198.51.${100 + (at % 40)}.${(at % 200) + 1}`,
        );
        await response.arrayBuffer();
        guesses.push(response.status);
      }
    }),
  );
  const withDevice = await signIn(
    "the studio's long bench password",
    "203.0.113.50",
    cookie,
  );
  const stranger = await signIn(
    "the studio's long bench password",
    "203.0.113.51",
  );
  return {
    checked: guesses.filter((status) => status === 401).length,
    refused: guesses.filter((status) => status === 429).length,
    ownerWithDevice: withDevice.status,
    ownerNewBrowserNewAddress: stranger.status,
  };
}

/** 200 real page views of Home on phones, then 600 forged beacons from 10 addresses. */
async function forgedBeacons() {
  const server = await startServer({});
  const beacon = (lcp: number, from: string) =>
    postJson(
      server.origin,
      "/api/vitals",
      {
        id: crypto.randomUUID().replace(/-/g, "").slice(0, 24),
        page: "/",
        device: "phone",
        navigation: "load",
        metrics: { LCP: lcp },
      },
      from,
    ).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  for (let index = 0; index < 200; index++) {
    // Real visitors: 1.0 s to 2.0 s, spread evenly.
    await beacon(
      1000 + (index % 50) * 20,
      `10.50.${index >> 8}.${index & 255}`,
    );
  }
  const signedIn = await fetch(`${server.origin}/studio/sign-in`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.origin,
    },
    body: new URLSearchParams({
      password: "the studio's long bench password",
    }).toString(),
    redirect: "manual",
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const p75 = async () => {
    const page = await (
      await fetch(`${server.origin}/studio/speed`, {
        headers: { Cookie: cookie },
      })
    ).text();
    return (
      /Home<\/th>\s*<td[^>]*>Phones<\/td>\s*<td[^>]*>\s*<span class="value">([^<]+)<\/span>/.exec(
        page,
      )?.[1] ?? "none"
    );
  };
  const before = await p75();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 600 }, (_, index) =>
      beacon(60_000, `172.40.0.${(index % 10) + 1}`),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await p75();
  return {
    before,
    after,
    seconds,
    answered204: statuses.filter((status) => status === 204).length,
  };
}

async function protections() {
  const ack = await ackCannon();
  const flood = await ceilingFlood();
  const owner = await ownerDuringFlood();
  const beacons = await forgedBeacons();
  console.log("\nProtections that must not be turned against the studio\n");
  console.log(
    `ack cannon: 10 posts from 10 addresses naming one stranger (two spellings): ${ack.accepted} enquiries kept, ${ack.acks} acknowledgements in the stranger's inbox, ${ack.withLink} of them carrying the typed link`,
  );
  console.log(
    `ceiling flood: 300 junk enquiries (default ceilings): ${flood.junkAccepted} kept; then a real visitor: ${flood.realStatus}, in the studio's mailbox after ${flood.realStatus !== 201 ? "never (refused)" : flood.inMailboxSeconds === null ? "never (4 min waited)" : `${flood.inMailboxSeconds.toFixed(1)} s`}; then 100 visitors at once: ${flood.crowdAccepted} taken`,
  );
  console.log(
    `owner during a guessing flood (200 guesses, 40 addresses): ${owner.checked} checked, ${owner.refused} refused; the owner's browser that signed in before: ${owner.ownerWithDevice} (303 = signed in); a new browser at a new address: ${owner.ownerNewBrowserNewAddress}`,
  );
  console.log(
    `forged beacons: Home/phones LCP p75 ${beacons.before} over 200 real views; after 600 forged 60 s beacons from 10 addresses (${beacons.seconds.toFixed(1)} s, ${beacons.answered204} answered 204): ${beacons.after}`,
  );
}

try {
  if (process.env.BENCH_SCENARIOS === "protections") {
    await protections();
    stopAll();
    process.exit(0);
  }
  const ceilings = {
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
    "health-hammer",
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
  const perSecond = (name: string) => {
    const found = results.find((result) => result.name === name);
    return found
      ? found.pages.length / (name === "no attack" ? SECONDS : SECONDS - 1)
      : 0;
  };
  const quiet = perSecond("no attack");
  const hammered = perSecond("health-hammer");
  console.log(
    `\nGET / a second, one visitor's pages back to back: ${quiet.toFixed(0)} with no attack, ${hammered.toFixed(0)} during the health hammer (${quiet ? ((hammered / quiet) * 100).toFixed(0) : "-"}%; the bar is 30%).`,
  );
  if (process.env.BENCH_SCENARIOS !== "attacks") await protections();
  console.log(
    "\nA visitor's enquiries are 201 throughout except under the database lock (201 once it is free; 503 past 5 s, kept on the device) and above the site-wide ceiling (429 with a message, by design).",
  );
} finally {
  stopAll();
}
