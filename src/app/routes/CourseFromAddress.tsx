import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, productIdFromAddress } from '../../config/paths';
import { CourseDetailSkeleton } from '../../features/courses/CourseDetailSkeleton';
import { useCourseLoad } from '../../features/courses/useCourseLoad';
import { useOnlineStatus } from '../../features/offline/useOnlineStatus';
import { productLoadFailureMessage } from '../../features/products/productLoad';
import type { Video } from '../../features/videos/videos';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';

interface CourseFromAddressProps {
  /** What the screen is called while the course loads: "Course", "Lesson". */
  screenName: string;
  /** The screen, once the course in the address is here (keyed by the course: another one starts afresh). */
  children: (course: Video, address: URLSearchParams) => ReactNode;
}

/**
 * The course a screen's address names (`?id=`), under one rule for every course screen (the course page, the
 * player; docs/product.md#links-work-on-reload): without an id, the videos; an id that names no course, "Course
 * not found" (docs/product.md#addresses-that-name-nothing); a load that failed says so with Retry.
 */
export function CourseFromAddress({ screenName, children }: CourseFromAddressProps) {
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const load = useCourseLoad(productIdFromAddress(rawId));
  const online = useOnlineStatus();
  useDocumentTitle(
    load.status === 'ready' ? load.data.name : load.status === 'unknown' ? notFoundTitle('course') : screenName,
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
          <h1 className="visually-hidden">{screenName}</h1>
          <LoadFailure
            message={productLoadFailureMessage(online, 'course')}
            onRetry={load.retry}
            retrying={load.retrying}
          />
        </section>
      );
    case 'ready':
      return children(load.data, searchParams);
  }
}
