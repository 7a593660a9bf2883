/**
 * Wraps a dynamic import so that a failed download is tried once more at
 * once, and a second failure is not remembered: the next call downloads
 * again (browsers no longer keep a failed module import). A success is kept.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load()
      .catch(() => load())
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}
