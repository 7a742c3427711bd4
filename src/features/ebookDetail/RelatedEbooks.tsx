import { CAROUSEL_SLIDES, MOBILE_BREAKPOINT_PX } from '../../config/constants';
import { useCarouselLayout } from '../../shared/hooks/useCarouselLayout';
import { Carousel, type CarouselBreakpoint } from '../../shared/ui/Carousel';
import { CarouselPlaceholder } from '../../shared/ui/CarouselPlaceholder';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { ProductCard, ProductCardSkeleton } from '../../productUi/ProductCard';
import type { Product } from '../products/products';
import { useGetRelatedProductsQuery } from '../products/productsApi';

/** Narrower than this, the carousel shows fewer cards (the detail column is narrower than Home's). */
const NARROW_MAX_WIDTH_PX = 1200;
const BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: NARROW_MAX_WIDTH_PX, slidesToShow: CAROUSEL_SLIDES.narrow },
  { maxWidth: MOBILE_BREAKPOINT_PX, slidesToShow: CAROUSEL_SLIDES.small, arrows: false },
];
const TITLE = 'Related Ebooks';

/**
 * Other ebooks of the same type and category (never this one), as a carousel
 * of cards; "No related ebooks found." when there are none, and a Retry when
 * they could not be loaded (docs/product.md#failures-are-visible: a failure never looks like "none").
 */
export function RelatedEbooks({ product }: { product: Pick<Product, 'id' | 'type' | 'category'> }) {
  const { id, type, category } = product;
  const { data, isLoading, isError, isFetching, refetch } = useGetRelatedProductsQuery({ id, type, category });

  let content;
  if (isLoading) {
    content = (
      <>
        <p className="visually-hidden" role="status">
          Loading related ebooks…
        </p>
        <RelatedEbooksSkeleton />
      </>
    );
  } else if (isError || !data) {
    content = (
      <LoadFailure
        message="The related ebooks could not be loaded."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.ids.length === 0) {
    content = <p className="related-ebooks__empty">No related ebooks found.</p>;
  } else {
    content = (
      <Carousel
        label={TITLE}
        slidesToShow={CAROUSEL_SLIDES.wide}
        breakpoints={BREAKPOINTS}
        placeholder={<RelatedEbooksSkeleton />}
      >
        {data.ids.map((relatedId) => (
          <div key={relatedId} className="related-ebooks__slide">
            <ProductCard productId={relatedId} />
          </div>
        ))}
      </Carousel>
    );
  }

  return (
    // Not a labelled region itself: the carousel is the region named "Related Ebooks".
    <section className="related-ebooks">
      <h2 className="related-ebooks__title">{TITLE}</h2>
      {content}
    </section>
  );
}

/** Skeleton cards laid out as the carousel will lay out its cards, while they load or it is not there yet. */
function RelatedEbooksSkeleton() {
  const { slidesToShow } = useCarouselLayout(CAROUSEL_SLIDES.wide, BREAKPOINTS);
  return <CarouselPlaceholder slidesShown={slidesToShow} slot={<ProductCardSkeleton />} />;
}
