import type { Lesson } from '../courses/courses';
import type { LessonPosition } from '../lessonProgress/lessonProgress';
import type { ReadingPosition } from '../readingProgress/readingProgress';
import { videoLessons, type Video } from '../videos/videos';

/** One card of Home's "Continue learning": a book being read, or a course being watched. */
export type LearningItem =
  | { kind: 'book'; at: string; position: ReadingPosition }
  | {
      kind: 'course';
      at: string;
      course: Video;
      /** The lesson last watched. */
      lesson: Lesson;
      position: LessonPosition;
      /** The lesson one click opens: the one last watched, or the next once that one is completed. */
      resumeAt: number;
    };

/**
 * Home's "Continue learning" (docs/product.md#continue-learning): the books being read and the courses being
 * watched in one row, the most recent first. A course is there by the lesson last watched in it: unfinished, it
 * resumes there (the player starts at the moment left); completed, the course goes on at the next lesson; the last
 * lesson completed, the course is finished and leaves the row, as a finished book does. A lesson whose course is
 * not known yet (its read is on its way) waits for it.
 */
export function continueLearningItems(
  books: readonly ReadingPosition[],
  lessonPositions: readonly LessonPosition[],
  lessons: Readonly<Record<number, Lesson | undefined>>,
  courses: Readonly<Record<number, Video | undefined>>,
): LearningItem[] {
  const newestByCourse = new Map<number, { lesson: Lesson; position: LessonPosition }>();
  for (const position of lessonPositions) {
    const lesson = lessons[position.lessonId];
    if (!lesson) continue;
    const newest = newestByCourse.get(lesson.courseId);
    if (!newest || Date.parse(position.watchedAt) > Date.parse(newest.position.watchedAt)) {
      newestByCourse.set(lesson.courseId, { lesson, position });
    }
  }
  const courseItems = [...newestByCourse.values()].flatMap(({ lesson, position }): LearningItem[] => {
    const course = courses[lesson.courseId];
    if (!course) return [];
    const resumeAt = position.completed ? lesson.position + 1 : lesson.position;
    if (resumeAt > videoLessons(course)) return [];
    return [{ kind: 'course', at: position.watchedAt, course, lesson, position, resumeAt }];
  });
  const bookItems = books.map((position): LearningItem => ({ kind: 'book', at: position.turnedAt, position }));
  return [...bookItems, ...courseItems].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
