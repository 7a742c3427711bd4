import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { searchBook, type BookTexts, type FindResult } from './bookSearch';
import { foldQuery } from './findText';

/** Where the search of the query stands: none (no query), under way, every page searched, or stopped by a page. */
export type FindStatus = 'idle' | 'searching' | 'done' | 'failed';

/**
 * Marks set as a search reports its first result and when every page is searched (with the count), which the
 * reader's benchmark (scripts/bench/reader/findBench.ts) times Find by, as it times pages by 'reader:page-painted'.
 */
export const FIND_MARKS = { firstResult: 'reader:find-first-result', done: 'reader:find-done' } as const;

/** How often the list of results follows a search under way: the first result at once, then at most this often. */
const RESULTS_REFRESH_MS = 150;

export interface BookFind {
  /** What is typed in the field. */
  query: string;
  /** The query the results are for. */
  searched: string;
  results: readonly FindResult[];
  status: FindStatus;
  /** The index in `results` of the match chosen, or null before one is. */
  current: number | null;
  type: (query: string) => void;
  /** Enter in the field: searches what is typed if it is not what was searched, else goes to the next match. */
  submit: (direction: 1 | -1) => void;
  step: (direction: 1 | -1) => void;
  choose: (index: number) => void;
}

/**
 * The first match to go to from the page shown: forwards, the first on it or after (else the book's first);
 * backwards, the last on it or before (else the book's last).
 */
export function firstMatchFrom(results: readonly FindResult[], page: number, direction: 1 | -1): number {
  if (direction === 1) {
    const after = results.findIndex((result) => result.page >= page);
    return after === -1 ? 0 : after;
  }
  for (let index = results.length - 1; index >= 0; index--) if (results[index]!.page <= page) return index;
  return results.length - 1;
}

/** The search of one query at a time through the book: a new one cancels the one under way. */
function useFindSearch(texts: BookTexts) {
  const [searched, setSearched] = useState('');
  const [results, setResults] = useState<readonly FindResult[]>([]);
  const [status, setStatus] = useState<FindStatus>('idle');
  const [current, setCurrent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const search = useCallback(
    (wanted: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSearched(wanted);
      setResults([]);
      setCurrent(null);
      if (foldQuery(wanted) === '') {
        setStatus('idle');
        return;
      }
      setStatus('searching');
      const found: FindResult[] = [];
      let shownAt = 0;
      const show = () => {
        if (shownAt === 0 && found.length > 0) performance.mark(FIND_MARKS.firstResult);
        shownAt = performance.now();
        setResults([...found]);
      };
      searchBook(texts, wanted, {
        signal: controller.signal,
        onPage: (_page, matches) => {
          found.push(...matches);
          if (matches.length > 0 && (shownAt === 0 || performance.now() - shownAt > RESULTS_REFRESH_MS)) show();
        },
      }).then(
        (finished) => {
          if (!finished) return;
          show();
          setStatus('done');
          performance.mark(FIND_MARKS.done, { detail: { results: found.length } });
        },
        () => {
          if (controller.signal.aborted) return;
          show();
          setStatus('failed');
        },
      );
    },
    [texts],
  );
  // The book closing (or another opening) stops its search.
  useEffect(() => () => running.current?.abort(), [texts]);

  return { searched, results, status, current, setCurrent, search };
}

/**
 * Find in the open book: the query typed (searched once typing pauses, or at once on Enter), its results as they
 * are found, a new query cancelling the search of the old, and the match chosen, whose page is shown.
 */
export function useBookFind(
  texts: BookTexts,
  page: number,
  onPageChange: (page: number) => void,
  initialQuery = '',
): BookFind {
  const [query, setQuery] = useState(initialQuery);
  const { searched, results, status, current, setCurrent, search } = useFindSearch(texts);

  // The query typed is searched once typing pauses; the address's query at once.
  useEffect(() => {
    if (query === searched) return;
    const timer = setTimeout(() => search(query), searched === '' && query === initialQuery ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searched, search, initialQuery]);

  const choose = useCallback(
    (index: number) => {
      const result = results[index];
      if (!result) return;
      setCurrent(index);
      onPageChange(result.page);
    },
    [results, onPageChange, setCurrent],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      if (results.length === 0) return;
      choose(
        current === null
          ? firstMatchFrom(results, page, direction)
          : (current + direction + results.length) % results.length,
      );
    },
    [results, current, page, choose],
  );

  const submit = useCallback(
    (direction: 1 | -1) => (query === searched ? step(direction) : search(query)),
    [query, searched, step, search],
  );

  return { query, searched, results, status, current, type: setQuery, submit, step, choose };
}
