import { createAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { ownershipFrom, type Ownership } from '../orders/ordersSelectors';
import { ownsCourse, type CourseOrder } from './courses';
import { coursesApi } from './coursesApi';

const NO_ORDERS: CourseOrder[] = [];

const selectCourseOrdersResult = coursesApi.endpoints.getCourseOrders.select();

/**
 * The signed-in learner's course orders as last fetched by `getCourseOrders` (screens that need them
 * subscribe to that query); empty for a visitor or a list that belongs to a previous user.
 */
export const selectCourseOrders = createAppSelector([selectCourseOrdersResult, selectUser], (result, user) =>
  user !== null && result.data?.userId === user.id ? result.data.orders : NO_ORDERS,
);

/**
 * Whether the learner owns a course, or 'unknown' while that cannot be said yet: as selectOwnership is for an
 * ebook (orders/ordersSelectors.ts), unknown until the session is known and the learner's own course orders
 * have arrived; a visitor owns nothing; orders that failed to load count as nothing owned (the server still
 * refuses a second order).
 */
export const selectCourseOwnership = createAppSelector(
  [selectCourseOrdersResult, selectAuthStatus, selectUser, (_state, courseId: number) => courseId],
  (result, authStatus, user, courseId): Ownership =>
    ownershipFrom(result, authStatus, user, (list) => ownsCourse(list.orders, courseId)),
);
