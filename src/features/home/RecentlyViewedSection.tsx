import { useAppSelector } from '../../app/hooks';
import { Carousel } from '../../shared/ui/Carousel';
import { selectRecentlyViewed } from '../recentlyViewed/recentlyViewedSlice';
import { PRODUCT_CAROUSEL } from './home';
import { HomeSection } from './HomeSection';
import { RecentlyViewedCard } from './RecentlyViewedCard';
import { ProductStripSkeleton } from './ProductStripSkeleton';

const TITLE = 'Recently Viewed';

/** The ebooks opened lately, most recent first; nothing at all until one has been opened. */
export function RecentlyViewedSection() {
  const viewed = useAppSelector(selectRecentlyViewed);
  if (viewed.length === 0) return null;
  return (
    <HomeSection title={TITLE}>
      <Carousel label={TITLE} {...PRODUCT_CAROUSEL} placeholder={<ProductStripSkeleton />}>
        {viewed.map((entry) => (
          <RecentlyViewedCard key={entry.id} entry={entry} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
