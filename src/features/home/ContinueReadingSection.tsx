import { useAppSelector } from '../../app/hooks';
import { Carousel } from '../../shared/ui/Carousel';
import { selectBooksInProgress } from '../readingProgress/readingProgressSelectors';
import { PRODUCT_CAROUSEL } from './home';
import { ContinueReadingCard } from './ContinueReadingCard';
import { HomeSection } from './HomeSection';
import { ProductStripSkeleton } from './ProductStripSkeleton';

const TITLE = 'Continue reading';

/**
 * The books the reader is in the middle of, the most recently read first,
 * each resuming at its page in one click (docs/product.md#reading-progress-follows-the-reader). Nothing at all until
 * a book has been opened; a finished book is not offered. It reads the persisted positions only, so it shows
 * offline too, and it keeps the reader's code out of Home.
 */
export function ContinueReadingSection() {
  const positions = useAppSelector(selectBooksInProgress);
  if (positions.length === 0) return null;
  return (
    <HomeSection title={TITLE}>
      <Carousel label={TITLE} {...PRODUCT_CAROUSEL} placeholder={<ProductStripSkeleton />}>
        {positions.map((position) => (
          <ContinueReadingCard key={position.productId} position={position} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
