/**
 * What the lead service's benchmarks share (bench-leads, bench-vitals,
 * bench-leads-attacks): a free port, the built site served with the
 * service on over a fresh SQLite file, and latencies as a visitor sees
 * them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..");
export const buildDir = process.env.BUILD_DIR ?? "build";

/** Stops the benchmark when there is no build to serve. */
export function requireBuild() {
  if (!existsSync(join(root, buildDir, "client", "_headers"))) {
    console.error("No build: run npm run build first.");
    process.exit(1);
  }
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Resolves once `url` answers, or fails after about 30 s. */
export async function waitForAnswer(url: string) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (tries > 150) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export type LeadService = {
  origin: string;
  databasePath: string;
  server: ChildProcess;
  /** Stops the server and deletes its database. */
  stop: () => void;
};

/**
 * `npm start`'s server (scripts/serve.ts) on a free port, with the lead
 * service over a fresh SQLite file, behind a trusted proxy (so each
 * request can come from its own address); `env` adds or overrides
 * settings. Resolves once it answers.
 */
export async function startLeadService(
  env: Record<string, string> = {},
  { showErrors = false } = {},
): Promise<LeadService> {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-bench-"));
  const databasePath = join(dataDir, "leads.db");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/serve.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        LEADS_DATABASE_URL: `file:${databasePath}`,
        LEADS_TRUST_PROXY: "1",
        ...env,
      },
      stdio: ["ignore", "ignore", showErrors ? "inherit" : "ignore"],
    },
  );
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${origin}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, databasePath, server, stop };
}

/** A new client address on each call, for `X-Forwarded-For`. */
export function addresses() {
  let counter = 0;
  return () => {
    counter++;
    return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  };
}

/** The `p`th percentile of `values` (nearest rank). */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ] ?? NaN
  );
}

/** `GET /` one at a time, as a visitor's browser would, timed to the last byte. */
export async function pageLatencies(
  origin: string,
  samples: number,
  until?: () => boolean,
) {
  const times: number[] = [];
  for (let index = 0; index < samples && (until ? !until() : true); index++) {
    const start = performance.now();
    const response = await fetch(`${origin}/`, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
