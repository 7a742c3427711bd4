/**
 * The local backend keeps books' pages current in the background
 * (docs/product.md#the-reader-is-a-study-tool): after an upload or a
 * replacement of an ebook's file, and when a book's row is added or names
 * another file (the database says so on the `book_files` channel,
 * 20261129000300_book_pages.sql). Work runs one job at a time, after the
 * answer has gone; a job asked for again while it waits runs once. A failure
 * is logged and the next job goes on: indexing never takes the server down.
 */
import type { Database } from '../../db/database';
import { indexBookPages, indexObjectBooks } from './bookPageIndex';

/** The channel the database announces new and changed book files on. */
export const BOOK_FILES_CHANNEL = 'book_files';

export interface BookIndexer {
  /** Index one book's pages from its stored file. */
  book(bookId: number): void;
  /** Index the books whose file this object is (after it was written). */
  object(bucket: string, name: string): void;
  /** Resolves once nothing waits or runs (tests, and stop). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Job = () => Promise<unknown>;

export async function startBookIndexer(
  db: Database,
  storageDir: string,
  logFailure: (line: string) => void,
): Promise<BookIndexer> {
  const waiting = new Map<string, Job>();
  let running: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    for (let next = waiting.entries().next(); !next.done && !closed; next = waiting.entries().next()) {
      const [key, job] = next.value;
      waiting.delete(key);
      try {
        await job();
      } catch (error) {
        logFailure(`${key}: pages not indexed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const enqueue = (key: string, job: Job) => {
    if (closed) return;
    waiting.set(key, job);
    running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => (running = null));
  };
  const book = (bookId: number) => enqueue(`book ${bookId}`, () => indexBookPages(db, storageDir, bookId));

  const stopListening = db.listen
    ? await db.listen(BOOK_FILES_CHANNEL, (payload) => {
        // '' after a lost connection: what was missed is for `npm run index:books`.
        if (/^\d+$/.test(payload)) book(Number(payload));
      })
    : null;

  const idle = async () => {
    while (running) await running;
  };
  return {
    book,
    object: (bucket, name) => enqueue(`file ${bucket}/${name}`, () => indexObjectBooks(db, storageDir, bucket, name)),
    idle,
    async close() {
      await stopListening?.();
      closed = true;
      waiting.clear();
      await idle();
    },
  };
}
