import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PageTextRange } from '../reader/pageText';
import { HIGHLIGHT_COLOURS, type HighlightColour } from './annotations';
import { ColourSwatch } from './ColourSwatch';
import { NoteEditor } from './NoteEditor';

/** Text the reader selected on a page, as the reader's pages tell it (BookPages' onTextSelected). */
export interface ReaderTextSelection {
  range: PageTextRange;
  text: string;
  /** Where the selection is on screen, to put the toolbar beside it. */
  rect: DOMRect;
}

interface SelectionToolbarProps {
  selection: ReaderTextSelection;
  onHighlight: (colour: HighlightColour, note: string) => void;
  /** Closed without highlighting (Escape, Cancel) or after: the selection is let go. */
  onClose: () => void;
}

/** The toolbar's width, to keep it inside the window beside a selection near the right edge. */
const TOOLBAR_WIDTH_PX = 320;

/**
 * What can be done with selected text: highlight it in one of four colours, or write a note with it. Escape
 * closes it and gives the focus back where it was before (the page, or the note field).
 */
export function SelectionToolbar({ selection, onHighlight, onClose }: SelectionToolbarProps) {
  const [writing, setWriting] = useState(false);
  const returnTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    returnTo.current = document.activeElement;
  }, []);
  const close = () => {
    onClose();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };
  const highlight = (colour: HighlightColour, note = '') => {
    onHighlight(colour, note);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const { rect } = selection;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - TOOLBAR_WIDTH_PX - 8));
  return (
    <div className="selection-toolbar" style={{ top: rect.bottom + 8, left }} onKeyDown={onKeyDown}>
      {writing ? (
        <NoteEditor
          note=""
          colour="yellow"
          onSave={(change) => highlight(change.colour ?? 'yellow', change.note)}
          onCancel={close}
        />
      ) : (
        // A press keeps the page's selection (and where the focus is), so the selection is still there for the click.
        <div
          role="group"
          aria-label="Highlight the selected text"
          className="selection-toolbar__buttons"
          onMouseDown={(event) => event.preventDefault()}
        >
          {HIGHLIGHT_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              className="selection-toolbar__colour"
              aria-label={`Highlight ${colour}`}
              onClick={() => highlight(colour)}
            >
              <ColourSwatch colour={colour} />
            </button>
          ))}
          <button type="button" className="selection-toolbar__note" onClick={() => setWriting(true)}>
            Add note
          </button>
        </div>
      )}
    </div>
  );
}
