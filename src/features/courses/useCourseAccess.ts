import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/authSlice';
import type { Ownership } from '../orders/ordersSelectors';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import type { Video } from '../videos/videos';
import { courseAccess } from './courses';
import { useClaimFreeCourseMutation, useGetCourseOrdersQuery } from './coursesApi';
import { selectCourseOwnership } from './courseOrdersSelectors';

export interface CourseAccessState {
  signedIn: boolean;
  ownership: Ownership;
  /** Whether the learner may open the lessons now (courseAccess says 'watch'). */
  watchable: boolean;
  /**
   * Called as the learner starts a lesson: a free course not yet theirs becomes theirs, quietly, as a free
   * ebook does once its first page shows (docs/product.md#get-ebook-is-one-rule-everywhere), so what is being
   * watched is in the Library.
   */
  onStart: () => void;
}

/**
 * What the signed-in learner may do with a course, for its page: subscribed to their course orders for as
 * long as the page shows, so ownership is known and follows a purchase.
 */
export function useCourseAccess(course: Pick<Video, 'id' | 'price'>): CourseAccessState {
  const signedIn = useAppSelector(selectIsSignedIn);
  const online = useOnlineStatus();
  useGetCourseOrdersQuery(signedIn ? undefined : skipToken);
  const ownership = useAppSelector((state) => selectCourseOwnership(state, course.id));
  const [claimFreeCourse] = useClaimFreeCourseMutation();
  const watchable = courseAccess(course, signedIn, ownership === 'owned') === 'watch';
  const onStart = () => {
    if (watchable && online && course.price <= 0 && ownership === 'notOwned') void claimFreeCourse(course.id);
  };
  return { signedIn, ownership, watchable, onStart };
}
