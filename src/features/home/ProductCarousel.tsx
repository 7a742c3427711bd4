import { Carousel } from '../../shared/ui/Carousel';
import { ProductCard } from '../../productUi/ProductCard';
import { PRODUCT_CAROUSEL } from './home';
import { ProductStripSkeleton } from './ProductStripSkeleton';

interface ProductCarouselProps {
  /** The carousel's name, e.g. "Recently Added Books" or a category. */
  label: string;
  ids: readonly number[];
  /** How many of the first cards load their cover at once, first: those a phone shows on arrival (one may be the page's largest image). */
  priorityCovers?: number;
}

/** A row of ebook cards, each selecting its own product by id: 5 at once, 4 on narrow screens, 2.3 on small ones. */
export function ProductCarousel({ label, ids, priorityCovers = 0 }: ProductCarouselProps) {
  return (
    <Carousel label={label} {...PRODUCT_CAROUSEL} placeholder={<ProductStripSkeleton />}>
      {ids.map((id, index) => (
        <ProductCard key={id} productId={id} coverPriority={index < priorityCovers} />
      ))}
    </Carousel>
  );
}
