import { SearchX } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { SEARCH_RESULT_LIMIT } from '../products/products';
import { useSearchProductsQuery } from '../products/productsApi';
import { moveFromRow, quoted } from './search';
import { SearchResultRow, SearchResultRowSkeleton } from './SearchResultRow';

/** What the page may ask of the results: to take focus from the search box (the Down arrow). */
export interface SearchResultsHandle {
  /** Focuses the first result; false when there is none to focus. */
  focusFirst: () => boolean;
}

interface SearchResultsProps {
  /** The query to show results for; '' shows none. */
  query: string;
  onResultOpened: () => void;
  /** Up from the first row, or Escape: focus goes back to the search box. */
  onLeave: () => void;
  ref?: Ref<SearchResultsHandle>;
}

/** Rows shown while a search runs. */
const SKELETON_ROWS = 4;

/**
 * The results of the query in the address: skeleton rows while it runs, the
 * rows, a clear message when nothing matches, or the failure with Retry
 * (decision 16: a failed search never looks like "no results"). A status
 * region, always present, announces each outcome.
 */
export function SearchResults({ query, onResultOpened, onLeave, ref }: SearchResultsProps) {
  const headingId = useId();
  const { currentData, isError, isFetching, refetch } = useSearchProductsQuery(query, { skip: query === '' });
  const listRef = useRef<SearchResultListHandle>(null);
  useImperativeHandle(ref, () => ({ focusFirst: () => listRef.current?.focusFirst() ?? false }), []);

  let status = '';
  let body;
  if (query === '') {
    body = null;
  } else if (isError && !isFetching) {
    body = (
      <LoadFailure
        message="The search could not be done. Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    status = `Searching for ${quoted(query)}…`;
    body = (
      <div aria-hidden="true">
        <p className="search-results__count">
          <Skeleton width="5rem" />
        </p>
        <ul className="search-results__list">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <SearchResultRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  } else if (currentData.ids.length === 0) {
    status = `No results for ${quoted(query)}`;
    body = (
      <EmptyState
        headingLevel={3}
        icon={<SearchX />}
        title={`No results for ${quoted(query)}`}
        message="No ebook title contains this text. Check the spelling, try a shorter word, or pick a category below."
      />
    );
  } else {
    const count = currentData.ids.length;
    status = `${count} ${count === 1 ? 'result' : 'results'} for ${quoted(query)}`;
    body = (
      <>
        <p className="search-results__count">
          {count >= SEARCH_RESULT_LIMIT
            ? `The first ${count} matches. Add a word to narrow the search.`
            : `${count} ${count === 1 ? 'ebook' : 'ebooks'}`}
        </p>
        {/* Keyed by query: a new search starts its roving focus at the first row. */}
        <SearchResultList
          key={query}
          ref={listRef}
          ids={currentData.ids}
          labelledBy={headingId}
          onResultOpened={onResultOpened}
          onLeave={onLeave}
        />
      </>
    );
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {query !== '' && (
        <section className="search-results" aria-labelledby={headingId}>
          <h2 id={headingId} className="search-results__heading">
            Results for {quoted(query)}
          </h2>
          {body}
        </section>
      )}
    </>
  );
}

interface SearchResultListHandle {
  focusFirst: () => boolean;
}

interface SearchResultListProps {
  ids: readonly number[];
  labelledBy: string;
  onResultOpened: () => void;
  onLeave: () => void;
  ref?: Ref<SearchResultListHandle>;
}

/**
 * The result rows as a list of links with roving focus: one Tab stop for the
 * whole list, the arrow keys (and Home, End) move between rows, Enter opens
 * the focused one as any link does.
 */
function SearchResultList({ ids, labelledBy, onResultOpened, onLeave, ref }: SearchResultListProps) {
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLAnchorElement | null)[]>([]);
  useImperativeHandle(
    ref,
    () => ({
      focusFirst: () => {
        const first = rows.current[0];
        first?.focus();
        return Boolean(first);
      },
    }),
    [],
  );

  function keyDown(event: KeyboardEvent<HTMLUListElement>) {
    const from = rows.current.indexOf(event.target as HTMLAnchorElement);
    if (from < 0) return;
    const move = moveFromRow(from, event.key, ids.length);
    if (move === null) return;
    event.preventDefault();
    if (move === 'box') onLeave();
    else rows.current[move]?.focus();
  }

  const tabbable = Math.min(active, ids.length - 1);
  return (
    <ul className="search-results__list" aria-labelledby={labelledBy} onKeyDown={keyDown}>
      {ids.map((id, index) => (
        <SearchResultRow
          key={id}
          ref={(row) => {
            rows.current[index] = row;
          }}
          productId={id}
          tabbable={index === tabbable}
          onFocus={() => setActive(index)}
          onOpen={onResultOpened}
        />
      ))}
    </ul>
  );
}
