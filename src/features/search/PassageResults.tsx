import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { LoadMore, type LoadMoreWords } from '../../shared/ui/LoadMore';
import { Skeleton } from '../../shared/ui/Skeleton';
import { selectProductById } from '../products/productsSlice';
import { matchingPagesLine, snippetParts, type Passage } from './passages';
import { useSearchPassagesInfiniteQuery } from './passagesApi';
import { quoted } from './resultWords';

const MORE_PASSAGES: LoadMoreWords = {
  more: 'Show more passages',
  loading: 'Loading more passages…',
  failed: 'More passages could not be loaded.',
  end: 'That is every page that matches.',
};

/**
 * "Passages in books", under the title results (docs/product.md#the-reader-is-a-study-tool): each page
 * whose text has the words, the best match first, with its book, its page and a snippet with the words
 * marked, opening the reader at that page with the words found; a premium book the reader does not own
 * says only on how many pages it matches, with the way to its page to buy it. The database decides which
 * is which. Nothing is said while there are no passages: the title results already say "No results".
 */
export function PassageResults({ query }: { query: string }) {
  const headingId = useId();
  const results = useSearchPassagesInfiniteQuery(query, { skip: query === '' });
  const { currentData, isError, isFetching, isFetchNextPageError, refetch, hasNextPage } = results;
  const passages = currentData?.pages.flatMap((page) => page.passages) ?? [];
  if (query === '') return null;
  if (isError && !isFetchNextPageError && !isFetching) {
    return (
      <section className="search-results" aria-labelledby={headingId}>
        <h2 id={headingId} className="search-results__heading">
          Passages in books
        </h2>
        <LoadFailure
          message="Passages could not be searched. Check your connection and try again."
          onRetry={() => void refetch()}
        />
      </section>
    );
  }
  if (passages.length === 0) return null;
  return (
    <section className="search-results passage-results" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-results__heading">
        Passages in books
      </h2>
      <p className="search-results__count">Pages whose text has the words of {quoted(query)}, the best match first</p>
      <ul className="search-results__list">
        {passages.map((passage) => (
          <PassageResult
            key={`${passage.bookId}:${passage.kind === 'page' ? passage.page : 0}`}
            passage={passage}
            query={query}
          />
        ))}
      </ul>
      <LoadMore
        words={MORE_PASSAGES}
        list={results}
        canLoad={hasNextPage && !isFetching}
        onLoadMore={() => void results.fetchNextPage()}
      />
    </section>
  );
}

/** One result: a page with its snippet (a link to the reader there), or a locked book with its count. */
function PassageResult({ passage, query }: { passage: Passage; query: string }) {
  const product = useAppSelector((state) => selectProductById(state, passage.bookId));
  const name = product?.name ?? <Skeleton width="12rem" />;
  if (passage.kind === 'locked') {
    return (
      <li className="search-results__item">
        <div className="search-result passage-result">
          <span className="search-result__text">
            <span className="search-result__name">{name}</span>
            <span className="search-result__description">{matchingPagesLine(passage.matchingPages)}</span>
            <Link className="passage-result__buy" to={paths.ebook.href(passage.bookId)}>
              Buy it to read these pages
            </Link>
          </span>
        </div>
      </li>
    );
  }
  return (
    <li className="search-results__item">
      <Link
        className="search-result passage-result"
        to={paths.reader.href(passage.bookId, { page: passage.page, find: query })}
      >
        <span className="search-result__text">
          <span className="search-result__name">{name}</span>
          <span className="passage-result__page">Page {passage.page}</span>
          <span className="passage-result__snippet">
            {snippetParts(passage.snippet).map((part, index) =>
              part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
