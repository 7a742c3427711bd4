import { useRef, useState } from 'react';
import { shortText } from '../../lib/shortText';
import { useFocusAfterRender } from '../../shared/hooks/useFocusAfterRender';
import { Button } from '../../shared/ui/Button';
import type { Annotation, HighlightColour } from './annotations';
import { ColourSwatch } from './ColourSwatch';
import { NoteEditor } from './NoteEditor';

interface NoteItemProps {
  annotation: Annotation;
  /** The server refused it for good: it is on this device only (docs/product.md#the-reader-is-a-study-tool). */
  refused?: boolean;
  onGoToPage: (page: number) => void;
  onEdit: (annotation: Annotation, change: { note: string; colour?: HighlightColour }) => void;
  onDelete: (annotation: Annotation) => void;
}

/** Names one annotation for the buttons that act on it: "highlight “the quote…”", "bookmark on page 4". */
export const annotationName = (annotation: Annotation) =>
  annotation.kind === 'highlight'
    ? `highlight “${shortText(annotation.text, 40)}”`
    : `bookmark on page ${annotation.page}`;

/** One highlight or bookmark in the Notes panel: its text and note, Go to its page, Edit, Delete. */
export function NoteItem({ annotation, refused = false, onGoToPage, onEdit, onDelete }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // The editor goes; the focus goes back to the button that opened it.
  const focusEditButton = useFocusAfterRender(editButton);
  const stopEditing = () => {
    setEditing(false);
    focusEditButton();
  };
  const colour = annotation.kind === 'highlight' ? annotation.colour : undefined;
  return (
    <li className={`note-item${colour ? ` note-item--${colour}` : ''}`}>
      <button type="button" className="note-item__go" onClick={() => onGoToPage(annotation.page)}>
        {annotation.kind === 'highlight' ? (
          <>
            <ColourSwatch colour={annotation.colour} />
            <span className="note-item__quote">{annotation.text}</span>
          </>
        ) : (
          <span className="note-item__bookmark">Bookmark</span>
        )}
        <span className="visually-hidden">, go to page {annotation.page}</span>
      </button>
      {annotation.note !== '' && !editing && <p className="note-item__note">{annotation.note}</p>}
      {refused && <p className="note-item__refused">Not saved to your account: kept on this device only.</p>}
      {editing ? (
        <NoteEditor
          note={annotation.note}
          colour={colour}
          onSave={(change) => {
            onEdit(annotation, change);
            stopEditing();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <div className="note-item__actions">
          <Button
            ref={editButton}
            variant="ghost"
            size="sm"
            aria-label={`Edit ${annotationName(annotation)}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${annotationName(annotation)}`}
            onClick={() => onDelete(annotation)}
          >
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
