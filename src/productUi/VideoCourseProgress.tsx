import { useAppSelector } from '../app/hooks';
import { lessonsCompletedLabel, lessonsCompletedOf } from '../features/lessonProgress/lessonProgress';
import { selectOwnLessonPositions } from '../features/lessonProgress/lessonProgressSelectors';
import './ReadingProgress.css';

/**
 * A library card's "2 of 5 lessons completed" and progress bar, as a book's card shows its page; nothing for a
 * course never started.
 */
export function VideoCourseProgress({ courseId, lessonCount }: { courseId: number; lessonCount: number }) {
  const positions = useAppSelector(selectOwnLessonPositions);
  const progress = lessonsCompletedOf(positions, courseId, lessonCount);
  if (!progress) return null;
  const label = lessonsCompletedLabel(progress);
  return (
    <div className="reading-progress">
      <p className="reading-progress__label">{label}</p>
      <progress className="reading-progress__bar" max={progress.of} value={progress.completed} aria-label={label} />
    </div>
  );
}
