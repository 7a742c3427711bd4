/**
 * The rule every place kept in step across devices follows: a page in a book
 * (docs/product.md#reading-progress-follows-the-reader) and a moment in a lesson
 * (docs/product.md#progress-in-a-lesson-follows-the-learner). The newer event
 * wins whatever its place; a clock ahead of now is not believed; a newer place
 * from another device that is further on than the one on screen is offered,
 * never jumped to. Generic over the position: an order says when a position
 * was reached and how far on it is.
 */

/**
 * How far ahead of now a device's clock may be before its times are not
 * believed. The server clamps the same way when it stores a position, so a
 * phone whose clock runs a year ahead cannot win every merge for a year.
 */
export const CLOCK_ALLOWANCE_MS = 60_000;

/** How positions of one kind are compared: when each was reached (ISO, by its device's clock) and how far on it is. */
export interface PositionOrder<Position> {
  reachedAt: (position: Position) => string;
  progress: (position: Position) => number;
}

/**
 * The time an event is compared by: its own, unless that lies beyond now plus
 * the allowance (a clock far in the future), then now. An unreadable time
 * loses to every readable one.
 */
export function comparableTime(reachedAt: string, now: number): number {
  const time = Date.parse(reachedAt);
  if (Number.isNaN(time)) return Number.NEGATIVE_INFINITY;
  return time > now + CLOCK_ALLOWANCE_MS ? now : time;
}

/** Whether `candidate` replaces `current`: reached later, or at the same moment but further on. */
export function supersedesIn<Position>(
  order: PositionOrder<Position>,
  candidate: Position,
  current: Position,
  now: number,
): boolean {
  const candidateTime = comparableTime(order.reachedAt(candidate), now);
  const currentTime = comparableTime(order.reachedAt(current), now);
  if (candidateTime !== currentTime) return candidateTime > currentTime;
  return order.progress(candidate) > order.progress(current);
}

/** The newer of two positions (the device's and the server's), whichever device made it; undefined if neither. */
export function newerOf<Position>(
  order: PositionOrder<Position>,
  stored: Position | undefined,
  incoming: Position | undefined,
  now: number,
): Position | undefined {
  if (!incoming) return stored;
  return stored && !supersedesIn(order, incoming, stored, now) ? stored : incoming;
}

/**
 * What an open reader or player does with a position the server reports:
 * - 'keep': it is not newer than what this device knew; nothing changes.
 * - 'store': it is newer but not further than the place on screen (or nothing
 *   is on screen yet): it becomes the stored position and the place stays, so
 *   nobody is moved backwards silently.
 * - 'ask': it is newer and further on than the place on screen by more than
 *   `minimumAhead`: the person is asked before being moved.
 */
export type RemoteVerdict = 'keep' | 'store' | 'ask';

export function judgeRemote<Position>(
  order: PositionOrder<Position>,
  known: Position | undefined,
  remote: Position,
  onScreen: number | null,
  now: number,
  minimumAhead = 0,
): RemoteVerdict {
  if (known && !supersedesIn(order, remote, known, now)) return 'keep';
  if (onScreen !== null && order.progress(remote) > onScreen + minimumAhead) return 'ask';
  return 'store';
}
