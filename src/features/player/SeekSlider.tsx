import { useState, type CSSProperties, type PointerEvent } from 'react';
import { chapterIndexAt, type Chapter } from './chapters';
import { clockTime } from '../../lib/clockTime';
import { spokenPosition } from './timeFormat';

interface SeekSliderProps {
  position: number;
  duration: number;
  chapters: readonly Chapter[];
  onSeek: (seconds: number) => void;
}

const knownLength = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : 0);

/** The share of the slider's width at the pointer, 0 to 1. */
function fractionAt(event: PointerEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  return box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0;
}

/**
 * The timeline: a labelled slider whose value is said as "14 seconds of 46 seconds" (and the chapter), with a
 * mark where each chapter starts, and a preview of the time (and the chapter) under the pointer, as it hovers
 * or drags. Its arrow keys are the player's (5 seconds a press: playerKeys.ts).
 */
export function SeekSlider({ position, duration, chapters, onSeek }: SeekSliderProps) {
  const length = knownLength(duration);
  const [previewFraction, setPreviewFraction] = useState<number | null>(null);
  const chapterNow = chapterIndexAt(chapters, position);
  const chapterWords = chapterNow === null ? '' : `, chapter: ${chapters[chapterNow]!.title}`;
  const previewSeconds = previewFraction === null ? null : previewFraction * length;
  const previewChapter = previewSeconds === null ? null : chapterIndexAt(chapters, previewSeconds);

  return (
    <div
      className="seek-slider"
      style={{ '--played': length > 0 ? `${(position / length) * 100}%` : '0%' } as CSSProperties}
      onPointerMove={(event) => setPreviewFraction(fractionAt(event))}
      onPointerLeave={() => setPreviewFraction(null)}
    >
      <input
        className="seek-slider__input"
        type="range"
        min={0}
        max={length}
        step="any"
        value={Math.min(position, length)}
        disabled={length === 0}
        aria-label="Seek"
        aria-valuetext={`${spokenPosition(position, length)}${chapterWords}`}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      {length > 0 &&
        chapters
          .filter((chapter) => chapter.startSeconds > 0 && chapter.startSeconds < length)
          .map((chapter) => (
            <span
              key={chapter.startSeconds}
              className="seek-slider__chapter-mark"
              style={{ left: `${(chapter.startSeconds / length) * 100}%` }}
              aria-hidden="true"
            />
          ))}
      {previewSeconds !== null && length > 0 && (
        <span className="seek-slider__preview" style={{ left: `${(previewFraction ?? 0) * 100}%` }} aria-hidden="true">
          {previewChapter !== null && (
            <span className="seek-slider__preview-chapter">{chapters[previewChapter]!.title}</span>
          )}
          <span>{clockTime(previewSeconds)}</span>
        </span>
      )}
    </div>
  );
}
