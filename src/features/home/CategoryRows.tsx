import { paths } from '../../config/paths';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useGetCategoryRowQuery } from '../products/productsApi';
import { loadableFrom, type Loadable } from './home';
import { HomeSection } from './HomeSection';
import { ProductCarousel } from './ProductCarousel';
import { ProductStripSkeleton } from './ProductStripSkeleton';

/** Rows drawn while the categories load: enough to fill the screen below "Recently Added Books". */
const LOADING_ROWS = 2;

interface CategoryRowsProps {
  /** The categories that have ebooks, in category order. */
  categories: Loadable<readonly string[]>;
  onRetry: () => void;
}

/**
 * One carousel per category that has ebooks, under its heading with "See all".
 * The headings are all there at once; there are dozens of rows, so each one
 * asks for its ebooks and mounts its carousel only as it nears the screen (its
 * place held by a still skeleton of its size until then).
 */
export function CategoryRows({ categories, onRetry }: CategoryRowsProps) {
  switch (categories.status) {
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
      return categories.data.map((category) => (
        <HomeSection key={category} title={category} seeAllHref={paths.ebooks.href(category)}>
          {/* Still: nothing loads until the row is near, and endless shimmer far below the fold starves the browser. */}
          <RenderWhenNear placeholder={<ProductStripSkeleton still />}>
            <CategoryRow category={category} />
          </RenderWhenNear>
        </HomeSection>
      ));
  }
}

/** A category's newest ebooks, asked for when the row is drawn: skeleton cards while they load, Retry if they could not be. */
function CategoryRow({ category }: { category: string }) {
  const row = useGetCategoryRowQuery(category);
  const ids = loadableFrom(row, (list) => list.ids);
  switch (ids.status) {
    case 'loading':
      return <ProductStripSkeleton loadingLabel={`Loading the ${category} ebooks…`} />;
    case 'failed':
      return (
        <LoadFailure
          message={`The ${category} ebooks could not be loaded.`}
          onRetry={() => void row.refetch()}
          retrying={row.isFetching}
        />
      );
    case 'ready':
      // The category had ebooks when the headings came; all of them may have gone since.
      return ids.data.length > 0 ? (
        <ProductCarousel label={category} ids={ids.data} />
      ) : (
        <EmptyState title="No Ebooks Found" message={`No ebooks in ${category} yet.`} headingLevel={3} />
      );
  }
}
