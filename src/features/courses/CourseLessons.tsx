import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { paths } from '../../config/paths';
import { clockTime } from '../../lib/clockTime';
import { lessonDurationIso, type Lesson } from './courses';
import type { LessonsLoad } from './useCourseLessons';
import './CourseLessons.css';

/** Placeholder rows while the outline loads: a seeded course has 3 to 8 lessons. */
const SKELETON_ROWS = 4;

interface CourseLessonsProps {
  courseId: number;
  lessons: LessonsLoad;
  /** Whether the learner may watch (courseAccess): only then is each lesson a link to the player. */
  watchable: boolean;
  /** Called as a lesson is opened (useCourseAccess's onStart). */
  onStart: () => void;
  /** The lessons the learner has completed, once their progress is known (the progress data layer gives it). */
  completedLessonIds?: ReadonlySet<number>;
  /** The lesson on show beside the list (the player's), marked as the current one. */
  currentLessonId?: number;
}

/**
 * The course's outline: each lesson's place, title and length, in order. A learner who may watch opens a
 * lesson from here; anyone else sees the same outline without links (the page's main button says why).
 */
export function CourseLessons({
  courseId,
  lessons,
  watchable,
  onStart,
  completedLessonIds,
  currentLessonId,
}: CourseLessonsProps) {
  return (
    <section className="course-lessons" aria-labelledby="course-lessons-title">
      <h2 id="course-lessons-title" className="course-lessons__title">
        Lessons
      </h2>
      {lessons.status === 'failed' ? (
        <LoadFailure message="The lessons could not be loaded." onRetry={lessons.retry} retrying={lessons.retrying} />
      ) : lessons.status === 'loading' ? (
        <LessonsSkeleton />
      ) : lessons.data.length === 0 ? (
        <p className="course-lessons__empty">This course has no lessons yet.</p>
      ) : (
        <ol className="course-lessons__list">
          {lessons.data.map((lesson) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              href={watchable ? paths.watch.href(courseId, lesson.position) : null}
              onStart={onStart}
              completed={completedLessonIds?.has(lesson.id) ?? false}
              current={lesson.id === currentLessonId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface LessonRowProps {
  lesson: Lesson;
  /** The player's address for the lesson, or null when it may not be watched. */
  href: string | null;
  onStart: () => void;
  completed: boolean;
  current: boolean;
}

function LessonRow({ lesson, href, onStart, completed, current }: LessonRowProps) {
  return (
    <li className={current ? 'course-lesson course-lesson--current' : 'course-lesson'}>
      <span className="course-lesson__position" aria-hidden="true">
        {lesson.position}
      </span>
      <span className="course-lesson__title">
        <span className="visually-hidden">Lesson {lesson.position}: </span>
        {href ? (
          <Link className="course-lesson__link" to={href} onClick={onStart} aria-current={current ? 'page' : undefined}>
            {lesson.title}
          </Link>
        ) : (
          lesson.title
        )}
      </span>
      {completed && (
        <span className="course-lesson__completed">
          <CircleCheck aria-hidden="true" size={16} />
          Completed
        </span>
      )}
      <time className="course-lesson__duration" dateTime={lessonDurationIso(lesson.durationSeconds)}>
        {clockTime(lesson.durationSeconds)}
      </time>
    </li>
  );
}

function LessonsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading the lessons…
      </p>
      <div className="course-lessons__skeleton" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} width="100%" height="2.75rem" />
        ))}
      </div>
    </>
  );
}
