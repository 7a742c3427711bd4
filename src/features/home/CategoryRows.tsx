import { paths } from '../../config/paths';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { Skeleton } from '../../shared/ui/Skeleton';
import type { HomeRow } from '../products/products';
import { rowsWithEbooks, type Loadable } from './home';
import { HomeSection } from './HomeSection';
import { ProductCarousel } from './ProductCarousel';
import { ProductStripSkeleton } from './ProductStripSkeleton';

/** Rows drawn while the rows load: enough to fill the screen below "Recently Added Books". */
const LOADING_ROWS = 2;

interface CategoryRowsProps {
  rows: Loadable<readonly HomeRow[]>;
  onRetry: () => void;
}

/**
 * One carousel per category that has ebooks, under its heading with "See all".
 * There are dozens, so each carousel is mounted only as it nears the screen
 * (its place held by a skeleton of its size); the headings are all there at once.
 */
export function CategoryRows({ rows, onRetry }: CategoryRowsProps) {
  switch (rows.status) {
    case 'loading':
      return (
        <>
          <p className="visually-hidden" role="status">
            Loading the categories’ ebooks…
          </p>
          {Array.from({ length: LOADING_ROWS }, (_, i) => (
            <div key={i} className="home-section" aria-hidden="true">
              <div className="home-section__header">
                <Skeleton width="12rem" height="1.5rem" />
              </div>
              <ProductStripSkeleton />
            </div>
          ))}
        </>
      );
    case 'failed':
      return (
        <div className="home-section">
          <LoadFailure message="The ebooks by category could not be loaded." onRetry={onRetry} />
        </div>
      );
    case 'ready':
      return rowsWithEbooks(rows.data).map((row) => (
        <HomeSection key={row.category} title={row.category} seeAllHref={paths.ebooks.href(row.category)}>
          <RenderWhenNear placeholder={<ProductStripSkeleton still />}>
            <ProductCarousel label={row.category} ids={row.ids} />
          </RenderWhenNear>
        </HomeSection>
      ));
  }
}
