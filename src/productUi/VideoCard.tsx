import { Play, Star } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector, useLearnerStateRestored } from '../app/hooks';
import { paths } from '../config/paths';
import { Badge } from '../shared/ui/Badge';
import { buttonClassName } from '../shared/ui/buttonClassName';
import { Skeleton } from '../shared/ui/Skeleton';
import { selectIsSignedIn } from '../features/auth/authSlice';
import { courseAccess } from '../features/courses/courses';
import { selectCourseOwnership } from '../features/courses/courseOrdersSelectors';
import { lessonCountLabel, videoBadge, videoRating } from '../features/videos/videos';
import { selectVideoById } from '../features/videos/videosSlice';
import { OfflineCourseControls } from '../features/offlineCourses/OfflineCourseControls';
import { FavouriteButton } from './FavouriteButton';
import { VideoCourseProgress } from './VideoCourseProgress';
import { VideoThumbnail } from './VideoThumbnail';
import './VideoCard.css';

interface VideoCardProps {
  videoId: number;
  /** Set on the first card of a page loaded by "Load more videos", which moves focus there. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The name's heading level: 2 in a screen's own list, 3 under a section's heading (related courses). */
  headingLevel?: 2 | 3;
  /** Shows how many of its lessons the learner completed (the Library's Videos tab). */
  showProgress?: boolean;
}

/**
 * A video course as a card (the videos grid, the Library's Videos tab, related courses): thumbnail with the
 * heart (the same as an ebook's, docs/product.md#how-the-screens-behave), name (a link to the course's page), the "Video" badge and its Premium or Free badge
 * (docs/product.md#video-badges-say-what-they-mean), lesson count and rating
 * (docs/product.md#real-figures-before-fixed-ones), then Watch: the learner's place in the course when they may
 * watch it (courseAccess, features/courses/courses.ts: signed in, and the course free or theirs, as far as this
 * device knows), else the course's page, which says what it takes; and, for a course they may watch, Download,
 * which saves its lessons for offline viewing (docs/product.md#a-course-can-be-watched-offline). It selects its
 * own video by id (lists hold ids). The heading can take focus, so "Load more videos" can move the reader to
 * the first new card.
 */
export function VideoCard({ videoId, headingRef, headingLevel = 2, showProgress = false }: VideoCardProps) {
  const video = useAppSelector((state) => selectVideoById(state, videoId));
  const signedIn = useAppSelector(selectIsSignedIn);
  const owned = useAppSelector((state) => selectCourseOwnership(state, videoId)) === 'owned';
  const learnerStateRestored = useLearnerStateRestored();
  const nameId = useId();
  if (!video) return <VideoCardSkeleton />;
  const badge = videoBadge(video);
  const coursePage = paths.course.href(video.id);
  const watchable = courseAccess(video, signedIn, owned) === 'watch';
  const watch = watchable ? paths.watch.href(video.id) : coursePage;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="video-card" aria-labelledby={nameId}>
      <VideoThumbnail src={video.image} />
      <p className="video-card__badges">
        <Badge>Video</Badge>
        <Badge tone={badge === 'Premium' ? 'premium' : 'free'}>{badge}</Badge>
      </p>
      <Heading ref={headingRef} id={nameId} className="video-card__name" tabIndex={-1}>
        <Link className="video-card__link" to={coursePage}>
          {video.name}
        </Link>
      </Heading>
      {/* After the name, so Tab reaches the course's name first and then its heart; drawn on the thumbnail. */}
      <div className="video-card__favourite">
        <FavouriteButton subject={{ kind: 'course', id: video.id }} name={video.name} />
      </div>
      <p className="video-card__meta">
        <span>{lessonCountLabel(video)}</span>
        <span className="video-card__rating">
          <Star aria-hidden="true" size={14} fill="currentColor" />
          <span className="visually-hidden">Rated </span>
          {videoRating(video).toFixed(1)}
        </span>
      </p>
      {showProgress && learnerStateRestored && (
        <VideoCourseProgress courseId={video.id} lessonCount={video.lessons ?? 0} />
      )}
      <div className="video-card__actions">
        <Link className={buttonClassName('primary', 'sm')} aria-label={`Watch ${video.name}`} to={watch}>
          <Play aria-hidden="true" size={16} />
          Watch
        </Link>
        {watchable && learnerStateRestored && <OfflineCourseControls course={video} />}
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
