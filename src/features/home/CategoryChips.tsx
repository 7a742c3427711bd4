import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../shared/ui/Carousel';
import { CarouselPlaceholder } from '../../shared/ui/CarouselPlaceholder';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import type { Category } from '../categories/categories';
import type { Loadable } from '../../lib/loadable';
import { categoryChipCarousel, categoryChips } from './home';
import { HomeSection } from './HomeSection';
import { useChipsPerView } from './useChipsPerView';
import './CategoryChips.css';

const TITLE = 'Browse by Category';

interface CategoryChipsProps {
  categories: Loadable<readonly Category[]>;
  onRetry: () => void;
}

/**
 * A row of category chips, each opening the ebooks list filtered to its
 * category ("All": the whole list). As many chips show at once as the row has
 * room for at their narrowest, so every name shows whole, on two lines at
 * most. Names only: the categories' icons would add the whole icon set
 * (about 7 KB gzip) to the first visit's budget.
 */
export function CategoryChips({ categories, onRetry }: CategoryChipsProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const shown = useChipsPerView(areaRef, categories.status);
  return (
    <HomeSection title={TITLE} hiddenTitle>
      {/* The row whose room is measured is in here: the carousel, or its placeholder. */}
      <div ref={areaRef} className="category-chips">
        {categories.status === 'ready' && (
          <Carousel
            label={TITLE}
            {...categoryChipCarousel(shown)}
            placeholder={<CategoryChipsSkeleton shown={shown} />}
          >
            {categoryChips(categories.data).map(({ name, href }) => (
              // A wrapper, because react-slick restyles its slides' outermost element (inline-block).
              <div key={name}>
                <Link className="category-chip" to={href}>
                  <span className="category-chip__name">{name}</span>
                </Link>
              </div>
            ))}
          </Carousel>
        )}
        {categories.status === 'loading' && <CategoryChipsSkeleton shown={shown} />}
        {categories.status === 'failed' && (
          <LoadFailure message="The categories could not be loaded." onRetry={onRetry} />
        )}
      </div>
    </HomeSection>
  );
}

/** The chips' placeholder, while they load or their carousel is not there yet: as many as it will show. */
function CategoryChipsSkeleton({ shown }: { shown: number }) {
  return (
    <CarouselPlaceholder
      className="chip-strip"
      slidesShown={shown}
      slot={<Skeleton shape="block" className="chip-strip__skeleton" />}
    />
  );
}
