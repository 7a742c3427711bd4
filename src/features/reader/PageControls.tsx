import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { hasNextPage, hasPreviousPage } from './pageBounds';
import { pageLabel } from './readerMessages';

interface PageControlsProps {
  page: number;
  pageCount: number;
  onTurn: (direction: 'next' | 'previous') => void;
}

/** Previous, "Page X of N" and Next (spec section 2); each button is disabled at its end of the book. */
export function PageControls({ page, pageCount, onTurn }: PageControlsProps) {
  return (
    <nav className="reader-controls" aria-label="Pages">
      <Button variant="secondary" disabled={!hasPreviousPage(page)} onClick={() => onTurn('previous')}>
        <ChevronLeft aria-hidden="true" size={18} />
        Previous
      </Button>
      <p className="reader-controls__position" aria-live="polite">
        {pageLabel(page, pageCount)}
      </p>
      <Button variant="secondary" disabled={!hasNextPage(page, pageCount)} onClick={() => onTurn('next')}>
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </nav>
  );
}
