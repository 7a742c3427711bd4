import { CLOCK_ALLOWANCE_MS } from '../../lib/syncedPositions';
import {
  comparableTurnTime,
  judgeRemotePosition,
  mergePositions,
  newestFirst,
  pageWithinBook,
  toReadingPosition,
  type ReadingPosition,
} from './readingProgress';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const inTheFuture = (ms: number) => new Date(NOW + ms).toISOString();

const at = (page: number, turnedAt: string, overrides: Partial<ReadingPosition> = {}): ReadingPosition => ({
  productId: 7,
  page,
  pageCount: 100,
  furthestPage: page,
  device: 'Chrome on Linux',
  turnedAt,
  book: { name: 'SEO Basics', image: null },
  ...overrides,
});

describe('merging this device’s position with the server’s', () => {
  test('the newer page turn wins, even when it is on an earlier page', () => {
    const merged = mergePositions(at(40, minutesAgo(10)), at(12, minutesAgo(1)), NOW);
    expect(merged.page).toBe(12);
  });

  test('an older (offline) position never overwrites a newer one', () => {
    const merged = mergePositions(at(12, minutesAgo(1)), at(40, minutesAgo(10)), NOW);
    expect(merged.page).toBe(12);
  });

  test('turned at the same moment: the one further on is kept', () => {
    const time = minutesAgo(5);
    expect(mergePositions(at(10, time), at(11, time), NOW).page).toBe(11);
    expect(mergePositions(at(11, time), at(10, time), NOW).page).toBe(11);
  });

  test('the furthest page reached is kept whichever position wins', () => {
    const merged = mergePositions(at(80, minutesAgo(10)), at(12, minutesAgo(1)), NOW);
    expect(merged).toMatchObject({ page: 12, furthestPage: 80 });
  });

  test('a clock far in the future counts as now, so an honest later turn still wins', () => {
    const fromAFastClock = at(90, inTheFuture(365 * 24 * 3600_000));
    const honestLater = at(20, inTheFuture(1000));
    expect(comparableTurnTime(fromAFastClock.turnedAt, NOW)).toBe(NOW);
    expect(mergePositions(fromAFastClock, honestLater, NOW).page).toBe(20);
  });

  test('a small skew within the allowance is believed', () => {
    const slightlyAhead = inTheFuture(CLOCK_ALLOWANCE_MS / 2);
    expect(comparableTurnTime(slightlyAhead, NOW)).toBe(Date.parse(slightlyAhead));
  });

  test('a position with an unreadable time loses to any readable one', () => {
    expect(mergePositions(at(5, minutesAgo(60)), at(50, 'yesterday-ish'), NOW).page).toBe(5);
  });

  test('nothing stored yet: the incoming position is taken', () => {
    expect(mergePositions(undefined, at(3, minutesAgo(1)), NOW).page).toBe(3);
  });
});

describe('what the open reader does with the server’s position', () => {
  test('newer and further on than the open page: the reader is asked', () => {
    expect(judgeRemotePosition(at(5, minutesAgo(10)), at(20, minutesAgo(1)), 5, NOW)).toBe('ask');
  });

  test('newer but before the open page: it is stored, and the reader is not moved back', () => {
    expect(judgeRemotePosition(at(50, minutesAgo(10)), at(20, minutesAgo(1)), 50, NOW)).toBe('store');
  });

  test('older than what this device knows: nothing changes, however far on it is', () => {
    expect(judgeRemotePosition(at(5, minutesAgo(1)), at(90, minutesAgo(10)), 5, NOW)).toBe('keep');
  });

  test('this device’s clock far in the future does not make its position win against a later honest turn', () => {
    const fromAFastClock = at(5, inTheFuture(365 * 24 * 3600_000));
    expect(judgeRemotePosition(fromAFastClock, at(30, inTheFuture(1000)), 5, NOW)).toBe('ask');
  });

  test('the book was never opened here: it is stored (and opened there) without a question', () => {
    expect(judgeRemotePosition(undefined, at(30, minutesAgo(1)), null, NOW)).toBe('store');
  });

  test('never opened here but the reader already started at page 1: asked before moving', () => {
    expect(judgeRemotePosition(undefined, at(30, minutesAgo(1)), 1, NOW)).toBe('ask');
  });
});

test('a server row becomes a position with the book’s snapshot', () => {
  const row = {
    product_id: 7,
    page: 4,
    page_count: 12,
    furthest_page: 9,
    device: 'Firefox on Windows',
    turned_at: '2026-11-22T11:00:00+00:00',
  };
  expect(toReadingPosition(row, { name: 'SEO Basics', image: 'https://x.test/c.png' })).toEqual({
    productId: 7,
    page: 4,
    pageCount: 12,
    furthestPage: 9,
    device: 'Firefox on Windows',
    turnedAt: '2026-11-22T11:00:00+00:00',
    book: { name: 'SEO Basics', image: 'https://x.test/c.png' },
  });
});

test('a page is kept within the book', () => {
  expect(pageWithinBook(0, 10)).toBe(1);
  expect(pageWithinBook(14, 10)).toBe(10);
  expect(pageWithinBook(7, 10)).toBe(7);
  expect(pageWithinBook(7, null)).toBe(7);
  expect(pageWithinBook(Number.NaN, 10)).toBe(1);
});

test('positions are listed newest turn first', () => {
  const list = newestFirst(
    [
      at(1, minutesAgo(30), { productId: 1 }),
      at(1, minutesAgo(1), { productId: 2 }),
      at(1, minutesAgo(10), { productId: 3 }),
    ],
    NOW,
  );
  expect(list.map((position) => position.productId)).toEqual([2, 3, 1]);
});
