import type { Tables } from '../../types/database';
import type { Ownership } from '../orders/ordersSelectors';
import { PRIMARY_LABELS } from '../orders/primaryAction';
import { priceLabel } from '../products/products';
import { lessonCountLabel, type Video } from '../videos/videos';
import { wholeSeconds } from '../../lib/clockTime';

/** One lesson of a course, as its page and the player show it (a course_lessons row, mapped once by toLesson). */
export interface Lesson {
  id: number;
  courseId: number;
  /** 1-based place in the course's outline; the player's address names a lesson by it. */
  position: number;
  title: string;
  description: string | null;
  durationSeconds: number;
  /** Object paths in lessons-premium (a premium course) or lessons-free. */
  videoPath: string;
  captionsPath: string;
  chaptersPath: string | null;
}

export type LessonRow = Tables<'course_lessons'>;

/** The lessons table's column names used in queries; with `toLesson`, the only place they are spelled. */
export const lessonColumn = {
  courseId: 'course_id',
  position: 'position',
} as const satisfies Record<string, keyof LessonRow>;

/** Numbers go through Number(): a Postgres numeric may reach a client as a string. */
export function toLesson(row: LessonRow): Lesson {
  return {
    id: Number(row.id),
    courseId: Number(row.course_id),
    position: Number(row.position),
    title: row.title,
    description: row.description,
    durationSeconds: Number(row.duration_seconds),
    videoPath: row.video_path,
    captionsPath: row.captions_path,
    chaptersPath: row.chapters_path,
  };
}

/** A course the signed-in learner has got or bought: which course, what was paid, and when. */
export interface CourseOrder {
  id: number;
  courseId: number;
  amount: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** The signed-in learner's course orders, newest first. */
export interface CourseOrderList {
  /** Whose orders these are; null for a visitor, who owns nothing. */
  userId: string | null;
  /** Each order's course is in the videos slice (getCourseOrders puts it there). */
  orders: CourseOrder[];
}

export function toCourseOrder(row: Tables<'course_orders'>): CourseOrder {
  return {
    id: Number(row.id),
    courseId: Number(row.course_id),
    amount: Number(row.amount),
    createdAt: row.created_at,
  };
}

/** Whether the orders include the course. */
export const ownsCourse = (orders: readonly CourseOrder[], courseId: number): boolean =>
  orders.some((order) => order.courseId === courseId);

/** What a learner may do with a course: sign in first, buy it, or watch it. */
export type CourseAccess = 'sign-in' | 'buy' | 'watch';

/**
 * The one rule for a course's main action (docs/product.md#video-courses-are-watched-in-mentoria), as
 * primaryAction is for an ebook's: a visitor signs in first (everything watched is someone's own); a course
 * the learner owns, or a free one (open to anyone signed in, docs/product.md#lessons-are-read-like-ebooks), is
 * watched; an unowned priced course is bought.
 */
export function courseAccess(course: Pick<Video, 'price'>, signedIn: boolean, owned: boolean): CourseAccess {
  if (!signedIn) return 'sign-in';
  if (owned || course.price <= 0) return 'watch';
  return 'buy';
}

/** The course page's main button texts (its spinner's is the ebook button's, PRIMARY_LABELS.checking). */
export const COURSE_ACTION_LABELS = { signIn: 'Sign in to watch', start: 'Start' } as const;

/** What the course page's main button does, and what it says; 'busy' is a spinner while ownership is unknown. */
export type CourseAction =
  | { kind: 'sign-in' | 'buy' | 'busy'; label: string }
  /** Watch from `lessonPosition`: the first lesson, or the one to resume. */
  | { kind: 'watch'; label: string; lessonPosition: number };

interface CourseActionInput {
  course: Pick<Video, 'price'>;
  signedIn: boolean;
  ownership: Ownership;
  /** The first lesson's position (1 until the lessons are known). */
  firstLesson: number;
  /** The lesson to continue, once the learner's progress is known (the progress data layer gives it). */
  resumeLesson?: number;
}

/**
 * The main button, from courseAccess: "Sign in to watch", "Buy Now 39$" (the course's own price,
 * docs/product.md#prices-come-from-the-data), Start, or "Continue lesson N" when a lesson to resume is given.
 * It waits while the session is not known yet, and while a signed-in learner's ownership of a priced course
 * is unknown, rather than offering to buy what they may own; a free course is watched either way.
 */
export function courseAction({
  course,
  signedIn,
  ownership,
  firstLesson,
  resumeLesson,
}: CourseActionInput): CourseAction {
  // Unknown for a visitor means the session itself is not known yet (a visitor owns nothing, known at once).
  if (ownership === 'unknown' && (!signedIn || course.price > 0)) {
    return { kind: 'busy', label: PRIMARY_LABELS.checking };
  }
  switch (courseAccess(course, signedIn, ownership === 'owned')) {
    case 'sign-in':
      return { kind: 'sign-in', label: COURSE_ACTION_LABELS.signIn };
    case 'buy':
      return { kind: 'buy', label: `Buy Now ${priceLabel(course.price)}` };
    case 'watch':
      return resumeLesson === undefined
        ? { kind: 'watch', label: COURSE_ACTION_LABELS.start, lessonPosition: firstLesson }
        : { kind: 'watch', label: `Continue lesson ${resumeLesson}`, lessonPosition: resumeLesson };
  }
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** A lesson's length for the `dateTime` of its <time> element, so assistive technology reads a duration. */
export function lessonDurationIso(seconds: number): string {
  return `PT${wholeSeconds(seconds)}S`;
}

/** A course's total length in whole minutes, at least one: "3 min", "1 h 20 min", "2 h". */
export function courseMinutesLabel(totalSeconds: number): string {
  const minutes = Math.max(1, Math.round(totalSeconds / SECONDS_PER_MINUTE));
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * "5 lessons · 3 min": the course's own lesson count (docs/product.md#real-figures-before-fixed-ones) and,
 * once its lessons are known, their total length.
 */
export function courseLengthLabel(
  course: Pick<Video, 'lessons'>,
  lessons: readonly Pick<Lesson, 'durationSeconds'>[] | null,
): string {
  const count = lessonCountLabel(course);
  if (lessons === null || lessons.length === 0) return count;
  const total = lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
  return `${count} · ${courseMinutesLabel(total)}`;
}
