/**
 * One attacker of `npm run bench:leads:attacks` (bench-leads-attacks.ts),
 * run in its own low-priority process, as an attacker's clients run on
 * their own machines: BENCH_ATTACK names the attack, BENCH_ORIGIN the
 * server, BENCH_SECONDS how long. Prints `attacking` as it starts and what
 * it sent as JSON at the end.
 */
import { connect, type Socket } from "node:net";

export type Attack =
  | "abandoned"
  | "slow-bodies"
  | "slow-headers"
  | "oversized"
  | "signin-one"
  | "signin-many"
  | "enquiry-flood";

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
    case "enquiry-flood":
      await loops(20, async () => {
        try {
          const response = await fetch(`${origin}/api/contact`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: origin,
              "X-Forwarded-For": address(),
            },
            body: enquiry(),
          });
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
    Number(process.env.BENCH_SECONDS ?? 8),
  );
  process.exit(0);
}
