import { spawn } from "node:child_process";
import { join } from "node:path";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not start.`);
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
  const server = spawn(
    process.execPath,
    [join(root, buildDir, "server", "serve.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
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
