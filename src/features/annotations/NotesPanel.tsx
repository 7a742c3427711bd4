import { useId, useRef, useState } from 'react';
import { useFocusAfterRender } from '../../shared/hooks/useFocusAfterRender';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import type { Annotation, HighlightColour } from './annotations';
import { annotationName, NoteItem } from './NoteItem';
import { saveAnnotationsFile } from './saveAnnotationsFile';

interface NotesPanelProps {
  bookTitle: string;
  /** The book's live annotations, in reading order. */
  annotations: readonly Annotation[];
  /** The ids of those the server refused: marked as kept on this device only. */
  refused?: readonly string[];
  onGoToPage: (page: number) => void;
  onEdit: (annotation: Annotation, change: { note: string; colour?: HighlightColour }) => void;
  onRemove: (annotation: Annotation) => void;
}

/** The annotations of each page, in order. */
function byPage(annotations: readonly Annotation[]): [number, Annotation[]][] {
  const pages = new Map<number, Annotation[]>();
  for (const annotation of annotations) pages.set(annotation.page, [...(pages.get(annotation.page) ?? []), annotation]);
  return [...pages];
}

/**
 * The book's highlights, notes and bookmarks by page (docs/product.md#the-reader-is-a-study-tool): choosing one
 * goes to its page; each can be edited or deleted (after asking); the whole list exports as Markdown or CSV.
 */
export function NotesPanel({ bookTitle, annotations, refused = [], onGoToPage, onEdit, onRemove }: NotesPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  const books = [{ title: bookTitle, annotations }];
  // Its item is gone: the focus goes to the panel rather than to the page's start.
  const focusHeading = useFocusAfterRender(heading);
  const confirmDelete = () => {
    if (deleting) onRemove(deleting);
    setDeleting(null);
    focusHeading();
  };
  return (
    <section className="notes-panel" aria-labelledby={headingId}>
      <div className="notes-panel__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="notes-panel__title">
          Notes
        </h2>
        <div className="notes-panel__exports">
          <Button
            variant="secondary"
            size="sm"
            disabled={annotations.length === 0}
            onClick={() => saveAnnotationsFile(books, 'md', bookTitle)}
          >
            Export Markdown
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={annotations.length === 0}
            onClick={() => saveAnnotationsFile(books, 'csv', bookTitle)}
          >
            Export CSV
          </Button>
        </div>
      </div>
      {annotations.length === 0 ? (
        <p className="notes-panel__empty">No highlights or bookmarks yet. Select text on a page to highlight it.</p>
      ) : (
        byPage(annotations).map(([page, onPage]) => (
          <section key={page} className="notes-panel__page" aria-label={`Page ${page}`}>
            <h3 className="notes-panel__page-title">Page {page}</h3>
            <ul className="notes-panel__list">
              {onPage.map((annotation) => (
                <NoteItem
                  key={annotation.id}
                  annotation={annotation}
                  refused={refused.includes(annotation.id)}
                  onGoToPage={onGoToPage}
                  onEdit={onEdit}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${deleting?.kind ?? 'highlight'}?`}
        description={deleting ? `The ${annotationName(deleting)} and its note go from every device.` : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
