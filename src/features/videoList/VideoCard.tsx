import { Download, Play, Star } from 'lucide-react';
import type { Ref } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { lessonCountLabel, videoBadge, videoRating } from '../videos/videos';
import { selectVideoById } from '../videos/videosSlice';
import type { ComingSoonAction } from './videoList';
import { VideoThumbnail } from './VideoThumbnail';
import './VideoCard.css';

interface VideoCardProps {
  videoId: number;
  /** Watch and Download are not built yet: the list answers them with a "coming soon" dialog. */
  onAction: (videoId: number, action: ComingSoonAction) => void;
  /** Set on the first card of a page loaded by "Load more videos", which moves focus there. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A video course in the grid: thumbnail, name, the "Video" badge and its
 * Premium or Free badge (docs/product.md#video-badges-say-what-they-mean), lesson count and rating (docs/product.md#real-figures-before-fixed-ones),
 * and Watch and Download. It selects its own video by id (lists hold ids).
 * The heading can take focus, so "Load more videos" can move the reader to
 * the first new card.
 */
export function VideoCard({ videoId, onAction, headingRef }: VideoCardProps) {
  const video = useAppSelector((state) => selectVideoById(state, videoId));
  if (!video) return <VideoCardSkeleton />;
  const badge = videoBadge(video);
  return (
    <article className="video-card">
      <VideoThumbnail src={video.image} />
      <p className="video-card__badges">
        <Badge>Video</Badge>
        <Badge tone={badge === 'Premium' ? 'premium' : 'free'}>{badge}</Badge>
      </p>
      <h2 ref={headingRef} className="video-card__name" tabIndex={-1}>
        {video.name}
      </h2>
      <p className="video-card__meta">
        <span>{lessonCountLabel(video)}</span>
        <span className="video-card__rating">
          <Star aria-hidden="true" size={14} fill="currentColor" />
          <span className="visually-hidden">Rated </span>
          {videoRating(video).toFixed(1)}
        </span>
      </p>
      <div className="video-card__actions">
        <Button size="sm" aria-label={`Watch ${video.name}`} onClick={() => onAction(video.id, 'watch')}>
          <Play aria-hidden="true" size={16} />
          Watch
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Download ${video.name}`}
          onClick={() => onAction(video.id, 'download')}
        >
          <Download aria-hidden="true" size={16} />
          Download
        </Button>
      </div>
    </article>
  );
}

/** A card's placeholder while its page loads: the same size as a card, so nothing moves when it arrives. */
export function VideoCardSkeleton() {
  return (
    <div className="video-card video-card--skeleton" aria-hidden="true">
      <Skeleton shape="block" className="video-card__thumbnail-skeleton" />
      {/* Each line as tall as the card's: badges, a two-line name, lessons and rating, the buttons. */}
      <Skeleton width="45%" height="1.375rem" />
      <Skeleton width="85%" height="2.5rem" />
      <Skeleton width="40%" height="1.375rem" />
      <Skeleton width="100%" height="2.25rem" />
    </div>
  );
}
