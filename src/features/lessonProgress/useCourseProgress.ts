import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { CourseProgress } from './lessonProgress';
import { selectCourseProgress } from './lessonProgressSelectors';

const NO_LESSONS: readonly number[] = [];

/**
 * The learner's progress in a course whose lessons are these (in their order; null while they load): the
 * lessons completed, where to resume, and the share done. One id list per list of lessons, however often the
 * caller re-renders, so the memoised selector is not recomputed for nothing.
 */
export function useCourseProgress(
  courseId: number,
  lessons: readonly { id: number }[] | null,
): Omit<CourseProgress, 'completedLessonIds'> & { completedLessonIds: ReadonlySet<number> } {
  const idList = lessons?.map((lesson) => lesson.id).join(',') ?? '';
  const lessonIds = useMemo(() => (idList === '' ? NO_LESSONS : idList.split(',').map(Number)), [idList]);
  const progress = useAppSelector((state) => selectCourseProgress(state, courseId, lessonIds));
  const completed = useMemo(() => new Set(progress.completedLessonIds), [progress.completedLessonIds]);
  return { ...progress, completedLessonIds: completed };
}
