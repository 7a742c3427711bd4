import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import './TextField.css';

interface CommonProps {
  label: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the field. */
  error?: string | null;
  hint?: string;
  /**
   * A note that changes as the field is used (a counter). Its place is always
   * in the page, a polite live region, so screen readers announce each change
   * without interrupting; while it says something it is tied to the field too.
   */
  status?: string;
}

type InputProps = CommonProps & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;
type TextareaProps = CommonProps & {
  multiline: true;
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** What goes onto the input or textarea itself: every prop but the field's own. */
function controlAttributes<Props extends InputProps | TextareaProps>(props: Props) {
  const {
    label: _label,
    error: _error,
    hint: _hint,
    status: _status,
    multiline: _multiline,
    className: _className,
    ...rest
  } = props;
  return rest;
}

/** A labelled field: a visible label, the input (or a textarea), and hint, status and error text tied with aria-describedby. */
export function TextField(props: InputProps | TextareaProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const describedBy =
    [props.hint ? hintId : null, props.status ? statusId : null, props.error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = props.error ? true : undefined;

  const classes = (...extra: string[]) => ['text-field__control', ...extra, props.className].filter(Boolean).join(' ');
  const control = props.multiline ? (
    <textarea
      {...controlAttributes(props)}
      id={id}
      className={classes('text-field__control--multiline')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  ) : (
    <input
      {...controlAttributes(props)}
      id={id}
      className={classes()}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );

  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="text-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="text-field__hint">
          {props.hint}
        </p>
      )}
      {props.status !== undefined && (
        <p id={statusId} className="text-field__status" aria-live="polite">
          {props.status}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="text-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
