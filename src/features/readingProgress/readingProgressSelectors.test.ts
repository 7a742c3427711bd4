import { sessionChanged } from '../auth/authSlice';
import { createTestStore } from '../../testing/createTestStore';
import { demoReader } from '../../testing/fixtures';
import { selectBooksInProgress, selectReadingPosition } from './readingProgressSelectors';
import { readingPageShown } from './readingProgressSlice';

const position = (productId: number, page: number, turnedAt: string) => ({
  productId,
  page,
  pageCount: 10,
  furthestPage: page,
  device: 'Chrome on Linux',
  turnedAt,
  book: null,
});

function storeWithPositionsOf(userId: string) {
  const store = createTestStore();
  store.dispatch(readingPageShown({ userId, position: position(1, 3, '2026-11-22T10:00:00.000Z') }));
  store.dispatch(readingPageShown({ userId, position: position(2, 8, '2026-11-22T11:00:00.000Z') }));
  return store;
}

test('the signed-in reader sees their positions, the most recently read first', () => {
  const store = storeWithPositionsOf(demoReader.id);
  store.dispatch(sessionChanged(demoReader));
  expect(selectReadingPosition(store.getState(), 1)).toMatchObject({ page: 3, pageCount: 10 });
  expect(selectBooksInProgress(store.getState()).map((p) => p.productId)).toEqual([2, 1]);
});

test('while sign-in is still being checked (an offline start) the stored positions show', () => {
  const store = storeWithPositionsOf(demoReader.id);
  expect(selectBooksInProgress(store.getState())).toHaveLength(2);
});

test('a visitor sees no one’s positions', () => {
  const store = storeWithPositionsOf(demoReader.id);
  store.dispatch(sessionChanged(null));
  expect(selectReadingPosition(store.getState(), 1)).toBeUndefined();
  expect(selectBooksInProgress(store.getState())).toEqual([]);
});

test('another signed-in user never sees them: they are dropped', () => {
  const store = storeWithPositionsOf('someone-else');
  store.dispatch(sessionChanged(demoReader));
  expect(selectBooksInProgress(store.getState())).toEqual([]);
  expect(store.getState().readingProgress.positions).toEqual({});
});

test('a book read to its last page is finished: it leaves "Continue learning", and turning back brings it back', () => {
  const store = storeWithPositionsOf(demoReader.id);
  store.dispatch(sessionChanged(demoReader));
  store.dispatch(readingPageShown({ userId: demoReader.id, position: position(1, 10, '2026-11-22T12:00:00.000Z') }));
  expect(selectBooksInProgress(store.getState()).map((p) => p.productId)).toEqual([2]);
  expect(selectReadingPosition(store.getState(), 1)).toMatchObject({ page: 10, pageCount: 10 });

  store.dispatch(readingPageShown({ userId: demoReader.id, position: position(1, 4, '2026-11-22T13:00:00.000Z') }));
  expect(selectBooksInProgress(store.getState()).map((p) => p.productId)).toEqual([1, 2]);
});
