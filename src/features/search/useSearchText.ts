import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { searchSubmitted } from '../searchHistory/searchHistorySlice';
import { queryFromParams } from './search';

/** What the search box holds, and whether the user typed it (rather than it following the address). */
interface BoxText {
  text: string;
  typed: boolean;
}

/**
 * The search box's text and the query that runs, kept in step.
 *
 * The address is the source of truth for the query (`/search?q=…`), so the
 * top bar's box, Back and a shared link all land on the same results. The box
 * starts from it and follows it whenever it changes from outside. Typing
 * reaches the address SEARCH_DEBOUNCE_MS after the last keystroke, replacing
 * the current entry so keystrokes make no history entries; a history item or a
 * category pushes a new entry and runs at once.
 *
 * A search is remembered in the search history when the user commits to it:
 * Enter in the box, opening one of its results, or choosing a history item or
 * a category. Never on a mere pause in typing, or the history would fill with
 * half-words.
 */
export function useSearchText() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const query = queryFromParams(params);
  const [box, setBox] = useState<BoxText>({ text: query, typed: false });
  const [followedQuery, setFollowedQuery] = useState(query);
  const settledText = useDebouncedValue(box.text.trim(), SEARCH_DEBOUNCE_MS);

  // The address changed: Back or Forward, the top bar's box, a link, or the box's own text arriving there.
  // The box follows, except when the change is its own settled text: a keystroke typed since then stays.
  if (query !== followedQuery) {
    setFollowedQuery(query);
    const ownText = box.typed && query === settledText;
    if (!ownText && query !== box.text.trim()) setBox({ text: query, typed: false });
  }

  /** Puts a query in the address: replacing the entry while typing, pushing one for a new search. */
  function showQuery(next: string, { push = false, immediately = false } = {}) {
    if (next === query) return;
    void navigate(paths.search.href(next), {
      replace: !push,
      // Refining a search keeps the page where it is; a new one starts at the top.
      preventScrollReset: !push,
      // Rendered before the next keystroke is handled, so the box never follows an address it is ahead of.
      flushSync: immediately,
    });
  }

  const settle = useEffectEvent((text: string) => showQuery(text));
  useEffect(() => settle(settledText), [settledText]);

  return {
    /** What the box shows. */
    text: box.text,
    /** The query in the address: the one that runs. */
    query,
    /** The user typed in the box. */
    typed: (text: string) => setBox({ text, typed: true }),
    /** Enter in the box: run the text now rather than after the pause, and remember it. */
    submitted: () => {
      const text = box.text.trim();
      if (text === '') return;
      showQuery(text, { immediately: true });
      dispatch(searchSubmitted(text));
    },
    /** A history item or a category: its text goes in the box and runs at once. */
    run: (text: string) => {
      const next = text.trim();
      setBox({ text: next, typed: false });
      showQuery(next, { push: true });
      dispatch(searchSubmitted(next));
    },
    /** The clear button: no text, no query, no results. */
    cleared: () => {
      setBox({ text: '', typed: false });
      showQuery('');
    },
    /** The user opened one of the results of the query that ran. */
    resultOpened: () => dispatch(searchSubmitted(query)),
  };
}
