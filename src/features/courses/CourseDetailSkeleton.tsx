import { Skeleton } from '../../shared/ui/Skeleton';

/**
 * The course page while a cold link loads its course: the loaded page's frame (thumbnail, title lines,
 * button, lessons), so nothing jumps when it arrives. Hidden from screen readers, which hear the status.
 */
export function CourseDetailSkeleton() {
  return (
    <div className="page course-detail">
      <p className="visually-hidden" role="status">
        Loading the course…
      </p>
      <div className="course-detail__thumbnail" aria-hidden="true">
        <Skeleton shape="block" className="course-detail__thumbnail-skeleton" />
      </div>
      <div className="course-summary" aria-hidden="true">
        <Skeleton width="30%" />
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="55%" />
        <Skeleton width="90%" />
        <Skeleton
          shape="block"
          width="12rem"
          height="var(--control-height)"
          className="course-detail__button-skeleton"
        />
      </div>
    </div>
  );
}
