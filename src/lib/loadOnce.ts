/**
 * Wraps a dynamic import so that a preload (the pointer reaching a button) and
 * the real use share one request, while a failed load (offline, or a deploy
 * that replaced the chunk) is not remembered: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    });
    return loading;
  };
}
