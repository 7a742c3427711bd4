import { Search, X } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { IconButton } from '../../shared/ui/IconButton';
import { QUERY_MAX_LENGTH } from './search';

interface SearchFieldProps {
  text: string;
  onType: (text: string) => void;
  /** Enter. */
  onSubmit: () => void;
  /** The clear button; the caller puts focus back in the box (the button is gone once the box is empty). */
  onClear: () => void;
  /** Down arrow: move into the results. Answers whether there was a result to move to. */
  onArrowDown: () => boolean;
  /** Focus the box when the page opens (the user came here to type). */
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The search page's box: a labelled search field with a clear button. */
export function SearchField({ text, onType, onSubmit, onClear, onArrowDown, autoFocus, ref }: SearchFieldProps) {
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && onArrowDown()) event.preventDefault();
  }

  return (
    <form role="search" aria-label="Search ebooks" className="search-field" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search ebooks
      </label>
      <Search className="search-field__icon" aria-hidden="true" />
      <input
        ref={ref}
        id={id}
        className="search-field__input"
        type="search"
        placeholder="Search ebooks by title"
        autoComplete="off"
        spellCheck={false}
        maxLength={QUERY_MAX_LENGTH}
        enterKeyHint="search"
        // The page exists to type in: opened without a query, it puts the caret in the box.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={keyDown}
      />
      {text !== '' && (
        <IconButton
          label="Clear search"
          icon={<X aria-hidden="true" />}
          className="search-field__clear"
          onClick={onClear}
        />
      )}
    </form>
  );
}
