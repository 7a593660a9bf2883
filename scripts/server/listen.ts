import type { Server } from "node:http";

/** How long open requests may finish after a stop signal before being cut. */
const GRACE_MS = 2_000;
/** The process exits by then whatever happens. */
const HARD_STOP_MS = 4_000;

/** Listens, or resolves with a one-line reason it cannot. */
export function listen(
  server: Server,
  port: number,
  host: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      const where = `${host}:${port}`;
      if (error.code === "EADDRINUSE") {
        resolve(
          `Port ${port} is already in use on ${host}: stop what holds it or set PORT.`,
        );
      } else if (error.code === "EACCES") {
        resolve(
          `No permission to listen on ${where}: use a port above 1023 or set PORT.`,
        );
      } else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") {
        resolve(`Cannot listen on ${host}: no such address here; set HOST.`);
      } else {
        resolve(`Cannot listen on ${where}: ${error.message}`);
      }
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(null);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * Stops on SIGTERM or SIGINT: no new connections, idle ones closed at once,
 * busy ones given a moment to finish and then cut, so the port is free
 * within seconds even with slow clients. A second signal stops at once.
 */
export function stopOnSignals(
  server: Server,
  /** Runs once the server has closed, before the process exits. */
  onClosed: () => unknown = () => {},
) {
  let isStopping = false;
  const stop = () => {
    if (isStopping) process.exit(0);
    isStopping = true;
    server.close(() => {
      void Promise.resolve()
        .then(onClosed)
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // Keep-alive connections that finish a response close instead of idling.
    server.on("request", (_req, res) => res.setHeader("Connection", "close"));
    setTimeout(() => server.closeAllConnections(), GRACE_MS).unref();
    setTimeout(() => process.exit(0), HARD_STOP_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
