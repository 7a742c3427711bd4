import type { ReadingPosition } from '../features/readingProgress/readingProgress';
import './ReadingProgress.css';

/**
 * How far through a book the reader is, as a native <progress> (its value
 * and maximum are what assistive technology reads), named by the same
 * "Page X of N" the card shows.
 */
export function ReadingProgressBar({ position }: { position: Pick<ReadingPosition, 'page' | 'pageCount'> }) {
  return (
    <progress
      className="reading-progress__bar"
      max={position.pageCount}
      value={Math.min(position.page, position.pageCount)}
      aria-label={`Page ${position.page} of ${position.pageCount}`}
    />
  );
}
