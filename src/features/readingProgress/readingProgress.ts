import {
  comparableTime,
  judgeRemote,
  newerOf,
  supersedesIn,
  type PositionOrder,
  type RemoteVerdict,
} from '../../lib/syncedPositions';
import type { ReadingProgressRow } from '../../types/database';

/**
 * Reading progress (docs/product.md#reading-progress-follows-the-reader): the last page of every book, per user, kept
 * on the device and in the backend, merged by the time of the page turn.
 * Everything here is pure: the reader, the slice and the sync build on it.
 */

/** Enough of a book to draw its "Continue learning" card offline, without the products store. */
export interface BookSnapshot {
  name: string;
  image: string | null;
}

/** Where a reader stopped in one book. */
export interface ReadingPosition {
  productId: number;
  page: number;
  pageCount: number;
  /** The furthest page ever reached in this book, on any device. */
  furthestPage: number;
  /** Which device turned to `page`, in words ("Chrome on Linux"). */
  device: string;
  /** When the page was turned (ISO), by the clock of the device that turned it. */
  turnedAt: string;
  book: BookSnapshot | null;
}

/** The columns of a reading_progress row a position is made from. */
export type ReadingProgressRowFields = Pick<
  ReadingProgressRow,
  'product_id' | 'page' | 'page_count' | 'furthest_page' | 'device' | 'turned_at'
>;

/** Positions in a book are compared by the time of their turn, then by their page. */
const READING_ORDER: PositionOrder<ReadingPosition> = {
  reachedAt: (position) => position.turnedAt,
  progress: (position) => position.page,
};

export function toReadingPosition(row: ReadingProgressRowFields, book: BookSnapshot | null): ReadingPosition {
  return {
    productId: row.product_id,
    page: row.page,
    pageCount: row.page_count,
    furthestPage: Math.max(row.furthest_page, row.page),
    device: row.device,
    turnedAt: row.turned_at,
    book,
  };
}

/** The time a turn is compared by (lib/syncedPositions.ts: a clock far ahead counts as now). */
export const comparableTurnTime = comparableTime;

/** Whether `candidate` replaces `current`: turned later, or at the same moment but further on. */
export const supersedes = (candidate: ReadingPosition, current: ReadingPosition, now: number): boolean =>
  supersedesIn(READING_ORDER, candidate, current, now);

/** The newer of this device's position and the server's (the newer turn wins, whichever device made it). */
export const newerPosition = (
  stored: ReadingPosition | undefined,
  incoming: ReadingPosition | undefined,
  now: number,
) => newerOf(READING_ORDER, stored, incoming, now);

/**
 * The position to keep when two meet (the device's and the server's): the
 * newer turn wins, whatever its page, so an older offline write never
 * overwrites a newer one. The furthest page is the furthest of both.
 */
export function mergePositions(
  stored: ReadingPosition | undefined,
  incoming: ReadingPosition,
  now: number,
): ReadingPosition {
  if (!stored) return incoming;
  const winner = newerPosition(stored, incoming, now) ?? incoming;
  const loser = winner === incoming ? stored : incoming;
  return {
    ...winner,
    furthestPage: Math.max(winner.furthestPage, loser.furthestPage, winner.page),
    book: winner.book ?? loser.book,
  };
}

/**
 * What the open reader does with a position the server reports (lib/syncedPositions.ts, judgeRemote): keep
 * what it knew, store the newer one and stay put, or ask before moving to a newer one further on.
 */
export function judgeRemotePosition(
  known: ReadingPosition | undefined,
  remote: ReadingPosition,
  openPage: number | null,
  now: number,
): RemoteVerdict {
  return judgeRemote(READING_ORDER, known, remote, openPage, now);
}

/** A page within 1..pageCount (a stored position may come from an edition with more pages). */
export function pageWithinBook(page: number, pageCount: number | null): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  const atLeastOne = Math.max(1, whole);
  return pageCount !== null && pageCount >= 1 ? Math.min(atLeastOne, pageCount) : atLeastOne;
}

/** How far through the book a position is, 0..1, for progress bars. */
export function fractionRead(position: Pick<ReadingPosition, 'page' | 'pageCount'>): number {
  if (position.pageCount < 1) return 0;
  return Math.min(1, Math.max(0, position.page / position.pageCount));
}

/** Whether the reader has reached the book's last page: a finished book is no longer "in progress". */
export const isFinished = (position: Pick<ReadingPosition, 'page' | 'pageCount'>): boolean =>
  position.pageCount >= 1 && position.page >= position.pageCount;

/** Where a reader is in a book, in words: "Page 3 of 19", or "Finished" on its last page. */
export const pageOfLabel = (position: Pick<ReadingPosition, 'page' | 'pageCount'>) =>
  isFinished(position) ? 'Finished' : `Page ${position.page} of ${position.pageCount}`;

/** Positions newest turn first (Home's "Continue learning"). */
export function newestFirst(positions: ReadingPosition[], now: number): ReadingPosition[] {
  return [...positions].sort(
    (a, b) => comparableTurnTime(b.turnedAt, now) - comparableTurnTime(a.turnedAt, now) || b.productId - a.productId,
  );
}
