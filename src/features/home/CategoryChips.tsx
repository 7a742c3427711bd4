import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useCarouselLayout } from '../../shared/hooks/useCarouselLayout';
import { Carousel } from '../../shared/ui/Carousel';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import type { Category } from '../categories/categories';
import { CATEGORY_CHIP_CAROUSEL, categoryChips, type Loadable } from './home';
import { HomeSection } from './HomeSection';
import './CategoryChips.css';

const TITLE = 'Browse by Category';

interface CategoryChipsProps {
  categories: Loadable<readonly Category[]>;
  onRetry: () => void;
}

/**
 * A row of category chips, each opening the ebooks list filtered to its
 * category ("All": the whole list). Names only: the categories' icons would
 * add the whole icon set (about 7 KB gzip) to the first visit's budget.
 */
export function CategoryChips({ categories, onRetry }: CategoryChipsProps) {
  return (
    <HomeSection title={TITLE} hiddenTitle>
      {categories.status === 'ready' && (
        <div className="category-chips">
          <Carousel label={TITLE} {...CATEGORY_CHIP_CAROUSEL}>
            {categoryChips(categories.data).map(({ name, href }) => (
              // A wrapper, because react-slick restyles its slides' outermost element (inline-block).
              <div key={name}>
                {/* The title shows a long name in full on hover, where two lines cut it short. */}
                <Link className="category-chip" to={href} title={name}>
                  <span className="category-chip__name">{name}</span>
                </Link>
              </div>
            ))}
          </Carousel>
        </div>
      )}
      {categories.status === 'loading' && <CategoryChipsSkeleton />}
      {categories.status === 'failed' && (
        <LoadFailure message="The categories could not be loaded." onRetry={onRetry} />
      )}
    </HomeSection>
  );
}

/** The chips' placeholder: as many as the carousel will show at this width, in the same gutters. */
function CategoryChipsSkeleton() {
  const shown = useCarouselLayout(CATEGORY_CHIP_CAROUSEL.slidesToShow, CATEGORY_CHIP_CAROUSEL.breakpoints).slidesToShow;
  return (
    <div className="chip-strip" style={{ '--slides-shown': shown } as CSSProperties} aria-hidden="true">
      {Array.from({ length: Math.ceil(shown) }, (_, i) => (
        <div key={i} className="chip-strip__slot">
          <Skeleton shape="block" className="chip-strip__skeleton" />
        </div>
      ))}
    </div>
  );
}
