import { useEffect, useRef } from 'react';
import { useGetVideosQuery } from '../videos/videosApi';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import { videoPageQuery, type ComingSoonAction } from './videoList';

interface VideoListPageProps {
  category: string;
  page: number;
  /** Placeholders shown while this page loads. */
  placeholders: number;
  /** True for a page the reader asked for with "Load more videos": focus moves to its first card when it arrives. */
  focusOnArrival: boolean;
  onAction: (videoId: number, action: ComingSoonAction) => void;
}

/**
 * One page of the grid's items (<li>s of the list the parent draws): its
 * cards, placeholders of the same size while it loads, and nothing when it
 * failed (the parent shows that failure with Retry where "Load more" was).
 */
export function VideoListPage({ category, page, placeholders, focusOnArrival, onAction }: VideoListPageProps) {
  const { data, isError } = useGetVideosQuery(videoPageQuery(category, page));
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const arrived = data !== undefined;

  useEffect(() => {
    if (arrived && focusOnArrival) firstHeading.current?.focus();
  }, [arrived, focusOnArrival]);

  if (!data) {
    if (isError) return null;
    return Array.from({ length: placeholders }, (_, i) => (
      <li key={`placeholder-${i}`}>
        <VideoCardSkeleton />
      </li>
    ));
  }
  return data.ids.map((id, i) => (
    <li key={id}>
      <VideoCard videoId={id} onAction={onAction} headingRef={i === 0 ? firstHeading : undefined} />
    </li>
  ));
}
