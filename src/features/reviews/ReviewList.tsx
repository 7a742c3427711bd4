import { Button } from '../../shared/ui/Button';
import type { Subject } from '../../types/subject';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { ReviewItem } from './ReviewItem';
import { useGetReviewsInfiniteQuery } from './reviewsApi';
import './Reviews.css';

const SKELETON_ROWS = 3;

/**
 * An ebook's or a course's reviews, newest first, a page at a time with "Show more
 * reviews": the pages hold the reviews' ids, each item selects its review
 * from the reviews slice. One just posted or edited shows at once, before the
 * refetch lands (reviewsApi.ts keeps the pages in step). A failed load shows
 * Retry (docs/product.md#failures-are-visible): for the first page in place
 * of the list, for a later page under it.
 */
export function ReviewList({ subject }: { subject: Subject }) {
  const {
    data,
    isLoading,
    isError,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    refetch,
    fetchNextPage,
  } = useGetReviewsInfiniteQuery(subject);
  const ids = data?.pages.flatMap((page) => page.ids) ?? [];

  if (isLoading) {
    return (
      <div className="review-list" role="status">
        <span className="visually-hidden">Loading reviews…</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="review review--skeleton" aria-hidden="true">
            <Skeleton shape="circle" width="2.25rem" height="2.25rem" />
            <div className="review__body">
              <Skeleton width="40%" />
              <Skeleton width="90%" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  const failure = isError && (
    <LoadFailure
      message={isFetchNextPageError ? 'More reviews could not be loaded.' : 'The reviews could not be loaded.'}
      onRetry={() => void (isFetchNextPageError ? fetchNextPage() : refetch())}
      retrying={isFetching}
    />
  );

  return (
    <div className="review-list">
      {!isFetchNextPageError && failure}
      {ids.length > 0 ? (
        <ol className="review-list__items">
          {ids.map((id) => (
            <ReviewItem key={id} reviewId={id} />
          ))}
        </ol>
      ) : (
        !isError && <p className="review-list__empty">No reviews yet.</p>
      )}
      {isFetchNextPageError && failure}
      {hasNextPage && !isError && (
        // aria-disabled, not disabled: the pressed button keeps the focus while the page loads.
        <Button
          variant="secondary"
          aria-disabled={isFetchingNextPage}
          onClick={() => void (isFetchingNextPage || fetchNextPage())}
        >
          {isFetchingNextPage ? 'Loading more reviews…' : 'Show more reviews'}
        </Button>
      )}
    </div>
  );
}
