import { useAppSelector } from '../app/hooks';
import { pageOfLabel } from '../features/readingProgress/readingProgress';
import { selectReadingPosition } from '../features/readingProgress/readingProgressSelectors';
import { ReadingProgressBar } from './ReadingProgressBar';
import './ReadingProgress.css';

/** A library card's "Page X of N" and progress bar; nothing for a book that has not been opened. */
export function ReadingProgressLabel({ productId }: { productId: number }) {
  const position = useAppSelector((state) => selectReadingPosition(state, productId));
  if (!position) return null;
  return (
    <div className="reading-progress">
      <p className="reading-progress__label">{pageOfLabel(position)}</p>
      <ReadingProgressBar position={position} />
    </div>
  );
}
