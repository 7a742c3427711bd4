import { chapterIndexAt, type Chapter } from './chapters';
import { clockTime } from '../../lib/clockTime';

interface ChapterListProps {
  chapters: readonly Chapter[];
  position: number;
  onSeek: (seconds: number) => void;
}

/** The lesson's chapters beside the video: each a button that goes to its start; the one playing is marked. */
export function ChapterList({ chapters, position, onSeek }: ChapterListProps) {
  if (chapters.length === 0) return null;
  const current = chapterIndexAt(chapters, position);
  return (
    <nav className="chapter-list" aria-label="Chapters">
      <h2 className="chapter-list__title">Chapters</h2>
      <ol className="chapter-list__items">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.startSeconds} ${chapter.title}`}>
            <button
              type="button"
              className="chapter-list__chapter"
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSeek(chapter.startSeconds)}
            >
              <span className="chapter-list__time">{clockTime(chapter.startSeconds)}</span>
              <span className="chapter-list__name">{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
