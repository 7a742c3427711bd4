import type { CSSProperties } from 'react';
import './Skeleton.css';

interface SkeletonProps {
  /** Any CSS length; the placeholder takes the size of what it stands for, so nothing shifts when data arrives. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' is a line of text, 'block' an image or card, 'circle' an avatar. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A placeholder shown where content is loading. Hidden from assistive technology; announce loading elsewhere. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
