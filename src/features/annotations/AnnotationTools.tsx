import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { BookmarkToggle } from './BookmarkToggle';
import { NotesPanel } from './NotesPanel';
import { SelectionToolbar, type ReaderTextSelection } from './SelectionToolbar';
import type { BookAnnotations } from './useBookAnnotations';
import './Annotations.css';

interface AnnotationToolsProps {
  bookTitle: string;
  /** The page on screen; null while the book is opening. */
  page: number | null;
  annotations: BookAnnotations;
  onGoToPage: (page: number) => void;
  /** Text selected on the page, if any, and a way to let it go once used. */
  selection: ReaderTextSelection | null;
  onSelectionDone: () => void;
}

/**
 * The reader's study tools for highlights, notes and bookmarks (docs/product.md#the-reader-is-a-study-tool):
 * "Bookmark this page", the Notes panel (shown and hidden by its button), and the toolbar over selected text.
 */
export function AnnotationTools({
  bookTitle,
  page,
  annotations,
  onGoToPage,
  selection,
  onSelectionDone,
}: AnnotationToolsProps) {
  const [notesOpen, setNotesOpen] = useState(false);
  const panelId = useId();
  const { ready } = annotations;
  const bookmarked =
    page !== null && annotations.annotations.some((one) => one.kind === 'bookmark' && one.page === page);
  return (
    <>
      <BookmarkToggle
        bookmarked={bookmarked}
        disabled={!ready || page === null}
        onToggle={() => page !== null && annotations.toggleBookmark(page)}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={notesOpen}
        aria-controls={panelId}
        onClick={() => setNotesOpen((open) => !open)}
      >
        <NotebookPen aria-hidden="true" size={16} />
        <span className="reader-tool__label">Notes</span> ({annotations.annotations.length})
      </Button>
      <div id={panelId} hidden={!notesOpen} className="reader__tools-panel">
        {notesOpen && (
          <NotesPanel
            bookTitle={bookTitle}
            annotations={annotations.annotations}
            refused={annotations.refused}
            onGoToPage={onGoToPage}
            onEdit={annotations.edit}
            onRemove={annotations.remove}
          />
        )}
      </div>
      {selection && ready && (
        <SelectionToolbar
          key={`${selection.range.page}:${selection.range.start}:${selection.range.end}`}
          selection={selection}
          onHighlight={(colour, note) => annotations.addHighlight(selection.range, selection.text, colour, note)}
          onClose={onSelectionDone}
        />
      )}
    </>
  );
}
