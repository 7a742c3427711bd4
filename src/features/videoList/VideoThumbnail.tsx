import { Clapperboard } from 'lucide-react';
import { useState } from 'react';

/** The seeded thumbnails' size (16:9); the box keeps this ratio before the image arrives, so nothing shifts. */
const THUMBNAIL_WIDTH = 1280;
const THUMBNAIL_HEIGHT = 720;

/**
 * A video's thumbnail in a 16:9 box, loaded only when it nears the screen, or
 * a clapperboard when there is none or it fails. Decorative: the video's name
 * is written under it.
 */
export function VideoThumbnail({ src }: { src: string | null }) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
