import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import './ProductCover.css';

/** The seeded covers' size (2:3); the box keeps this ratio before the image arrives, so nothing shifts. */
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 900;

interface ProductCoverProps {
  src: string | null;
  /** Empty when the name is written beside the cover (the usual case: the image adds nothing to read). */
  alt?: string;
  /** The page's main image loads at once and first (the home hero); every other cover waits until it is near. */
  priority?: boolean;
  className?: string;
}

/** An ebook's cover in a box of fixed ratio, or a book icon when it has none or it fails to load. */
export function ProductCover({ src, alt = '', priority = false, className }: ProductCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['product-cover', className].filter(Boolean).join(' ');
  if (!src || failed === src) {
    return (
      <span className={`${classes} product-cover--empty`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <BookOpen aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(src)}
    />
  );
}
