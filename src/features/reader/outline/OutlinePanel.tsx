import type { Ref } from 'react';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { currentEntry, type OutlineEntry } from './bookOutline';
import type { OutlineState } from './useBookOutline';

interface OutlinePanelProps {
  outline: OutlineState;
  page: number;
  onPageChange: (page: number) => void;
  titleId: string;
  /** The current chapter's entry (else the first), focused when the panel opens. */
  focusRef: Ref<HTMLButtonElement>;
}

interface EntriesProps {
  entries: readonly OutlineEntry[];
  current: OutlineEntry | null;
  first: OutlineEntry | undefined;
  onPageChange: (page: number) => void;
  focusRef: Ref<HTMLButtonElement>;
}

function Entries({ entries, current, first, onPageChange, focusRef }: EntriesProps) {
  return (
    <ol className="reader-outline__entries">
      {entries.map((entry, index) => {
        const focused = current ? entry === current : entry === first;
        return (
          <li key={`${index}:${entry.title}`}>
            {entry.page === null ? (
              <span className="reader-outline__entry reader-outline__entry--nowhere">{entry.title}</span>
            ) : (
              <button
                ref={focused ? focusRef : undefined}
                type="button"
                className="reader-outline__entry"
                aria-current={entry === current || undefined}
                onClick={() => onPageChange(entry.page!)}
              >
                <span>{entry.title}</span>
                <span className="reader-outline__page" aria-label={`page ${entry.page}`}>
                  {entry.page}
                </span>
              </button>
            )}
            {entry.items.length > 0 && (
              <Entries
                entries={entry.items}
                current={current}
                first={first}
                onPageChange={onPageChange}
                focusRef={focusRef}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The book's outline (docs/product.md#the-reader-is-a-study-tool): its entries, each going to its page, the chapter
 * being read marked; a book without one says so.
 */
export function OutlinePanel({ outline, page, onPageChange, titleId, focusRef }: OutlinePanelProps) {
  return (
    <>
      <h2 id={titleId} className="reader-panel__title">
        Outline
      </h2>
      {outline.status === 'loading' && (
        <p className="reader-panel__message" role="status">
          Loading the outline…
        </p>
      )}
      {outline.status === 'failed' && <LoadFailure message="The outline could not be read." onRetry={outline.retry} />}
      {outline.status === 'ready' &&
        (outline.data.length === 0 ? (
          <p className="reader-panel__message">This book has no outline.</p>
        ) : (
          <Entries
            entries={outline.data}
            current={currentEntry(outline.data, page)}
            first={outline.data.find((entry) => entry.page !== null)}
            onPageChange={onPageChange}
            focusRef={focusRef}
          />
        ))}
    </>
  );
}
