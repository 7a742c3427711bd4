import { isApiError, type ApiError } from './apiError';
import { browserIsOnline } from './online';

/**
 * The queue of places kept on the device until the server has them (a page in a book, a moment in a lesson):
 * made offline, or waiting for a save that is debounced. The queue itself is persisted in the store; this is how
 * it is sent, the same way for every kind of position (docs/product.md#reading-progress-follows-the-reader).
 */

/**
 * A refusal that sending again cannot change (a place out of range, a book or a lesson that no longer exists,
 * a premium lesson not owned). An expired session (401), a timeout or a busy server are worth another try, and
 * so is no answer at all (offline).
 */
export function isFinalRefusal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** One queue as its feature's store holds it: keyed by the book's or the lesson's id (a highlight's uuid). */
export interface PositionQueue<Position, Key extends number | string = number> {
  /** The keys waiting to be sent, or null when the queue is not the signed-in user's (nothing of it is sent). */
  waiting: () => readonly Key[] | null;
  positionOf: (key: Key) => Position | undefined;
  /** Saves one position; the server answers with the position it holds afterwards. */
  save: (position: Position) => Promise<{ data?: Position; error?: unknown }>;
  saved: (key: Key, sent: Position, stored: Position) => void;
  /** `gone`: the server said the book or lesson no longer exists (404), so its position goes too. */
  refused: (key: Key, gone: boolean) => void;
}

/**
 * Sends every queued position, one at a time, and hands each answer back. It stops at the first failure that
 * is worth retrying: the network is probably gone, and the rest of the queue waits for the next flush.
 */
export async function sendQueuedPositions<Position, Key extends number | string>(
  queue: PositionQueue<Position, Key>,
): Promise<void> {
  const first = queue.waiting();
  if (!first || !browserIsOnline()) return;
  for (const key of [...first]) {
    // Signed out or switched user meanwhile: their queue is not ours to send.
    if (!queue.waiting()) return;
    const position = queue.positionOf(key);
    if (!position) {
      queue.refused(key, false);
      continue;
    }
    const result = await queue.save(position);
    if (result.data !== undefined) queue.saved(key, position, result.data);
    else if (isApiError(result.error) && isFinalRefusal(result.error)) queue.refused(key, result.error.status === 404);
    else return;
  }
}

/**
 * Runs sends one after another: two flushes close together (hidden, then pagehide) must not send one position
 * twice at once. A failed send does not stop the next.
 */
export function oneAtATime(): (send: () => Promise<void>) => Promise<void> {
  let sending: Promise<void> = Promise.resolve();
  return (send) => {
    sending = sending.then(send).catch(() => undefined);
    return sending;
  };
}

/**
 * Sends a feature's whole queue, one send at a time (oneAtATime); `queueOf` gives the queue as it is when the send
 * starts, or null when no one is signed in.
 */
export function sendingInTurn<GetState, Dispatch, Position, Key extends number | string>(
  queueOf: (getState: GetState, dispatch: Dispatch) => PositionQueue<Position, Key> | null,
): (getState: GetState, dispatch: Dispatch) => Promise<void> {
  const inTurn = oneAtATime();
  return (getState, dispatch) =>
    inTurn(async () => {
      const queue = queueOf(getState, dispatch);
      if (queue) await sendQueuedPositions(queue);
    });
}

/** The queued keys of a feature's slice while both it and the session are `userId`'s; otherwise null. */
export function unsentOwnedBy<Key extends number | string>(
  userId: string,
  progress: { userId: string | null; unsent: readonly Key[] },
  sessionUserId: string | undefined,
): readonly Key[] | null {
  return progress.userId === userId && sessionUserId === userId ? progress.unsent : null;
}

/** A mutation's answer, its request let go once answered (each queued save is a request of its own). */
export async function answerOnce<Answer>(request: PromiseLike<Answer> & { reset: () => void }): Promise<Answer> {
  const answer = await request;
  request.reset();
  return answer;
}
