import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { freePort } from "./freePort";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function waitForServer(url: string, attempts = 150) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not start.`);
}

/** Node running `args` in `root` with the site's address and `env` added. */
function spawnSite(
  root: string,
  args: string[],
  env: Record<string, string>,
  stderr: "ignore" | "inherit",
) {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", stderr],
  });
}

/**
 * Starts the server the build compiled, run by Node itself (one process, so
 * `stop` really stops it), and resolves once it answers. A server already on
 * the port would be measured instead: that is refused.
 */
export async function startBenchServer(
  root: string,
  buildDir: string,
  port: number,
) {
  const server = spawnSite(
    root,
    [join(root, buildDir, "server", "serve.js")],
    { PORT: String(port), BUILD_DIR: buildDir },
    "inherit",
  );
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) =>
      reject(
        new Error(`The bench server exited (${code}): is port ${port} taken?`),
      ),
    ),
  );
  await Promise.race([waitForServer(`http://127.0.0.1:${port}/`), exited]);
  exited.catch(() => {
    // Stopped by us at the end.
  });
  return { stop: () => server.kill() };
}

/**
 * The site as `npm start` serves it (`scripts/serve.ts`) from `buildDir` on
 * `port`, with `env` added. Resolves once it answers (`attempts` tries,
 * 200 ms apart); `stop` kills it.
 */
export async function startSiteServer(
  root: string,
  {
    buildDir,
    port,
    env = {},
    stderr = "ignore",
    attempts = 150,
  }: {
    buildDir: string;
    port: number;
    env?: Record<string, string>;
    stderr?: "ignore" | "inherit";
    attempts?: number;
  },
) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnSite(
    root,
    ["--import", "tsx", "scripts/serve.ts"],
    { PORT: String(port), BUILD_DIR: buildDir, ...env },
    stderr,
  );
  const stop = () => server.kill();
  try {
    await waitForServer(`${origin}/`, attempts);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * The site as `npm start` serves it, with the lead service on over a fresh
 * SQLite file (in a temporary folder named after `name`) and a studio
 * password, taking each visitor's address from X-Forwarded-For; `env` adds
 * to or overrides that. Resolves once it answers; `stop` kills it and
 * removes the file.
 */
export async function startLeadsBenchServer(
  root: string,
  buildDir: string,
  {
    name,
    env = {},
    ...options
  }: {
    name: string;
    env?: Record<string, string>;
    stderr?: "ignore" | "inherit";
    attempts?: number;
  },
) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const databasePath = join(dataDir, "leads.db");
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startSiteServer(root, {
      ...options,
      buildDir,
      port: await freePort(),
      env: {
        LEADS_DATABASE_URL: `file:${databasePath}`,
        // Someone reads the enquiries, or the service refuses to start.
        STUDIO_PASSWORD: "the studio's long bench password",
        LEADS_TRUST_PROXY: "1",
        ...env,
      },
    });
    const stop = () => {
      server.stop();
      removeData();
    };
    return { origin: server.origin, databasePath, stop };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** Where the limit page is served during a benchmark. */
export const REFERENCE = "/__reference/";

/** The Hindi home page's limit page. */
export const REFERENCE_HI = "/__reference-hi/";

/**
 * The limit page: the home page's HTML with every stylesheet inlined and no
 * scripts, served the same way at REFERENCE. No real page can paint sooner.
 * Returns what puts the build's headers back.
 */
export function writeReference(
  clientDir: string,
  page = "index.html",
  at = REFERENCE,
) {
  const styles: string[] = [];
  const html = readFileSync(join(clientDir, page), "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<link rel="stylesheet" href="([^"#]+)#?"\/>/g,
      (_, href: string) => {
        const css = readFileSync(join(clientDir, href), "utf8");
        styles.push(css);
        return `<style>${css}</style>`;
      },
    );
  const dir = join(clientDir, at);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "index.html");
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  // The site's CSP allows no inline style: for the run, allow exactly these.
  const headersPath = join(clientDir, "_headers");
  const original = readFileSync(headersPath, "utf8");
  const hashes = styles
    .map(
      (css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
    )
    .join(" ");
  writeFileSync(
    headersPath,
    original.replace(/style-src 'self'/, `style-src 'self' ${hashes}`),
  );
  return () => writeFileSync(headersPath, original);
}

/** Stops a benchmark that has no build to serve in `buildDir`, saying so. */
export function exitWithoutBuild(buildDir: string) {
  if (existsSync(join(buildDir, "client", "_headers"))) return;
  console.error("No build: run npm run build first.");
  process.exit(1);
}
