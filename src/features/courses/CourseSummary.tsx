import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Badge } from '../../shared/ui/Badge';
import { videoBadge, videoRating, type Video } from '../videos/videos';
import { courseLengthLabel, type Lesson } from './courses';

interface CourseSummaryProps {
  course: Video;
  /** The course's lessons once known (their total length joins the count), else null. */
  lessons: readonly Lesson[] | null;
  /** The main button (CoursePrimaryAction). */
  action: ReactNode;
}

/**
 * Beside the thumbnail: category (a link to its other courses), name, the Premium or Free badge
 * (docs/product.md#video-badges-say-what-they-mean), the rating, "5 lessons · 3 min", the description and the
 * main button. Descriptions of courses are plain text, shown as text.
 */
export function CourseSummary({ course, lessons, action }: CourseSummaryProps) {
  const badge = videoBadge(course);
  return (
    <div className="course-summary">
      <p className="course-summary__category">
        <Link to={paths.videos.href(course.category)}>{course.category}</Link>
      </p>
      <h1 className="course-summary__name">{course.name}</h1>
      <p className="course-summary__facts">
        <Badge>Video</Badge>
        <Badge tone={badge === 'Premium' ? 'premium' : 'free'}>{badge}</Badge>
        <span className="course-summary__rating">
          <Star aria-hidden="true" size={16} fill="currentColor" />
          <span className="visually-hidden">Rated </span>
          {videoRating(course).toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </span>
        <span className="course-summary__length">{courseLengthLabel(course, lessons)}</span>
      </p>
      {course.shortDescription && <p className="course-summary__description">{course.shortDescription}</p>}
      {action}
    </div>
  );
}
