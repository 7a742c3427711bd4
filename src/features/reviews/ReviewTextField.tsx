import { useState, type Ref } from 'react';
import { TextField } from '../../shared/ui/TextField';
import { REVIEW_LIMIT_HINT, cutToReviewLimit, reviewLengthStatus } from './reviewLength';

interface ReviewTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The review's text box. It says the limit under it, shows a counter once the
 * text nears it, and cuts what goes beyond it (typed or pasted) saying so:
 * the browser's own maxLength would cut a long paste without a word. The
 * counter and the cut are announced politely (TextField's status).
 */
export function ReviewTextField({ label, value, onChange, disabled, ref }: ReviewTextFieldProps) {
  const [wasCut, setWasCut] = useState(false);
  return (
    <TextField
      ref={ref}
      multiline
      label={label}
      name="review"
      rows={4}
      value={value}
      disabled={disabled}
      hint={REVIEW_LIMIT_HINT}
      status={reviewLengthStatus(value, wasCut)}
      onChange={(event) => {
        const typed = event.target.value;
        const kept = cutToReviewLimit(typed);
        setWasCut(kept !== typed);
        onChange(kept);
      }}
    />
  );
}
