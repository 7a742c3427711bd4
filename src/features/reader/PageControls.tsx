import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../shared/ui/Button';
import { hasNextPage, hasPreviousPage, typedPage, type Turn } from './pageBounds';
import { goToPageProblem, pageLabel } from './readerMessages';

interface PageControlsProps {
  page: number;
  pageCount: number;
  onTurn: (turn: Turn) => void;
  /** Goes straight to a page the reader typed. */
  onGoTo: (page: number) => void;
  /** The controls' row, measured so the page above leaves room for it in the window. */
  ref?: Ref<HTMLElement>;
}

/**
 * Previous, "Page [X] of N" and Next (docs/product.md#screens); each button is disabled at its end of the book. The
 * page number is a field: type a page and press Enter to go there (page 500 of 600 is one step, not 499).
 * Turns are announced as "Page X of N".
 */
export function PageControls({ page, pageCount, onTurn, onGoTo, ref }: PageControlsProps) {
  const fieldId = useId();
  const ofId = useId();
  const problemId = useId();
  // What the reader is typing; null shows the page on screen.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function goTo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = typedPage(typed ?? String(page), pageCount);
    if (target === null) {
      setProblem(goToPageProblem(pageCount));
      return;
    }
    setProblem(null);
    setTyped(null);
    onGoTo(target);
    // Ready for the next number: Enter again, or typing, replaces it.
    event.currentTarget.querySelector('input')?.select();
  }

  return (
    <nav ref={ref} className="reader-controls" aria-label="Pages">
      <Button variant="secondary" disabled={!hasPreviousPage(page)} onClick={() => onTurn('previous')}>
        <ChevronLeft aria-hidden="true" size={18} />
        Previous
      </Button>
      <form className="reader-controls__position" onSubmit={goTo}>
        <label className="reader-controls__page-label" htmlFor={fieldId}>
          Page
        </label>
        <input
          id={fieldId}
          className="reader-controls__page-field"
          inputMode="numeric"
          enterKeyHint="go"
          autoComplete="off"
          // As wide as the book's largest page number, so the row keeps its width from page 1 to page 600.
          style={{ width: `${String(pageCount).length + 0.5}ch` }}
          aria-describedby={problem ? `${ofId} ${problemId}` : ofId}
          aria-invalid={problem !== null}
          value={typed ?? String(page)}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          onFocus={(event) => event.target.select()}
          // Left without Enter: the field shows the page on screen again.
          onBlur={() => {
            setTyped(null);
            setProblem(null);
          }}
        />
        <span id={ofId}>of {pageCount}</span>
      </form>
      <Button variant="secondary" disabled={!hasNextPage(page, pageCount)} onClick={() => onTurn('next')}>
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
      <p className="visually-hidden reader-controls__announcement" role="status">
        {pageLabel(page, pageCount)}
      </p>
      {problem && (
        <p id={problemId} className="reader-controls__problem" role="alert">
          {problem}
        </p>
      )}
    </nav>
  );
}
