import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { moveFromRow } from './search';
import { SearchResultRow } from './SearchResultRow';

/** What the results may ask of their list: to focus a row (the first, from the box; the first new one, after Show more). */
export interface SearchResultListHandle {
  /** Focuses the row at `index`; false when there is none. */
  focusRow: (index: number) => boolean;
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
export function SearchResultList({ ids, labelledBy, onResultOpened, onLeave, ref }: SearchResultListProps) {
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLAnchorElement | null)[]>([]);
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (index) => {
        const row = rows.current[index];
        row?.focus();
        return Boolean(row);
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
