/**
 * What the app and its service worker say to each other, in one place for both sides: the app posts an
 * AppMessage (src/lib/serviceWorker.ts), the worker checks it with appMessageOf and may answer a page with a
 * WorkerMessage.
 */

/** Messages the app posts to the worker. */
export type AppMessage =
  | { type: 'SKIP_WAITING' }
  /** The page has its first screen's reads: its reads go to the network first from now on (savedFirst.ts). */
  | { type: 'PAGE_STARTED' }
  | { type: 'USER_CHANGED'; userId: string | null }
  | { type: 'CLEAR_USER_DATA'; userId?: string | null; bucket?: string };

/** Messages the worker posts to a page. */
export type WorkerMessage =
  /** Reads the worker answered from the device while the page started have changed on the server. */
  { type: 'READS_REFRESHED' };

/** The message if it is one the worker knows, else null (any page of the origin may post anything). */
export function appMessageOf(data: unknown): AppMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const userId = message.userId;
  const validUser = userId === undefined || userId === null || typeof userId === 'string';
  switch (message.type) {
    case 'SKIP_WAITING':
    case 'PAGE_STARTED':
      return { type: message.type };
    case 'USER_CHANGED':
      return validUser ? { type: 'USER_CHANGED', userId: (userId as string | null | undefined) ?? null } : null;
    case 'CLEAR_USER_DATA':
      if (!validUser || (message.bucket !== undefined && typeof message.bucket !== 'string')) return null;
      return {
        type: 'CLEAR_USER_DATA',
        userId: userId as string | null | undefined,
        ...(typeof message.bucket === 'string' ? { bucket: message.bucket } : {}),
      };
    default:
      return null;
  }
}

/** Whether a message from the worker is one the app acts on. */
export function isReadsRefreshed(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'READS_REFRESHED';
}
