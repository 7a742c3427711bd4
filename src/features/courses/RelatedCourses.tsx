import type { ReactNode } from 'react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import type { Video } from '../videos/videos';
import { useGetRelatedCoursesQuery } from './coursesApi';

interface RelatedCoursesProps {
  course: Pick<Video, 'id' | 'category'>;
  /** Draws a course's card (the route passes productUi's VideoCard, as the videos grid shows it). */
  renderCard: (courseId: number) => ReactNode;
}

const TITLE = 'Related Courses';

/**
 * A short row of other courses of the same category, newest first (never this one); "No related courses
 * found." when there are none, Retry when they could not be loaded (docs/product.md#failures-are-visible).
 */
export function RelatedCourses({ course, renderCard }: RelatedCoursesProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetRelatedCoursesQuery({
    id: course.id,
    category: course.category,
  });
  let content: ReactNode;
  if (isLoading) {
    content = (
      <p className="visually-hidden" role="status">
        Loading related courses…
      </p>
    );
  } else if (isError || !data) {
    content = (
      <LoadFailure
        message="The related courses could not be loaded."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.length === 0) {
    content = <p className="related-courses__empty">No related courses found.</p>;
  } else {
    content = (
      <ul className="related-courses__list" aria-label={TITLE}>
        {data.map((id) => (
          <li key={id}>{renderCard(id)}</li>
        ))}
      </ul>
    );
  }
  return (
    <section className="related-courses">
      <h2 className="related-courses__title">{TITLE}</h2>
      {content}
    </section>
  );
}
