import { History, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { searchHistoryCleared, selectSearchHistory } from '../searchHistory/searchHistorySlice';

interface SearchHistoryProps {
  /** Runs the search again with an entry's text. */
  onRun: (text: string) => void;
  /** After Clear history: the section is gone, so the caller puts focus somewhere useful. */
  onCleared: () => void;
}

/** The recent searches (kept across reloads, most recent first), each a button that runs it again. */
export function SearchHistory({ onRun, onCleared }: SearchHistoryProps) {
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectSearchHistory);
  const headingId = useId();
  if (history.length === 0) return null;

  function clear() {
    dispatch(searchHistoryCleared());
    onCleared();
  }

  return (
    <section className="search-section" aria-labelledby={headingId}>
      <div className="search-section__header">
        <h2 id={headingId} className="search-section__heading">
          Recent searches
        </h2>
        <Button variant="ghost" size="sm" onClick={clear}>
          <Trash2 aria-hidden="true" size={16} />
          Clear history
        </Button>
      </div>
      <ul className="search-chips">
        {history.map((text) => (
          <li key={text}>
            <Button variant="secondary" size="sm" className="search-chip" onClick={() => onRun(text)}>
              <History aria-hidden="true" size={16} />
              <span className="search-chip__text">{text}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
