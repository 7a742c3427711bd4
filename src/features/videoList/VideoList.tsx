import { Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Spinner } from '../../shared/ui/Spinner';
import { useGetVideosQuery } from '../videos/videosApi';
import { ComingSoonDialog } from './ComingSoonDialog';
import { VideoCardSkeleton } from './VideoCard';
import { VideoListPage } from './VideoListPage';
import { isQueryableCategory, videoPageQuery, type ComingSoonRequest } from './videoList';
import './VideoList.css';

/** Placeholder cards while the first page loads (two rows on a wide screen), and while "Load more" runs. */
const FIRST_PAGE_PLACEHOLDERS = 8;
const NEXT_PAGE_PLACEHOLDERS = 4;

/**
 * The videos of one category (or all), a page at a time (docs/product.md#load-what-the-screen-shows: never the
 * whole catalogue): a spinner and placeholder cards while the first page
 * loads, the failure with Retry (docs/product.md#failures-are-visible), the empty state (docs/product.md#empty-states-say-what-is-empty),
 * or the grid with "Load more videos" while more follow. Mount it with the
 * category as its key, so a new category starts again at its first page.
 */
export function VideoList({ category }: { category: string }) {
  const [pageCount, setPageCount] = useState(1);
  const [comingSoon, setComingSoon] = useState<ComingSoonRequest | null>(null);
  // A name no category could have (typed into the address) has no videos: nothing to ask the server.
  const queryable = isQueryableCategory(category);
  const first = useGetVideosQuery(videoPageQuery(category, 0), { skip: !queryable });
  const last = useGetVideosQuery(videoPageQuery(category, pageCount - 1), { skip: !queryable });

  if (!queryable) return <VideosNotFound />;

  if (!first.data) {
    if (first.isError) {
      return (
        <LoadFailure
          message="The videos could not be loaded."
          onRetry={() => void first.refetch()}
          retrying={first.isFetching}
        />
      );
    }
    // The spinner floats over placeholder cards of the final size, so nothing moves when the videos arrive.
    return (
      <div className="video-list__loading">
        <div className="video-list__spinner">
          <Spinner label="Loading videos…" />
        </div>
        <ul className="video-grid" aria-hidden="true">
          {Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <VideoCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (first.data.ids.length === 0) return <VideosNotFound />;

  const loadingMore = !last.data && !last.isError;
  return (
    <>
      <ul className="video-grid" aria-label="Videos" aria-busy={loadingMore}>
        {Array.from({ length: pageCount }, (_, page) => (
          <VideoListPage
            key={page}
            category={category}
            page={page}
            placeholders={NEXT_PAGE_PLACEHOLDERS}
            focusOnArrival={page > 0}
            onAction={(videoId, action) => setComingSoon({ videoId, action })}
          />
        ))}
      </ul>
      <div className="video-list__more">
        {loadingMore && <Spinner label="Loading more videos…" />}
        {!last.data && last.isError && (
          <LoadFailure
            message="More videos could not be loaded."
            onRetry={() => void last.refetch()}
            retrying={last.isFetching}
          />
        )}
        {last.data?.hasMore && (
          <Button variant="secondary" onClick={() => setPageCount((count) => count + 1)}>
            Load more videos
          </Button>
        )}
      </div>
      <ComingSoonDialog request={comingSoon} onClose={() => setComingSoon(null)} />
    </>
  );
}

/** docs/product.md#empty-states-say-what-is-empty: the empty state says what is empty. */
function VideosNotFound() {
  return <EmptyState title="No Videos Found" message="No videos available in this category" icon={<Video />} />;
}
