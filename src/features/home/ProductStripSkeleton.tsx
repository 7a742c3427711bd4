import { useCarouselLayout } from '../../shared/hooks/useCarouselLayout';
import { CarouselPlaceholder } from '../../shared/ui/CarouselPlaceholder';
import { ProductCardSkeleton } from '../../productUi/ProductCard';
import { PRODUCT_CAROUSEL } from './home';
import './ProductStripSkeleton.css';

interface ProductStripSkeletonProps {
  /** Said to screen readers while the row loads; none for rows that only wait to be scrolled to. */
  loadingLabel?: string;
  /**
   * For rows that only wait to be scrolled to (nothing is loading): no shimmer, and one
   * invisible card that gives the row its height instead of a strip of them. Dozens of
   * never-ending paint animations below the fold kept Chromium so busy that its service
   * worker update checks (low-priority tasks) never ran, and full strips in Home's ~60 such
   * rows were 720 of the page's 2,379 elements on a phone, which every layout of the first
   * screen went through.
   */
  still?: boolean;
}

/**
 * A product carousel's placeholder, while its row loads or its carousel is
 * not there yet: skeleton cards laid out exactly as the carousel lays out its
 * cards at this width (same count, same gutters), so nothing moves when the
 * real carousel takes its place. Mounts no carousel.
 */
export function ProductStripSkeleton({ loadingLabel, still = false }: ProductStripSkeletonProps) {
  const shown = useCarouselLayout(PRODUCT_CAROUSEL.slidesToShow, PRODUCT_CAROUSEL.breakpoints).slidesToShow;
  return (
    <>
      {loadingLabel && (
        <p className="visually-hidden" role="status">
          {loadingLabel}
        </p>
      )}
      {/* One slot is as tall as a full strip: every slot is the same width. */}
      <CarouselPlaceholder
        className={still ? 'product-strip product-strip--still' : 'product-strip'}
        slidesShown={shown}
        slots={still ? 1 : undefined}
        slot={<ProductCardSkeleton />}
      />
    </>
  );
}
