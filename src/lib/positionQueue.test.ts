import type { ApiError } from './apiError';
import { isFinalRefusal, oneAtATime, sendQueuedPositions, unsentOwnedBy, type PositionQueue } from './positionQueue';

type Answer = { data?: number; error?: ApiError };
const refusal = (status: number): Answer => ({ error: { status, code: 'x', message: 'refused' } });

/** A queue of places keyed 1, 2, 3…, whose server answers as told, recording what happened. */
function queueOf(keys: number[], answers: Record<number, Answer>, owner = { isOurs: true }) {
  const log: string[] = [];
  const waiting = [...keys];
  const queue: PositionQueue<number> = {
    waiting: () => (owner.isOurs ? waiting : null),
    positionOf: (key) => (key === 99 ? undefined : key * 10),
    save: (position) => {
      log.push(`save ${position}`);
      return Promise.resolve(answers[position / 10] ?? { data: position });
    },
    saved: (key, sent, stored) => {
      log.push(`saved ${key}: ${sent} → ${stored}`);
      waiting.splice(waiting.indexOf(key), 1);
    },
    refused: (key, gone) => {
      log.push(`refused ${key}${gone ? ' (gone)' : ''}`);
      waiting.splice(waiting.indexOf(key), 1);
    },
  };
  return { queue, log, waiting };
}

test('every queued position is sent, one at a time, and each answer is handed back', async () => {
  const { queue, log, waiting } = queueOf([1, 2], { 2: { data: 25 } });
  await sendQueuedPositions(queue);
  expect(log).toEqual(['save 10', 'saved 1: 10 → 10', 'save 20', 'saved 2: 20 → 25']);
  expect(waiting).toEqual([]);
});

test('offline (no answer at all): sending stops, and the rest of the queue waits for the next flush', async () => {
  const { queue, log, waiting } = queueOf([1, 2], { 1: refusal(0) });
  await sendQueuedPositions(queue);
  expect(log).toEqual(['save 10']);
  expect(waiting).toEqual([1, 2]);
});

test('a refusal for good leaves the queue; a book or lesson gone says so; the rest is still sent', async () => {
  const { queue, log } = queueOf([1, 2, 3], { 1: refusal(403), 2: refusal(404) });
  await sendQueuedPositions(queue);
  expect(log).toEqual(['save 10', 'refused 1', 'save 20', 'refused 2 (gone)', 'save 30', 'saved 3: 30 → 30']);
});

test('a queued key with no position left is dropped without a call', async () => {
  const { queue, log } = queueOf([99], {});
  await sendQueuedPositions(queue);
  expect(log).toEqual(['refused 99']);
});

test('a queue that is not the signed-in user’s is not sent', async () => {
  const { queue, log } = queueOf([1], {}, { isOurs: false });
  await sendQueuedPositions(queue);
  expect(log).toEqual([]);
});

test.each([
  [400, true],
  [403, true],
  [404, true],
  [401, false],
  [408, false],
  [429, false],
  [500, false],
  [0, false],
])('a refusal with status %i is final: %s', (status, final) => {
  expect(isFinalRefusal({ status, code: 'x', message: '' })).toBe(final);
});

test('two sends asked for together run one after the other', async () => {
  const inTurn = oneAtATime();
  const order: string[] = [];
  let release: () => void = () => undefined;
  const first = inTurn(() => new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('first')));
  const second = inTurn(async () => void order.push('second'));
  await Promise.resolve();
  expect(order).toEqual([]);
  release();
  await Promise.all([first, second]);
  expect(order).toEqual(['first', 'second']);
});

test('a queue is sent only while both it and the session are the same user’s', () => {
  const progress = { userId: 'u1', unsent: [7] };
  expect(unsentOwnedBy('u1', progress, 'u1')).toEqual([7]);
  expect(unsentOwnedBy('u1', progress, 'u2')).toBeNull();
  expect(unsentOwnedBy('u1', { ...progress, userId: 'u2' }, 'u1')).toBeNull();
});
