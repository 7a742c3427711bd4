import { useEffect, useRef } from 'react';
import { VideoCard } from '../../productUi/VideoCard';

interface VideoListPageProps {
  /** The page's videos, in list order (each card selects its video from the videos slice). */
  ids: readonly number[];
  /** True for the page the reader asked for with "Load more videos": focus moves to its first card when it arrives. */
  focusOnArrival: boolean;
}

/**
 * One page of the grid's items (<li>s of the list the parent draws): its
 * cards. It is drawn once the page has arrived; the parent shows the
 * placeholders while it loads, and its failure with Retry where "Load more" was.
 */
export function VideoListPage({ ids, focusOnArrival }: VideoListPageProps) {
  const firstHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnArrival) firstHeading.current?.focus();
  }, [focusOnArrival]);

  return ids.map((id, i) => (
    <li key={id}>
      <VideoCard videoId={id} headingRef={i === 0 ? firstHeading : undefined} />
    </li>
  ));
}
