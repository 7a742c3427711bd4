import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clockTime } from '../../lib/clockTime';
import { VideoThumbnail } from '../../productUi/VideoThumbnail';
import type { LearningItem } from './continueLearning';
import '../../productUi/ProductCard.css';
import './ContinueReadingCard.css';

type CourseItem = Extract<LearningItem, { kind: 'course' }>;

/**
 * A course being watched: its thumbnail, its name (the link that resumes it), the lesson it resumes at and, for
 * a lesson left half-way, a bar of how much of it was watched. The player starts that lesson where it was left.
 */
export function ContinueWatchingCard({ item }: { item: CourseItem }) {
  const { course, lesson, position, resumeAt } = item;
  const inLesson = resumeAt === lesson.position;
  return (
    <article className="product-card continue-reading-card">
      <VideoThumbnail src={course.image} />
      <h3 className="product-card__name">
        <Link className="product-card__link" to={paths.watch.href(course.id, resumeAt)}>
          {course.name}
        </Link>
      </h3>
      <p className="continue-reading-card__page">
        {inLesson
          ? `Lesson ${lesson.position}: ${clockTime(position.positionSeconds)} of ${clockTime(position.durationSeconds)}`
          : `Next: lesson ${resumeAt}`}
      </p>
      {inLesson && (
        <progress
          className="reading-progress__bar"
          max={position.durationSeconds}
          value={Math.min(position.positionSeconds, position.durationSeconds)}
          aria-label={`Lesson ${lesson.position}: ${clockTime(position.positionSeconds)} of ${clockTime(position.durationSeconds)} watched`}
        />
      )}
    </article>
  );
}
