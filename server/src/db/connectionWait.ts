/**
 * How long a request may wait for the database before it starts, and what
 * it gets when it may not start at all. PostgREST waits at most
 * db-pool-acquisition-timeout (10 s by default) for a connection and then
 * answers 504 PGRST003; work whose client has already disconnected is not
 * worth starting. Both engines wait through waitToStart: PGlite for its
 * single connection's turn, PostgreSQL for a connection of its pool.
 */

/** PostgREST's default db-pool-acquisition-timeout. */
export const CONNECTION_WAIT_MS = 10_000;

/** No connection became free within the wait: PostgREST's 504 PGRST003. */
export class ConnectionWaitTimeoutError extends Error {
  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs / 1000} s`);
    this.name = 'ConnectionWaitTimeoutError';
  }
}

/** The request's client disconnected before its work started, so the work was dropped. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client disconnected before the request reached the database');
    this.name = 'ClientGoneError';
  }
}

export interface StartConditions {
  /** Aborted when the request's client has gone: work that has not started is dropped. */
  signal?: AbortSignal;
  /** The longest to wait for a connection (0 or absent: as long as it takes). */
  connectionWaitMs?: number;
}

/**
 * Resolves with what `pending` resolves to (a turn, a connection), or rejects
 * with ClientGoneError or ConnectionWaitTimeoutError if the client goes or
 * the wait runs out first. A value that arrives after giving up is handed to
 * `giveBack` (a connection must return to its pool).
 */
export function waitToStart<T>(
  pending: Promise<T>,
  { signal, connectionWaitMs: waitMs = 0 }: StartConditions,
  giveBack: (late: T) => void = () => undefined,
): Promise<T> {
  if (!signal && waitMs <= 0) return pending;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
      return true;
    };
    const onAbort = () => finish(() => reject(new ClientGoneError()));
    pending.then(
      (value) => {
        if (!finish(() => resolve(value))) giveBack(value);
      },
      (error: unknown) => finish(() => reject(error)),
    );
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (waitMs > 0) timer = setTimeout(() => finish(() => reject(new ConnectionWaitTimeoutError(waitMs))), waitMs);
  });
}
