/**
 * What a screen or a section has of something it loads: still loading, failed
 * (docs/product.md#failures-are-visible: it says so, with Retry), or here. The
 * app's one shape for it: a screen that can also be in another state (an id
 * that names nothing, a PDF that asks for its password) adds that state beside
 * these three, and a failure may carry what retrying needs (`Failed`).
 */
export type Loadable<T, Failed extends object = object> =
  { status: 'loading' } | ({ status: 'failed' } & Failed) | { status: 'ready'; data: T };

/** Where a load stands, when what it brings is read elsewhere. */
export type LoadStatus = Loadable<unknown>['status'];

/**
 * Reads an RTK Query result as a Loadable, picking what the caller needs.
 * Data wins over an error: what was shown stays shown if a refetch fails.
 */
export function loadableFrom<Data, T>(result: { data?: Data; isError: boolean }, pick: (data: Data) => T): Loadable<T> {
  if (result.data !== undefined) return { status: 'ready', data: pick(result.data) };
  return result.isError ? { status: 'failed' } : { status: 'loading' };
}
