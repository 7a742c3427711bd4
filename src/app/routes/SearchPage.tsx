import { useRef } from 'react';
import { useSearchProductsInfiniteQuery } from '../../features/search/searchApi';
import { PassageResults } from '../../features/search/PassageResults';
import { SearchCategories } from '../../features/search/SearchCategories';
import { SearchField } from '../../features/search/SearchField';
import { SearchHistory } from '../../features/search/SearchHistory';
import { SearchResults, type SearchResultsHandle } from '../../features/search/SearchResults';
import { useSearchText } from '../../features/search/useSearchText';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import '../../features/search/Search.css';

/**
 * /search: the box, the results of the query in the address (/search?q=…),
 * the passages inside books that match it, then the recent searches and the category buttons, which run a search with
 * their text. Results stay above them, so both are always within reach.
 */
export function SearchPage() {
  const search = useSearchText();
  const boxRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<SearchResultsHandle>(null);
  const focusBox = () => boxRef.current?.focus();
  // A blank box shows no results at once, without waiting for the address to catch up.
  const shownQuery = search.text.trim() === '' ? '' : search.query;
  // Until the page's first results arrive (a shared link, a reload), the sections below them wait: drawn
  // under the skeleton rows, they would jump down when the results took their place (layout shift).
  const { data, isError } = useSearchProductsInfiniteQuery(shownQuery, { skip: shownQuery === '' });
  useDocumentTitle(shownQuery === '' ? 'Search' : `Search: ${shownQuery}`);
  const firstResultsPending = shownQuery !== '' && data === undefined && !isError;

  return (
    <section className="page search-page">
      <h1 className="page__title">Search</h1>
      <SearchField
        ref={boxRef}
        text={search.text}
        autoFocus={search.query === ''}
        onType={search.typed}
        onSubmit={search.submitted}
        onClear={() => {
          search.cleared();
          focusBox();
        }}
        onArrowDown={() => resultsRef.current?.focusFirst() ?? false}
      />
      <SearchResults ref={resultsRef} query={shownQuery} onResultOpened={search.resultOpened} onLeave={focusBox} />
      {!firstResultsPending && (
        <>
          <PassageResults query={shownQuery} />
          <SearchHistory onRun={search.run} onCleared={focusBox} />
          <SearchCategories onRun={search.run} />
        </>
      )}
    </section>
  );
}
