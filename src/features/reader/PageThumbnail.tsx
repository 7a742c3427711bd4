import { memo, useSyncExternalStore } from 'react';
import type { PageSignal } from './pageSignal';
import type { ThumbnailImages } from './thumbnailImages';

interface PageThumbnailProps {
  page: number;
  images: ThumbnailImages;
  current: PageSignal;
  aspectRatio: number;
  onJump: (page: number) => void;
}

/**
 * One page's thumbnail button ("Page 12"; aria-current on the page being
 * read). It re-renders on its own when its image arrives or its mark moves,
 * so a page turn does not re-render the other hundreds.
 */
export const PageThumbnail = memo(function PageThumbnail({
  page,
  images,
  current,
  aspectRatio,
  onJump,
}: PageThumbnailProps) {
  const url = useSyncExternalStore(images.subscribe, () => images.url(page));
  const isCurrent = useSyncExternalStore(current.subscribe, () => current.get() === page);
  return (
    <button
      type="button"
      className="reader-thumbnail"
      aria-label={`Page ${page}`}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={() => onJump(page)}
    >
      <span className="reader-thumbnail__frame" style={{ aspectRatio }}>
        {url && <img className="reader-thumbnail__image" src={url} alt="" draggable={false} />}
      </span>
      <span className="reader-thumbnail__number" aria-hidden="true">
        {page}
      </span>
    </button>
  );
});
