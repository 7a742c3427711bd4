import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../../shared/ui/Button';
import '../../../shared/ui/TextField.css';
import type { FindResult } from './bookSearch';
import type { BookFind } from './useBookFind';

/** Results listed at first, and added by each "Show more results": a common word is found thousands of times. */
export const RESULTS_LISTED = 100;

/** What Find says of its search, announced politely once it is known. */
export function findSummary({ status, results, searched }: Pick<BookFind, 'status' | 'results' | 'searched'>): string {
  const count = `${results.length} ${results.length === 1 ? 'result' : 'results'}`;
  switch (status) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return `${count}: part of the book could not be searched.`;
    case 'done':
      return results.length === 0 ? `No results for “${searched.trim()}”` : count;
  }
}

interface FindPanelProps {
  find: BookFind;
  titleId: string;
  /** The search field, focused when the panel opens. */
  fieldRef: Ref<HTMLInputElement>;
}

function ResultButton({ result, current, onChoose }: { result: FindResult; current: boolean; onChoose: () => void }) {
  return (
    <button type="button" className="reader-find__result" aria-current={current || undefined} onClick={onChoose}>
      <span className="reader-find__result-page">Page {result.page}</span>
      <span className="reader-find__snippet">
        {result.snippet.before}
        <mark>{result.snippet.match}</mark>
        {result.snippet.after}
      </span>
    </button>
  );
}

/**
 * Find in this book (docs/product.md#the-reader-is-a-study-tool): the field (Enter goes to the next match, Shift+Enter
 * to the previous), Previous and Next match, what the search found so far, and its results with their page and
 * snippet, listed as they are found.
 */
export function FindPanel({ find, titleId, fieldRef }: FindPanelProps) {
  const fieldId = useId();
  const [listed, setListed] = useState(RESULTS_LISTED);
  const { results, current, status } = find;
  const searching = status === 'searching';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find.submit(event.shiftKey ? -1 : 1);
  };

  return (
    <>
      <h2 id={titleId} className="reader-panel__title">
        Find in this book
      </h2>
      <div className="reader-find__bar">
        <label className="visually-hidden" htmlFor={fieldId}>
          Find in this book
        </label>
        <input
          ref={fieldRef}
          id={fieldId}
          className="text-field__control reader-find__field"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Find in this book"
          value={find.query}
          onChange={(event) => {
            find.type(event.target.value);
            setListed(RESULTS_LISTED);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous match"
          disabled={results.length === 0}
          onClick={() => find.step(-1)}
        >
          <ChevronUp aria-hidden="true" size={18} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next match"
          disabled={results.length === 0}
          onClick={() => find.step(1)}
        >
          <ChevronDown aria-hidden="true" size={18} />
        </Button>
      </div>
      <p className="reader-find__summary">
        {current !== null && `Match ${current + 1} of ${results.length}${searching ? '…' : ''} · `}
        {searching && results.length > 0 ? `${results.length} found so far…` : ''}
        <span role="status">{findSummary(find)}</span>
      </p>
      {results.length > 0 && (
        <ol className="reader-find__results" aria-label="Results">
          {results.slice(0, Math.max(listed, (current ?? 0) + 1)).map((result, index) => (
            <li key={`${result.page}:${result.start}`}>
              <ResultButton result={result} current={index === current} onChoose={() => find.choose(index)} />
            </li>
          ))}
        </ol>
      )}
      {results.length > listed && (
        <Button variant="secondary" size="sm" onClick={() => setListed((count) => count + RESULTS_LISTED)}>
          Show more results
        </Button>
      )}
    </>
  );
}
