/** A module (a chunk's component, a dialog) loaded at most once; see loadOnce. */
export interface LoadOnce<T> {
  /** Starts loading (once) and resolves to what was loaded; every caller shares the one request. */
  (): Promise<T>;
  /** What was loaded, once it has arrived; until then undefined. */
  loaded(): T | undefined;
}

/**
 * Wraps a dynamic import so that a preload (the app starting, the pointer
 * reaching a button) and the real use share one request, while a failed load
 * (offline, or a deploy that replaced the chunk) is not remembered: the next
 * call tries again. What arrived can be read synchronously (`loaded()`), so a
 * component whose code is already here renders at once.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let arrived: { value: T } | undefined;
  const loadOnceMore = () => {
    loading ??= load().then(
      (value) => {
        arrived = { value };
        return value;
      },
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    return loading;
  };
  return Object.assign(loadOnceMore, { loaded: () => arrived?.value });
}
