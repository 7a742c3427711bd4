import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ebookFiltersSearch, ebooksHref, parseEbookFilters, type EbookFilters } from './ebookFilters';

/**
 * The ebooks list's filters, read from the address, and a way to apply new
 * ones by writing the address. Each change is a new history entry, so Back
 * returns to the previous filters (and the list's scroll position there).
 */
export function useEbookFilters(): [EbookFilters, (next: EbookFilters) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const filters = useMemo(() => parseEbookFilters(search), [search]);
  const apply = useCallback(
    (next: EbookFilters) => {
      // Applying what is already in the address adds no history entry.
      if (ebookFiltersSearch(next) !== search) void navigate(ebooksHref(next));
    },
    [navigate, search],
  );
  return [filters, apply];
}
