/** How long one attempt at sending an enquiry may take, answer included. */
export const SEND_TIMEOUT_MS = 10_000;

export type FetchOptions = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

/**
 * One request that gives up after `timeoutMs`, its answer read by `read`
 * inside the same time. Whatever goes wrong on the way comes back as
 * "timeout" (it took too long) or "network" (no answer), never thrown.
 */
export async function fetchWithTimeout<T>(
  url: string | URL,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
  {
    fetchImpl = (...args) => fetch(...args),
    timeoutMs = SEND_TIMEOUT_MS,
  }: FetchOptions = {},
): Promise<T | "timeout" | "network"> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await read(
      await fetchImpl(url, { ...init, signal: controller.signal }),
    );
  } catch {
    return controller.signal.aborted ? "timeout" : "network";
  } finally {
    clearTimeout(timer);
  }
}
