import { SEARCH_HISTORY_MAX } from '../../config/constants';
import { createTestStore } from '../../testing/createTestStore';
import { searchHistoryCleared, searchSubmitted, selectSearchHistory } from './searchHistorySlice';

/** The history after these searches, in a fresh store of the app. */
function historyAfter(...texts: string[]) {
  const store = createTestStore();
  for (const text of texts) store.dispatch(searchSubmitted(text));
  return selectSearchHistory(store.getState());
}

test('the most recent search comes first', () => {
  expect(historyAfter('seo', 'branding', 'ai tools')).toEqual(['ai tools', 'branding', 'seo']);
});

test('searching again for a text moves it to the top instead of adding it twice', () => {
  expect(historyAfter('seo', 'branding', 'seo')).toEqual(['seo', 'branding']);
});

test('texts that differ only in case or outer spaces are the same search, kept as last typed', () => {
  expect(historyAfter('seo', 'branding', '  SEO ')).toEqual(['SEO', 'branding']);
});

test('a blank or whitespace-only text is never kept', () => {
  expect(historyAfter('seo', '', '   ', '\t')).toEqual(['seo']);
});

test(`at most ${SEARCH_HISTORY_MAX} searches are kept, the oldest dropped first`, () => {
  const texts = Array.from({ length: SEARCH_HISTORY_MAX + 3 }, (_, i) => `search ${i + 1}`);
  const history = historyAfter(...texts);
  expect(history).toHaveLength(SEARCH_HISTORY_MAX);
  expect(history[0]).toBe(`search ${SEARCH_HISTORY_MAX + 3}`);
  expect(history).not.toContain('search 3');
  expect(history.at(-1)).toBe('search 4');
});

test('Clear history empties it', () => {
  const store = createTestStore();
  store.dispatch(searchSubmitted('seo'));
  store.dispatch(searchHistoryCleared());
  expect(selectSearchHistory(store.getState())).toEqual([]);
});
