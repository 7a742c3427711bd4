import { createTestStore } from '../../testing/createTestStore';
import { demoReader } from '../../testing/fixtures';
import { sessionChanged } from '../auth/authSlice';
import { coursesApi } from './coursesApi';
import { selectCourseOwnership } from './courseOrdersSelectors';

const order = { id: 1, courseId: 7, amount: 39, createdAt: '2026-01-01T00:00:00.000Z' };

async function storeWithCourseOrdersOf(owner: string) {
  const store = createTestStore();
  store.dispatch(sessionChanged(demoReader));
  await store.dispatch(
    coursesApi.util.upsertQueryData('getCourseOrders', undefined, { userId: owner, orders: [order] }),
  );
  return store;
}

test("a course the learner bought is owned, others are not, once the learner's own orders are here", async () => {
  const store = await storeWithCourseOrdersOf(demoReader.id);
  expect(selectCourseOwnership(store.getState(), 7)).toBe('owned');
  expect(selectCourseOwnership(store.getState(), 8)).toBe('notOwned');
});

test('course orders fetched for someone else leave ownership unknown, never owned', async () => {
  const store = await storeWithCourseOrdersOf('someone-else');
  expect(selectCourseOwnership(store.getState(), 7)).toBe('unknown');
});

test('a visitor owns no course', () => {
  const store = createTestStore();
  store.dispatch(sessionChanged(null));
  expect(selectCourseOwnership(store.getState(), 7)).toBe('notOwned');
});
