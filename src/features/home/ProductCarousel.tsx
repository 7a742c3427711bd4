import { Carousel } from '../../shared/ui/Carousel';
import { ProductCard } from '../products/ProductCard';
import { PRODUCT_CAROUSEL } from './home';

interface ProductCarouselProps {
  /** The carousel's name, e.g. "Recently Added Books" or a category. */
  label: string;
  ids: readonly number[];
}

/** A row of ebook cards, each selecting its own product by id: 5 at once, 4 on narrow screens, 2.3 on small ones. */
export function ProductCarousel({ label, ids }: ProductCarouselProps) {
  return (
    <Carousel label={label} {...PRODUCT_CAROUSEL}>
      {ids.map((id) => (
        <ProductCard key={id} productId={id} />
      ))}
    </Carousel>
  );
}
