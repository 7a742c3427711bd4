import { CourseLessons } from '../../features/courses/CourseLessons';
import { CoursePrimaryAction } from '../../features/courses/CoursePrimaryAction';
import { CourseSummary } from '../../features/courses/CourseSummary';
import { RelatedCourses } from '../../features/courses/RelatedCourses';
import { useCourseAccess } from '../../features/courses/useCourseAccess';
import { useCourseLessons } from '../../features/courses/useCourseLessons';
import { useCourseProgress } from '../../features/lessonProgress/useCourseProgress';
import type { Video } from '../../features/videos/videos';
import { FavouriteButton } from '../../productUi/FavouriteButton';
import { VideoCard } from '../../productUi/VideoCard';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { ReviewList } from '../../features/reviews/ReviewList';
import { VideoThumbnail } from '../../productUi/VideoThumbnail';
import { CourseFromAddress } from './CourseFromAddress';
import '../../features/courses/CourseDetail.css';
import { OfflineCourseControls } from '../../features/offlineCourses/OfflineCourseControls';
import { useLearnerStateRestored } from '../hooks';

/**
 * /video?id=: one video course, with its thumbnail, summary, main button and heart, its lessons, its reviews (as
 * an ebook's, features/reviews) and related courses.
 * The course in the address follows the rule of every course screen (CourseFromAddress).
 */
export function CoursePage() {
  return (
    <CourseFromAddress screenName="Course">
      {(course) => <CourseDetail key={course.id} course={course} />}
    </CourseFromAddress>
  );
}

/** The loaded course, with the learner's progress in it. */
function CourseDetail({ course }: { course: Video }) {
  const lessons = useCourseLessons(course.id);
  const access = useCourseAccess(course);
  const lessonList = lessons.status === 'ready' ? lessons.data : null;
  const progress = useCourseProgress(course.id, lessonList);
  const learnerStateRestored = useLearnerStateRestored();
  // "Continue lesson N" once the learner has begun the course; before that, Start.
  const begun = progress.percent > 0 || (progress.resumeLesson?.positionSeconds ?? 0) > 0;
  const resumeLesson = begun
    ? lessonList?.find((lesson) => lesson.id === progress.resumeLesson?.lessonId)?.position
    : undefined;
  return (
    <article className="page course-detail">
      <div className="course-detail__thumbnail">
        <VideoThumbnail src={course.image} priority />
      </div>
      <CourseSummary
        course={course}
        lessons={lessonList}
        action={
          <div className="course-summary__actions">
            <CoursePrimaryAction
              course={course}
              access={access}
              firstLesson={lessonList?.[0]?.position ?? 1}
              resumeLesson={resumeLesson}
            />
            <FavouriteButton subject={{ kind: 'course', id: course.id }} name={course.name} variant="detail" />
            {/* Saving the course for offline viewing, as its card offers (docs/product.md#a-course-can-be-watched-offline). */}
            {access.watchable && learnerStateRestored && <OfflineCourseControls course={course} />}
          </div>
        }
      />
      <CourseLessons
        courseId={course.id}
        lessons={lessons}
        watchable={access.watchable}
        onStart={access.onStart}
        completedLessonIds={progress.completedLessonIds}
      />
      <section className="course-detail__reviews" aria-labelledby="course-reviews-title">
        <h2 id="course-reviews-title" className="course-detail__reviews-title">
          Reviews
        </h2>
        <ReviewForm subject={{ kind: 'course', id: course.id }} />
        <ReviewList subject={{ kind: 'course', id: course.id }} />
      </section>
      <RelatedCourses course={course} renderCard={(id) => <VideoCard videoId={id} headingLevel={3} />} />
    </article>
  );
}
