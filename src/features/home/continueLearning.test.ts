import type { Lesson } from '../courses/courses';
import type { LessonPosition } from '../lessonProgress/lessonProgress';
import type { ReadingPosition } from '../readingProgress/readingProgress';
import type { Video } from '../videos/videos';
import { continueLearningItems } from './continueLearning';

const course = (id: number, lessons: number): Video =>
  ({ id, name: `Course ${id}`, lessons, premium: false, price: 0 }) as Video;
const lesson = (id: number, courseId: number, position: number): Lesson =>
  ({ id, courseId, position, title: `Lesson ${id}`, durationSeconds: 60 }) as Lesson;
const watched = (lessonId: number, at: string, completed = false): LessonPosition => ({
  lessonId,
  courseId: null,
  positionSeconds: completed ? 58 : 20,
  durationSeconds: 60,
  completed,
  device: 'Chrome on Linux',
  watchedAt: at,
});
const reading = (productId: number, at: string): ReadingPosition => ({
  productId,
  page: 3,
  pageCount: 40,
  furthestPage: 3,
  device: 'Chrome on Linux',
  turnedAt: at,
  book: { name: `Book ${productId}`, image: null },
});

const lessons = { 11: lesson(11, 1, 1), 12: lesson(12, 1, 2), 13: lesson(13, 1, 3), 21: lesson(21, 2, 1) };
const courses = { 1: course(1, 3), 2: course(2, 1) };
const summary = (items: ReturnType<typeof continueLearningItems>) =>
  items.map((item) =>
    item.kind === 'book' ? `book ${item.position.productId}` : `course ${item.course.id} at ${item.resumeAt}`,
  );

test('books and courses in one row, the most recent first', () => {
  const items = continueLearningItems(
    [reading(7, '2026-11-28T10:00:00Z')],
    [watched(11, '2026-11-28T11:00:00Z'), watched(21, '2026-11-28T09:00:00Z')],
    lessons,
    courses,
  );
  expect(summary(items)).toEqual(['course 1 at 1', 'book 7', 'course 2 at 1']);
});

test('a course is there once, by the lesson last watched in it, and goes on at the next once that one is completed', () => {
  const items = continueLearningItems(
    [],
    [watched(11, '2026-11-28T09:00:00Z'), watched(12, '2026-11-28T10:00:00Z', true)],
    lessons,
    courses,
  );
  expect(summary(items)).toEqual(['course 1 at 3']);
});

test('a course whose last lesson is completed has finished and leaves the row', () => {
  const items = continueLearningItems([], [watched(21, '2026-11-28T09:00:00Z', true)], lessons, courses);
  expect(items).toEqual([]);
});

test('a lesson whose course is not known yet waits for it', () => {
  expect(continueLearningItems([], [watched(99, '2026-11-28T09:00:00Z')], lessons, courses)).toEqual([]);
  expect(continueLearningItems([], [watched(21, '2026-11-28T09:00:00Z')], lessons, {})).toEqual([]);
});
