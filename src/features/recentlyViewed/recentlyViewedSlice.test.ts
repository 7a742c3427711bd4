import { RECENTLY_VIEWED_MAX } from '../../config/constants';
import {
  productViewed,
  recentlyViewedSlice,
  selectRecentlyViewed,
  type RecentlyViewedEntry,
  type RecentlyViewedState,
} from './recentlyViewedSlice';

const entry = (id: number, overrides: Partial<RecentlyViewedEntry> = {}): RecentlyViewedEntry => ({
  id,
  name: `Book ${id}`,
  image: `https://covers.test/${id}.png`,
  category: 'SEO',
  ...overrides,
});

/** The list after viewing these ebooks one after another, starting from nothing. */
function afterViewing(...entries: RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  const state = entries.reduce<RecentlyViewedState>(
    (current, viewed) => recentlyViewedSlice.reducer(current, productViewed(viewed)),
    recentlyViewedSlice.getInitialState(),
  );
  return selectRecentlyViewed({ recentlyViewed: state });
}

const ids = (entries: RecentlyViewedEntry[]) => entries.map((item) => item.id);

test('nothing has been viewed at first', () => {
  expect(afterViewing()).toEqual([]);
});

test('the ebook viewed last comes first', () => {
  expect(ids(afterViewing(entry(1), entry(2), entry(3)))).toEqual([3, 2, 1]);
});

test('an ebook viewed again moves to the front and is listed once', () => {
  expect(ids(afterViewing(entry(1), entry(2), entry(3), entry(1)))).toEqual([1, 3, 2]);
});

test('viewing the same ebook twice in a row keeps a single entry', () => {
  expect(ids(afterViewing(entry(7), entry(7)))).toEqual([7]);
});

test(`at most ${RECENTLY_VIEWED_MAX} ebooks are kept, the oldest dropped first`, () => {
  const viewed = Array.from({ length: RECENTLY_VIEWED_MAX + 2 }, (_, i) => entry(i + 1));
  const list = afterViewing(...viewed);
  expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
  expect(ids(list)).toEqual([8, 7, 6, 5, 4, 3]);
});

test('a full list that sees one of its own ebooks again keeps every other one', () => {
  const viewed = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => entry(i + 1));
  expect(ids(afterViewing(...viewed, entry(2)))).toEqual([2, 6, 5, 4, 3, 1]);
});

test('a repeat view keeps the newest snapshot (a renamed ebook shows its new name)', () => {
  const [first] = afterViewing(entry(4, { name: 'Old title' }), entry(4, { name: 'New title' }));
  expect(first).toEqual(entry(4, { name: 'New title' }));
});
