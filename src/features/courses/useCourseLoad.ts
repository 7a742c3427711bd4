import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { itemLoadOf, type ItemLoad } from '../products/productLoad';
import type { Video } from '../videos/videos';
import { selectVideoById } from '../videos/videosSlice';
import { useGetCourseQuery } from './coursesApi';

/** What a screen showing one course (/video, /checkout?course=) has of it. */
export type CourseLoad = ItemLoad<Video>;

/**
 * The course a screen shows, by the id in its address (null: the address names none), under the one-item
 * rule every such screen follows (products/productLoad.ts): at once when a card already put it in the store,
 * fetched by id either way, and an id that names no course told apart from a failed load.
 */
export function useCourseLoad(courseId: number | null): CourseLoad {
  const query = useGetCourseQuery(courseId ?? skipToken);
  const course = useAppSelector((state) => (courseId === null ? undefined : selectVideoById(state, courseId)));
  if (courseId === null) return { status: 'unknown' };
  return itemLoadOf(course, { error: query.error, isFetching: query.isFetching, refetch: query.refetch });
}
