import { useId } from 'react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useGetCategoriesQuery } from '../categories/categoriesApi';
import { ALL_CATEGORIES } from '../products/products';

interface SearchCategoriesProps {
  /** Runs the search with a category's name. */
  onRun: (text: string) => void;
}

/** Chips shown while the categories load. */
const SKELETON_CHIPS = 12;

/** A button per category (all but "All"): each runs the search with the category's name (docs/product.md#screens). */
export function SearchCategories({ onRun }: SearchCategoriesProps) {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useGetCategoriesQuery();
  const names = (data ?? []).map((category) => category.name).filter((name) => name !== ALL_CATEGORIES);

  let body;
  if (isError && !data) {
    body = (
      <LoadFailure message="The categories could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (!data) {
    body = (
      <ul className="search-chips" aria-hidden="true">
        {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
          <li key={index}>
            <Skeleton shape="block" className="search-chip search-chip--skeleton" />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <ul className="search-chips search-chips--categories">
        {names.map((name) => (
          <li key={name}>
            <Button variant="secondary" size="sm" className="search-chip" onClick={() => onRun(name)}>
              {name}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="search-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-section__heading">
        Search by category
      </h2>
      {body}
    </section>
  );
}
