import { useAppSelector } from '../../app/hooks';
import type { Loadable } from '../../lib/loadable';
import type { Lesson } from './courses';
import { useGetCourseLessonsQuery } from './coursesApi';
import { selectLessonEntities } from './lessonsSlice';

/** A course's lessons in outline order, with Retry when they could not be loaded (docs/product.md#failures-are-visible). */
export type LessonsLoad = Loadable<readonly Lesson[], { retry: () => void; retrying: boolean }>;

/** The lessons of a course, joined from the answer's ids to the lessons slice. */
export function useCourseLessons(courseId: number): LessonsLoad {
  const query = useGetCourseLessonsQuery(courseId);
  const entities = useAppSelector(selectLessonEntities);
  if (query.data !== undefined) {
    return { status: 'ready', data: query.data.flatMap((id) => (entities[id] ? [entities[id]] : [])) };
  }
  if (query.isError) return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'loading' };
}
