import { Library as LibraryIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { LibraryCard, LibraryCardSkeleton, type LibraryCardState } from './LibraryCard';
import type { Shelf } from './libraryShelf';
import './LibraryShelf.css';

/** What an empty tab says, and where it sends the reader to find something. */
export interface EmptyShelfTexts {
  title: string;
  message: string;
  action: string;
  href: string;
}

/** The library's empty state (docs/product.md#screens), the same on both ebook tabs. */
export const EMPTY_LIBRARY: EmptyShelfTexts = {
  title: 'Your Library is Empty',
  message: 'Start exploring our collection of ebooks',
  action: 'Browse Ebooks',
  href: paths.home.href(),
};

/** Placeholders while a tab loads: a row's worth at most widths. */
const SKELETON_COUNT = 3;

interface LibraryShelfProps {
  shelf: Shelf;
  /** What could not be loaded, for the failure's message: "Your purchased ebooks could not be loaded." */
  failureMessage: string;
  /** Said to screen readers while the tab loads. */
  loadingLabel: string;
  onRetry: () => void;
  retrying: boolean;
  /** What the app adds under each card (see LibraryCard's extras). */
  cardExtras?: (productId: number, card: LibraryCardState) => ReactNode;
  /** Draws an item other than an ebook (a course's card); ebooks get their LibraryCard. */
  renderItem?: (id: number) => ReactNode;
  /** What the tab says when it is empty (docs/product.md#empty-states-say-what-is-empty). */
  empty?: EmptyShelfTexts;
}

/** One tab's books as a grid of cards; skeleton cards while loading, Retry if they could not be loaded. */
export function LibraryShelf({
  shelf,
  failureMessage,
  loadingLabel,
  onRetry,
  retrying,
  cardExtras,
  renderItem,
  empty = EMPTY_LIBRARY,
}: LibraryShelfProps) {
  if (shelf.status === 'failed') {
    return <LoadFailure message={failureMessage} onRetry={onRetry} retrying={retrying} />;
  }
  if (shelf.status === 'loading') {
    return (
      <>
        <p className="visually-hidden" role="status">
          {loadingLabel}
        </p>
        <ul className="library-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className="library-grid__item">
              <LibraryCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (shelf.data.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        message={empty.message}
        icon={<LibraryIcon />}
        action={
          <Link className={buttonClassName('primary')} to={empty.href}>
            {empty.action}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="library-grid">
      {shelf.data.map((id) => (
        <li key={id} className="library-grid__item">
          {renderItem ? (
            renderItem(id)
          ) : (
            <LibraryCard productId={id} extras={cardExtras && ((card) => cardExtras(id, card))} />
          )}
        </li>
      ))}
    </ul>
  );
}
