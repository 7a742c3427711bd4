/**
 * A return visit shows what the device already has while it refreshes (docs/startup.md#a-return-visit-starts-from-the-device).
 * While a page is starting (from its page load until the app says it has its first screen's reads), its REST reads
 * are answered at once from the answers saved on earlier visits; each is asked of the network too, and when
 * the network's answer differs, the page is told, so that it reads again. Once the page has started, reads go
 * to the network first again (caching.ts): a read that follows a write must see it.
 */
import { restCacheKey } from './cacheKeys';
import { requestUser, restNetworkFirst, saveAnswer, type RestReadOptions } from './caching';

/**
 * Longest a page counts as starting when it never says it has started (it failed, or it was closed): past it,
 * its reads go to the network first again.
 */
export const STARTING_PAGE_MAX_MS = 10_000;

/**
 * The pages that are starting, by client id. Kept in the worker's memory only: a worker stopped and started
 * again forgets them, and their reads then simply go to the network first.
 */
export class StartingPages {
  private readonly since = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A page load handled by the worker: the page it makes is starting. */
  opened(clientId: string): void {
    if (clientId !== '') this.since.set(clientId, this.now());
  }

  /** The page says it has its first screen's reads. */
  started(clientId: string): void {
    this.since.delete(clientId);
  }

  isStarting(clientId: string): boolean {
    const openedAt = this.since.get(clientId);
    if (openedAt === undefined) return false;
    if (this.now() - openedAt <= STARTING_PAGE_MAX_MS) return true;
    this.since.delete(clientId);
    return false;
  }
}

export interface SavedFirstOptions extends RestReadOptions {
  /** Keeps the worker alive until the network's answer is saved (the fetch event's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
  /** Called when the network's answer differs from the saved one that was shown. */
  onChanged: () => void;
}

/**
 * A starting page's read: the answer saved for the same user, at once, while the network's answer replaces it
 * in the cache; without a saved answer, the network first as always. Only the user the request speaks for is
 * looked up: the offline fallback to the signed-in user's answers (caching.ts) is for a network that fails.
 */
export async function restSavedFirst(request: Request, options: SavedFirstOptions): Promise<Response> {
  const key = restCacheKey(request.url, request.headers, requestUser(request.headers));
  const saved = await options.cache.match(key, { ignoreVary: true });
  if (!saved) return restNetworkFirst(request, options);
  const shown = await fingerprint(saved.clone());
  const refresh = options
    .fetch(request.clone())
    .then(async (fresh) => {
      if (fresh.status !== 200) return;
      const changed = (await fingerprint(fresh.clone())) !== shown;
      await saveAnswer(options.cache, key, fresh, options.maxEntries);
      if (changed) options.onChanged();
    })
    // Offline or failing: the saved answer was all there was to show.
    .catch(() => undefined);
  options.waitUntil(refresh);
  return saved;
}

/** What the app reads of an answer: its rows and, for a counted read, its count. */
async function fingerprint(response: Response): Promise<string> {
  return `${response.headers.get('content-range') ?? ''}\n${await response.text()}`;
}
