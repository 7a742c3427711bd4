import { Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Spinner } from '../../shared/ui/Spinner';
import { useGetVideosInfiniteQuery } from '../videos/videosApi';
import { VideoCardSkeleton } from '../../productUi/VideoCard';
import { VideoListPage } from './VideoListPage';
import { isQueryableCategory, videoListQuery } from './videoList';
import './VideoList.css';

/** Placeholder cards while the first page loads (two rows on a wide screen), and while "Load more" runs. */
const FIRST_PAGE_PLACEHOLDERS = 8;
const NEXT_PAGE_PLACEHOLDERS = 4;

/**
 * The videos of one category (or all), a page at a time (docs/product.md#load-what-the-screen-shows: never the
 * whole catalogue; getVideos pages them by keyset): a spinner and placeholder cards while the first page
 * loads, the failure with Retry (docs/product.md#failures-are-visible), the empty state (docs/product.md#empty-states-say-what-is-empty),
 * or the grid with "Load more videos" while more follow. Mount it with the
 * category as its key, so a new category starts again at its first page.
 */
export function VideoList({ category }: { category: string }) {
  /** The page "Load more videos" asked for: its first card takes the focus when it arrives. */
  const [askedPage, setAskedPage] = useState<number | null>(null);
  // A name no category could have (typed into the address) has no videos: nothing to ask the server.
  const queryable = isQueryableCategory(category);
  const { data, isError, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch, fetchNextPage } =
    useGetVideosInfiniteQuery(videoListQuery(category), { skip: !queryable });

  if (!queryable) return <VideosNotFound />;

  if (!data) {
    if (isError) {
      return (
        <LoadFailure message="The videos could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />
      );
    }
    return <VideosLoading />;
  }

  if (data.pages.every((page) => page.ids.length === 0)) return <VideosNotFound />;

  const loadMore = () => {
    setAskedPage(data.pages.length);
    void fetchNextPage();
  };
  return (
    <>
      <ul className="video-grid" aria-label="Videos" aria-busy={isFetchingNextPage}>
        {data.pages.map((page, index) => (
          <VideoListPage key={index} ids={page.ids} focusOnArrival={index === askedPage} />
        ))}
        {isFetchingNextPage && <Placeholders count={NEXT_PAGE_PLACEHOLDERS} />}
      </ul>
      <div className="video-list__more">
        {isFetchingNextPage && <Spinner label="Loading more videos…" />}
        {isError && !isFetchingNextPage && (
          <LoadFailure
            message="More videos could not be loaded."
            onRetry={() => void (isFetchNextPageError ? fetchNextPage() : refetch())}
            retrying={isFetching}
          />
        )}
        {hasNextPage && !isFetchingNextPage && !isError && (
          <Button variant="secondary" onClick={loadMore}>
            Load more videos
          </Button>
        )}
      </div>
    </>
  );
}

/** Placeholder cards of the final size, as items of the grid. */
function Placeholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`placeholder-${i}`}>
      <VideoCardSkeleton />
    </li>
  ));
}

/** The first page on its way: the spinner floats over placeholder cards of the final size, so nothing moves when the videos arrive. */
function VideosLoading() {
  return (
    <div className="video-list__loading">
      <div className="video-list__spinner">
        <Spinner label="Loading videos…" />
      </div>
      <ul className="video-grid" aria-hidden="true">
        <Placeholders count={FIRST_PAGE_PLACEHOLDERS} />
      </ul>
    </div>
  );
}

/** docs/product.md#empty-states-say-what-is-empty: the empty state says what is empty. */
function VideosNotFound() {
  return <EmptyState title="No Videos Found" message="No videos available in this category" icon={<Video />} />;
}
