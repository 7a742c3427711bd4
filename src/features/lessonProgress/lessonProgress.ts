import { LESSON_COMPLETED_FRACTION, LESSON_RESTART_WITHIN_SECONDS } from '../../config/constants';
import { newerOf, type PositionOrder } from '../../lib/syncedPositions';
import type { Tables } from '../../types/database';

/**
 * Progress in a lesson (docs/product.md#progress-in-a-lesson-follows-the-learner): where the learner is in every
 * lesson, per user, kept on the device and in the backend and merged by the time it was reached, by the same
 * rule as reading progress (lib/syncedPositions.ts). Everything here is pure.
 */

/** Where a learner is in one lesson. */
export interface LessonPosition {
  lessonId: number;
  /** The lesson's course, once the server has said (a position recorded here before its first save has none). */
  courseId: number | null;
  positionSeconds: number;
  durationSeconds: number;
  /** Watched to 90 % at some point, on any device; it stays so. */
  completed: boolean;
  /** Which device reached `positionSeconds`, in words ("Chrome on Linux"). */
  device: string;
  /** When it was reached (ISO), by the clock of the device that reached it. */
  watchedAt: string;
}

/** The columns of a lesson_progress row a position is made from. */
export type LessonProgressRowFields = Pick<
  Tables<'lesson_progress'>,
  'lesson_id' | 'course_id' | 'position_seconds' | 'duration_seconds' | 'completed' | 'device' | 'watched_at'
>;

/** Positions in a lesson are compared by when they were reached, then by how far on they are. */
export const LESSON_ORDER: PositionOrder<LessonPosition> = {
  reachedAt: (position) => position.watchedAt,
  progress: (position) => position.positionSeconds,
};

export function toLessonPosition(row: LessonProgressRowFields): LessonPosition {
  return {
    lessonId: Number(row.lesson_id),
    courseId: Number(row.course_id),
    positionSeconds: Number(row.position_seconds),
    durationSeconds: Number(row.duration_seconds),
    completed: row.completed,
    device: row.device,
    watchedAt: row.watched_at,
  };
}

/** Whether a moment of a lesson completes it: 90 % of its duration or more. */
export const reachesCompletion = (positionSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && positionSeconds >= LESSON_COMPLETED_FRACTION * durationSeconds;

/**
 * The position to keep when two meet (the device's and the server's): the newer wins, whatever its moment, so an
 * older offline position never overwrites a newer one; the lesson is completed if either says so (sticky).
 */
export function mergeLessonPositions(
  stored: LessonPosition | undefined,
  incoming: LessonPosition,
  now: number,
): LessonPosition {
  if (!stored) return incoming;
  const winner = newerOf(LESSON_ORDER, stored, incoming, now) ?? incoming;
  return {
    ...winner,
    courseId: winner.courseId ?? stored.courseId ?? incoming.courseId,
    completed: stored.completed || incoming.completed,
  };
}

/** A moment within a lesson: 0..duration, whole or fractional seconds, never NaN. */
export function secondsWithinLesson(seconds: number, durationSeconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return durationSeconds > 0 ? Math.min(seconds, durationSeconds) : seconds;
}

/** Where a lesson starts from a position: there, unless it was left at its very end (then from the beginning). */
export function resumeSeconds(position: Pick<LessonPosition, 'positionSeconds' | 'durationSeconds'> | undefined) {
  if (!position) return 0;
  const { positionSeconds, durationSeconds } = position;
  return positionSeconds >= durationSeconds - LESSON_RESTART_WITHIN_SECONDS ? 0 : positionSeconds;
}

/** Where to pick a course up again: a lesson and the moment in it. */
export interface ResumeLesson {
  lessonId: number;
  positionSeconds: number;
}

/** A course's progress, for the course page and Home. */
export interface CourseProgress {
  completedLessonIds: number[];
  /** The last lesson touched, at its moment; once that one is completed, the next not completed; null when all are. */
  resumeLesson: ResumeLesson | null;
  /** Whole percent of the course's lessons completed. */
  percent: number;
}

/**
 * A course's progress from the learner's positions, its lessons given in their order. The last lesson touched is
 * resumed where it was left; once it is completed, the course goes on at the next lesson not completed (or the
 * first one not completed before it); a course never started starts at its first lesson.
 */
export function courseProgressOf(
  positions: Record<string, LessonPosition>,
  lessonIds: readonly number[],
  now: number,
): CourseProgress {
  const mine = lessonIds.map((id) => positions[String(id)]).filter((position) => position !== undefined);
  const completedLessonIds = lessonIds.filter((id) => positions[String(id)]?.completed);
  const percent = lessonIds.length === 0 ? 0 : Math.round((100 * completedLessonIds.length) / lessonIds.length);
  const lastTouched = mine.reduce<LessonPosition | undefined>(
    (last, position) => newerOf(LESSON_ORDER, last, position, now),
    undefined,
  );
  if (lastTouched && !lastTouched.completed) {
    return {
      completedLessonIds,
      percent,
      resumeLesson: { lessonId: lastTouched.lessonId, positionSeconds: resumeSeconds(lastTouched) },
    };
  }
  const from = lastTouched ? lessonIds.indexOf(lastTouched.lessonId) : 0;
  const notCompleted = (id: number) => !positions[String(id)]?.completed;
  const next = lessonIds.slice(from).find(notCompleted) ?? lessonIds.find(notCompleted);
  const resumeLesson =
    next === undefined ? null : { lessonId: next, positionSeconds: resumeSeconds(positions[String(next)]) };
  return { completedLessonIds, percent, resumeLesson };
}

/**
 * How many of a course's lessons the learner completed, from their positions (each says its course), for a card:
 * null for a course never started. `lessonCount` is the course's own count of lessons.
 */
export function lessonsCompletedOf(
  positions: Record<string, LessonPosition>,
  courseId: number,
  lessonCount: number,
): { completed: number; of: number } | null {
  const inCourse = Object.values(positions).filter((position) => position.courseId === courseId);
  if (inCourse.length === 0 || lessonCount <= 0) return null;
  const completed = inCourse.filter((position) => position.completed).length;
  return { completed: Math.min(completed, lessonCount), of: lessonCount };
}

/** "2 of 5 lessons completed": a course's progress in words. */
export const lessonsCompletedLabel = ({ completed, of }: { completed: number; of: number }): string =>
  `${completed} of ${of} ${of === 1 ? 'lesson' : 'lessons'} completed`;
