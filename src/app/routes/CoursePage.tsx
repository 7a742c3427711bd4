import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, productIdFromAddress } from '../../config/paths';
import { CourseDetailSkeleton } from '../../features/courses/CourseDetailSkeleton';
import { CourseLessons } from '../../features/courses/CourseLessons';
import { CoursePrimaryAction } from '../../features/courses/CoursePrimaryAction';
import { CourseSummary } from '../../features/courses/CourseSummary';
import { RelatedCourses } from '../../features/courses/RelatedCourses';
import { useCourseAccess } from '../../features/courses/useCourseAccess';
import { useCourseLessons } from '../../features/courses/useCourseLessons';
import { useCourseLoad } from '../../features/courses/useCourseLoad';
import { useOnlineStatus } from '../../features/offline/useOnlineStatus';
import { productLoadFailureMessage } from '../../features/products/productLoad';
import type { Video } from '../../features/videos/videos';
import { VideoCard } from '../../productUi/VideoCard';
import { VideoThumbnail } from '../../productUi/VideoThumbnail';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';
import '../../features/courses/CourseDetail.css';

/**
 * /video?id= (docs/product.md#links-work-on-reload): one video course, with its thumbnail, summary and main
 * button, its lessons and related courses. Without an id it goes to the videos; an id that names no course
 * is "Course not found" (docs/product.md#addresses-that-name-nothing), and a load that failed says so with
 * Retry. Keyed by the course, so opening a related one starts afresh.
 */
export function CoursePage() {
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const load = useCourseLoad(productIdFromAddress(rawId));
  const online = useOnlineStatus();
  useDocumentTitle(
    load.status === 'ready' ? load.data.name : load.status === 'unknown' ? notFoundTitle('course') : 'Course',
  );

  if (rawId === null || rawId === '') return <Navigate to={paths.videos.href()} replace />;
  switch (load.status) {
    case 'unknown':
      return <NotFound what="course" />;
    case 'loading':
      return <CourseDetailSkeleton />;
    case 'failed':
      return (
        <section className="page">
          <h1 className="visually-hidden">Course</h1>
          <LoadFailure
            message={productLoadFailureMessage(online, 'course')}
            onRetry={load.retry}
            retrying={load.retrying}
          />
        </section>
      );
    case 'ready':
      return <CourseDetail key={load.data.id} course={load.data} />;
  }
}

/** The loaded course. The progress data layer will add `resumeLesson` and `completedLessonIds` here. */
function CourseDetail({ course }: { course: Video }) {
  const lessons = useCourseLessons(course.id);
  const access = useCourseAccess(course);
  const lessonList = lessons.status === 'ready' ? lessons.data : null;
  return (
    <article className="page course-detail">
      <div className="course-detail__thumbnail">
        <VideoThumbnail src={course.image} priority />
      </div>
      <CourseSummary
        course={course}
        lessons={lessonList}
        action={<CoursePrimaryAction course={course} access={access} firstLesson={lessonList?.[0]?.position ?? 1} />}
      />
      <CourseLessons courseId={course.id} lessons={lessons} watchable={access.watchable} onStart={access.onStart} />
      <RelatedCourses course={course} renderCard={(id) => <VideoCard videoId={id} headingLevel={3} />} />
    </article>
  );
}
