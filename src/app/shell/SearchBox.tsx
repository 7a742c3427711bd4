import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { searchSubmitted } from '../../features/searchHistory/searchHistorySlice';
import { useAppDispatch } from '../hooks';

/**
 * The top bar's search field: Enter opens the search page with what was typed.
 * Enter is the user committing to a search, so it goes into the search history
 * as Enter in the search page's own box does.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query) dispatch(searchSubmitted(query));
    void navigate(paths.search.href(query));
  }

  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search resources
      </label>
      <Search className="search-box__icon" aria-hidden="true" />
      <input
        id={id}
        className="search-box__input"
        type="search"
        placeholder="Search resources..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
