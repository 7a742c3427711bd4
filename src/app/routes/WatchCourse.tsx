import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CourseLessons } from '../../features/courses/CourseLessons';
import { CoursePrimaryAction } from '../../features/courses/CoursePrimaryAction';
import type { Lesson } from '../../features/courses/courses';
import { useCourseAccess } from '../../features/courses/useCourseAccess';
import { useCourseLessons } from '../../features/courses/useCourseLessons';
import { useCourseProgress } from '../../features/lessonProgress/useCourseProgress';
import { cameFromPreviousLesson } from '../../features/player/useNextLessonCountdown';
import type { Video } from '../../features/videos/videos';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { NotFound } from '../../shared/ui/NotFound';
import { Skeleton } from '../../shared/ui/Skeleton';
import { WatchLesson } from './WatchLesson';
import '../../features/watch/Watch.css';
import { useLearnerStateRestored } from '../hooks';

interface WatchCourseProps {
  course: Video;
  /** The lesson's place in the course, from the address; null: the learner's place in the course. */
  lessonPosition: number | null;
}

/**
 * One course in the player (docs/product.md#video-courses-are-watched-in-mentoria): the lesson in the address, or
 * where the learner left the course (the last lesson touched, or the next not completed), with the course's
 * lessons beside it (below it on a phone). A course the learner may not watch yet says so, with its page's main
 * button (Buy Now); the storage policies refuse its files whatever this screen shows.
 */
export function WatchCourse({ course, lessonPosition }: WatchCourseProps) {
  const location = useLocation();
  const lessons = useCourseLessons(course.id);
  const access = useCourseAccess(course);
  const progress = useCourseProgress(course.id, lessons.status === 'ready' ? lessons.data : null);
  const learnerStateRestored = useLearnerStateRestored();

  if (lessons.status === 'failed') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{course.name}</h1>
        <LoadFailure message="The lessons could not be loaded." onRetry={lessons.retry} retrying={lessons.retrying} />
      </section>
    );
  }
  // The learner's place decides the lesson, and what plays is recorded: both need the learner's state.
  if (lessons.status === 'loading' || access.ownership === 'unknown' || !learnerStateRestored) return <WatchSkeleton />;
  const lesson = lessonToWatch(lessons.data, lessonPosition, progress.resumeLesson?.lessonId);
  if (!lesson) return <NotFound what="lesson" />;

  const next = lessons.data.find((candidate) => candidate.position > lesson.position) ?? null;
  return (
    <div className="watch page">
      <div className="watch__main">
        {access.watchable ? (
          <WatchLesson
            key={lesson.id}
            course={course}
            lesson={lesson}
            lessonCount={lessons.data.length}
            nextLesson={next && { title: next.title, href: paths.watch.href(course.id, next.position) }}
            autoPlay={cameFromPreviousLesson(location.state)}
            onStart={access.onStart}
          />
        ) : (
          <section className="watch__refused" aria-labelledby="watch-refused-title">
            <h1 id="watch-refused-title">{lesson.title}</h1>
            <p>This lesson is part of {course.name}. Buy the course to watch its lessons.</p>
            <CoursePrimaryAction course={course} access={access} firstLesson={lesson.position} />
          </section>
        )}
      </div>
      <aside className="watch__outline" aria-label="Course lessons">
        <CourseLessons
          courseId={course.id}
          lessons={lessons}
          watchable={access.watchable}
          onStart={access.onStart}
          completedLessonIds={progress.completedLessonIds}
          currentLessonId={lesson.id}
        />
      </aside>
    </div>
  );
}

/** The lesson in the address; without one, the learner's place in the course, or its first lesson. */
function lessonToWatch(
  lessons: readonly Lesson[],
  position: number | null,
  resumeLessonId: number | undefined,
): Lesson | undefined {
  if (position !== null) return lessons.find((lesson) => lesson.position === position);
  return lessons.find((lesson) => lesson.id === resumeLessonId) ?? lessons[0];
}

function WatchSkeleton() {
  return (
    <div className="watch page" aria-busy="true">
      <div className="watch__main">
        <Skeleton className="watch__video-skeleton" />
      </div>
    </div>
  );
}
