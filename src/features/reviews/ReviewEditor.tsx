import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import { isBlankReview } from './reviews';
import { ReviewTextField } from './ReviewTextField';
import { useFocusOnMount } from './useFocusOnMount';
import './Reviews.css';

interface ReviewEditorProps {
  /** The box's label: what the reader is doing ("Write a review", "Edit your review"). */
  label: string;
  initialText?: string;
  submitLabel: string;
  /** The button's text while the review is on its way. */
  busyLabel: string;
  /** Sends the text; resolves to whether the server stored it. */
  onSubmit: (content: string) => Promise<boolean>;
  /** Given, the editor offers Cancel. */
  onCancel?: () => void;
  /** Whether the box takes the focus when it appears (see useFocusOnMount). */
  takeFocus: boolean;
}

/**
 * The box a reader writes or edits their review in:
 * blank text cannot be sent; while sending, the box is disabled and the
 * button says so; once stored the box clears; if it could not be stored the
 * text stays for another try (the caller says why in an alert).
 */
export function ReviewEditor(props: ReviewEditorProps) {
  const { label, initialText = '', submitLabel, busyLabel, onSubmit, onCancel, takeFocus } = props;
  const [content, setContent] = useState(initialText);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useFocusOnMount(fieldRef, takeFocus);

  // The box is disabled while sending, which takes the focus away: give it back once it is done.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) fieldRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || isBlankReview(content)) return;
    setSending(true);
    const stored = await onSubmit(content);
    setSending(false);
    if (stored) setContent('');
  }

  return (
    <form className="review-form" onSubmit={(event) => void send(event)}>
      <ReviewTextField ref={fieldRef} label={label} value={content} disabled={sending} onChange={setContent} />
      <div className="review-form__actions">
        <Button type="submit" disabled={sending || isBlankReview(content)}>
          {sending ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={sending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
