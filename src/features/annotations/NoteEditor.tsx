import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { HIGHLIGHT_COLOURS, NOTE_MAX_LENGTH, type HighlightColour } from './annotations';
import { ColourSwatch } from './ColourSwatch';

interface NoteEditorProps {
  /** The note as it is; empty for a new one. */
  note: string;
  /** A highlight's colour, offered as a choice; undefined for a bookmark (no colour). */
  colour?: HighlightColour;
  onSave: (change: { note: string; colour?: HighlightColour }) => void;
  /** Cancel, or Escape: the caller gives the focus back where it was. */
  onCancel: () => void;
}

/** A note and, for a highlight, its colour: the field has the focus when it opens, Escape cancels. */
export function NoteEditor({ note, colour, onSave, onCancel }: NoteEditorProps) {
  const [text, setText] = useState(note);
  const [chosen, setChosen] = useState(colour);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <form
      className="note-editor"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ note: text.trim(), colour: chosen });
      }}
    >
      <TextField
        ref={field}
        multiline
        label="Note"
        rows={3}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      {chosen !== undefined && (
        <fieldset className="note-editor__colours">
          <legend>Colour</legend>
          {HIGHLIGHT_COLOURS.map((option) => (
            <label key={option} className="note-editor__colour">
              <input
                type="radio"
                name="colour"
                value={option}
                checked={chosen === option}
                onChange={() => setChosen(option)}
              />
              <ColourSwatch colour={option} />
              {option}
            </label>
          ))}
        </fieldset>
      )}
      <div className="note-editor__actions">
        <Button type="submit" size="sm">
          Save note
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
