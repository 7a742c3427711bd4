import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Carousel } from '../../shared/ui/Carousel';
import { useGetLessonsWithCoursesQuery } from '../courses/lessonsApi';
import { selectLessonEntities } from '../courses/lessonsSlice';
import { selectOwnLessonPositions } from '../lessonProgress/lessonProgressSelectors';
import { selectBooksInProgress } from '../readingProgress/readingProgressSelectors';
import { selectVideoEntities } from '../videos/videosSlice';
import { continueLearningItems } from './continueLearning';
import { ContinueReadingCard } from './ContinueReadingCard';
import { ContinueWatchingCard } from './ContinueWatchingCard';
import { PRODUCT_CAROUSEL } from './home';
import { HomeSection } from './HomeSection';
import { ProductStripSkeleton } from './ProductStripSkeleton';

const TITLE = 'Continue learning';

/**
 * The books the reader is in the middle of and the courses they are watching, in one row, the most recent first,
 * each resuming in one click (docs/product.md#continue-learning). Nothing at all until a book or a lesson has been
 * opened; what is finished is not offered. The positions are the persisted ones, so the row shows offline too;
 * a course's card needs its lesson and course, read once (the service worker keeps the answer for offline use).
 */
export function ContinueLearningSection() {
  const books = useAppSelector(selectBooksInProgress);
  const lessonPositions = useAppSelector(selectOwnLessonPositions);
  const lessons = useAppSelector(selectLessonEntities);
  const courses = useAppSelector(selectVideoEntities);
  const idList = Object.keys(lessonPositions).sort().join(',');
  const lessonIds = useMemo(() => (idList === '' ? [] : idList.split(',').map(Number)), [idList]);
  useGetLessonsWithCoursesQuery(lessonIds.length > 0 ? lessonIds : skipToken);
  const items = useMemo(
    () => continueLearningItems(books, Object.values(lessonPositions), lessons, courses),
    [books, lessonPositions, lessons, courses],
  );
  if (items.length === 0) return null;
  return (
    <HomeSection title={TITLE}>
      <Carousel label={TITLE} {...PRODUCT_CAROUSEL} placeholder={<ProductStripSkeleton />}>
        {items.map((item) =>
          item.kind === 'book' ? (
            <ContinueReadingCard key={`book-${item.position.productId}`} position={item.position} />
          ) : (
            <ContinueWatchingCard key={`course-${item.course.id}`} item={item} />
          ),
        )}
      </Carousel>
    </HomeSection>
  );
}
