import { SearchX } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { LoadMore, type LoadMoreWords, type NextPageState } from '../../shared/ui/LoadMore';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useSearchPassagesInfiniteQuery } from './passagesApi';
import { useCountSearchMatchesQuery, useSearchProductsInfiniteQuery } from './searchApi';
import { countLine, matchCount, quoted } from './resultWords';
import { SearchResultList, type SearchResultListHandle } from './SearchResultList';
import { SearchResultRowSkeleton } from './SearchResultRow';

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

/** What the end of the results says. */
const MORE_RESULTS: LoadMoreWords = {
  more: 'Show more results',
  loading: 'Loading more results…',
  failed: 'More results could not be loaded.',
  end: 'That is every ebook whose title matches.',
};

/**
 * The results of the query in the address: skeleton rows while it runs, the
 * rows with how many ebooks match, a clear message when nothing matches, or
 * the failure with Retry (a failed search never looks like "no results"). A
 * status region, always present, announces each outcome.
 *
 * Results come a page at a time, as the ebooks list's do, but the next page
 * only on "Show more results": loading it as the end of the list came into
 * view would keep pushing the recent searches and categories below out of
 * reach. Focus moves to the first new result, so the keyboard reads on.
 */
export function SearchResults({ query, onResultOpened, onLeave, ref }: SearchResultsProps) {
  const headingId = useId();
  const skip = query === '';
  const results = useSearchProductsInfiniteQuery(query, { skip });
  const { currentData, isError, isFetching, refetch, hasNextPage, isFetchNextPageError } = results;
  const counted = useCountSearchMatchesQuery(query, { skip }).currentData;
  const passages = passagesOutcome(useSearchPassagesInfiniteQuery(query, { skip }));
  const listRef = useRef<SearchResultListHandle>(null);
  useImperativeHandle(ref, () => ({ focusFirst: () => listRef.current?.focusRow(0) ?? false }), []);

  const ids = currentData?.pages.flatMap((page) => page.ids) ?? [];
  let status = '';
  let body;
  if (query === '') {
    body = null;
  } else if (isError && !isFetchNextPageError && !isFetching) {
    body = (
      <LoadFailure
        message="The search could not be done. Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData || (ids.length === 0 && passages === 'pending')) {
    status = `Searching for ${quoted(query)}…`;
    body = <SearchingSkeleton />;
  } else if (ids.length === 0 && passages === 'found') {
    status = `No ebook title contains ${quoted(query)}; passages in books do`;
    body = <p className="search-results__count">No ebook title contains {quoted(query)}; the pages below do.</p>;
  } else if (ids.length === 0) {
    status = `No results for ${quoted(query)}`;
    body = (
      <EmptyState
        headingLevel={3}
        icon={<SearchX />}
        title={`No results for ${quoted(query)}`}
        message="No ebook title or page contains this text. Check the spelling, try a shorter word, or pick a category below."
      />
    );
  } else {
    const count = matchCount(counted, ids.length, hasNextPage);
    status = `${count} ${count === '1' ? 'result' : 'results'} for ${quoted(query)}`;
    body = (
      <>
        <p className="search-results__count">{countLine(count)}</p>
        {/* Keyed by query: a new search starts its roving focus at the first row. */}
        <SearchResultList
          key={query}
          ref={listRef}
          ids={ids}
          labelledBy={headingId}
          onResultOpened={onResultOpened}
          onLeave={onLeave}
        />
        <ShowMoreResults results={results} shown={ids.length} onArrived={(index) => listRef.current?.focusRow(index)} />
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

/**
 * Whether the pages of books match too (PassageResults lists them): while no title matches, the results say
 * "No results" only once no page does either. A failed passage search counts as none found here; its own
 * section says it failed.
 */
function passagesOutcome({
  currentData,
  isError,
}: {
  currentData?: { pages: { passages: readonly unknown[] }[] };
  isError: boolean;
}): 'pending' | 'found' | 'none' {
  if (currentData) return currentData.pages.some((page) => page.passages.length > 0) ? 'found' : 'none';
  return isError ? 'none' : 'pending';
}

/** The count line and rows while a search runs, hidden from screen readers (the status says it is searching). */
function SearchingSkeleton() {
  return (
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
}

interface ShowMoreResultsProps {
  results: NextPageState & { isFetching: boolean };
  /** How many results are shown now. */
  shown: number;
  /** The first row of the page asked for has arrived (its index): it takes focus. Answers whether it could. */
  onArrived: (index: number) => boolean | undefined;
}

/** "Show more results" under the rows; the first of the new ones takes focus once they are there. */
function ShowMoreResults({ results, shown, onArrived }: ShowMoreResultsProps) {
  const awaitedRef = useRef<number | null>(null);
  useEffect(() => {
    const index = awaitedRef.current;
    if (index != null && onArrived(index)) awaitedRef.current = null;
  }, [shown, onArrived]);

  return (
    <LoadMore
      words={MORE_RESULTS}
      list={results}
      canLoad={results.hasNextPage && !results.isFetching}
      onLoadMore={() => {
        awaitedRef.current = shown;
        void results.fetchNextPage();
      }}
    />
  );
}
