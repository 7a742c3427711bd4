import { useDeferredValue } from 'react';
import { paths } from '../../config/paths';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useOpensAtTop } from '../../shared/hooks/useOpensAtTop';
import { useGetCategoryRowQuery } from '../products/productsApi';
import { loadableFrom, type Loadable } from '../../lib/loadable';
import { HomeSection } from './HomeSection';
import { ProductCarousel } from './ProductCarousel';
import { ProductStripSkeleton } from './ProductStripSkeleton';

/** Rows drawn while the categories load: enough to fill the screen below "Recently Added Books". */
const LOADING_ROWS = 2;

/** Rows in the first render of a Home that opens at its top: more than a tall screen shows. */
const FIRST_RENDER_ROWS = 3;

interface CategoryRowsProps {
  /** The categories that have ebooks, in category order. */
  categories: Loadable<readonly string[]>;
  onRetry: () => void;
}

/**
 * One carousel per category that has ebooks, under its heading with "See all".
 * There are dozens of rows, so each one asks for its ebooks and mounts its
 * carousel only as it nears the screen (its place held by a still skeleton of
 * its size until then).
 *
 * When Home opens at its top, its first render holds only the first rows and
 * React renders the others straight after, in the background
 * (useDeferredValue's initial value): dozens of headings and placeholders far
 * below the screen lengthened that first render, its commit and its layout,
 * all before the first cover could show. Returning to a position further
 * down, all rows are drawn at once.
 */
export function CategoryRows({ categories, onRetry }: CategoryRowsProps) {
  const rowCount = categories.status === 'ready' ? categories.data.length : 0;
  const firstRows = useOpensAtTop() ? Math.min(rowCount, FIRST_RENDER_ROWS) : rowCount;
  // Never fewer than the first rows: rows that arrive after the first render show those at once, too.
  const shownRows = Math.max(useDeferredValue(rowCount, firstRows), firstRows);
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
      return categories.data.slice(0, shownRows).map((category) => (
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
