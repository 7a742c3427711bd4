import { Button } from '../../shared/ui/Button';

interface BookmarkToggleProps {
  bookmarked: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** "Bookmark this page", pressed while the page is bookmarked: pressing it again removes the bookmark. */
export function BookmarkToggle({ bookmarked, onToggle, disabled }: BookmarkToggleProps) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={bookmarked} onClick={onToggle} disabled={disabled}>
      <span className="bookmark-toggle__icon" aria-hidden="true">
        {bookmarked ? '★' : '☆'}
      </span>{' '}
      <span className="reader-tool__label">Bookmark this page</span>
    </Button>
  );
}
