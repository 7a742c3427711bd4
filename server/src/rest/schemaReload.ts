/**
 * The schema cache as PostgREST keeps it: read at start (after migrations),
 * and read again when the database says `NOTIFY pgrst, 'reload schema'`, so a
 * table or function created later is served without a restart. Requests in
 * flight keep the cache they started with; later ones get the new one.
 */
import type { Database } from '../db/database';
import { loadSchemaCache, type SchemaCache } from './schemaCache';

/** PostgREST's channel (`db-channel`), as on a hosted project. */
export const RELOAD_CHANNEL = 'pgrst';

export interface LiveSchemaCache {
  current(): SchemaCache;
  /** Reads the catalogue again; concurrent calls share one read that starts after the latest call. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** What a NOTIFY payload asks for: '' reloads everything, `reload config` has nothing to reload here. */
export function asksForSchemaReload(payload: string): boolean {
  const command = payload.trim().toLowerCase();
  return command === '' || command === 'reload schema';
}

export async function watchSchemaCache(db: Database, onError: (error: unknown) => void): Promise<LiveSchemaCache> {
  let cache = await loadSchemaCache(db);
  let running: Promise<void> | null = null;
  let again = false;

  const readOnce = async (): Promise<void> => {
    do {
      again = false;
      try {
        cache = await loadSchemaCache(db);
      } catch (error) {
        // A failed read (e.g. the connection is being restored) keeps serving the last good cache.
        onError(error);
      }
    } while (again);
  };

  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = readOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const stop = db.listen
    ? await db.listen(RELOAD_CHANNEL, (payload) => {
        if (asksForSchemaReload(payload)) void reload();
      })
    : null;

  return {
    current: () => cache,
    reload,
    async close() {
      await stop?.();
      await running;
    },
  };
}
