import { CAROUSEL_SLIDES } from '../../config/constants';
import { paths } from '../../config/paths';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import type { Loadable } from '../../lib/loadable';
import { HomeSection } from './HomeSection';
import { ProductCarousel } from './ProductCarousel';
import { ProductStripSkeleton } from './ProductStripSkeleton';

const TITLE = 'Recently Added Books';
/**
 * The row's first covers load at once: on a phone this row is the first the
 * screen shows in full (2.3 cards), and Lighthouse found its first cover to be
 * Home's largest paint, held back by lazy loading (~750–850 ms).
 */
export const RECENTLY_ADDED_PRIORITY_COVERS = Math.ceil(CAROUSEL_SLIDES.small);

interface RecentlyAddedSectionProps {
  newest: Loadable<readonly number[]>;
  onRetry: () => void;
}

/** The newest ebooks in one carousel; skeleton cards while they load, Retry if they could not be. */
export function RecentlyAddedSection({ newest, onRetry }: RecentlyAddedSectionProps) {
  return (
    <HomeSection title={TITLE} seeAllHref={paths.ebooks.href()}>
      {newest.status === 'loading' && <ProductStripSkeleton loadingLabel="Loading the newest ebooks…" />}
      {newest.status === 'failed' && <LoadFailure message="The newest ebooks could not be loaded." onRetry={onRetry} />}
      {newest.status === 'ready' &&
        (newest.data.length > 0 ? (
          <ProductCarousel label={TITLE} ids={newest.data} priorityCovers={RECENTLY_ADDED_PRIORITY_COVERS} />
        ) : (
          <EmptyState title="No Ebooks Found" message="No books have been added yet." headingLevel={3} />
        ))}
    </HomeSection>
  );
}
