import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import './VideoThumbnail.css';

/** The seeded thumbnails' size (16:9); the box keeps this ratio before the image arrives, so nothing shifts. */
const THUMBNAIL_WIDTH = 1280;
const THUMBNAIL_HEIGHT = 720;

interface VideoThumbnailProps {
  src: string | null;
  /** The screen's largest paint (the course page's thumbnail): loaded at once, first. Otherwise only when near. */
  priority?: boolean;
}

/**
 * A video's thumbnail in a 16:9 box, or a clapperboard when there is none or
 * it fails. Decorative: the video's name is written beside it.
 */
export function VideoThumbnail({ src, priority = false }: VideoThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="video-thumbnail video-thumbnail--empty">
        <Clapperboard aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className="video-thumbnail"
      src={src}
      alt=""
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
