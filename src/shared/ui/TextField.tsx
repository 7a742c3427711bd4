import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import './TextField.css';

interface CommonProps {
  label: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the field. */
  error?: string | null;
  hint?: string;
}

type InputProps = CommonProps & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;
type TextareaProps = CommonProps & {
  multiline: true;
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled field: a visible label, the input (or a textarea), and hint and error text tied with aria-describedby. */
export function TextField(props: InputProps | TextareaProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const invalid = props.error ? true : undefined;

  let control;
  if (props.multiline) {
    const { label: _label, error: _error, hint: _hint, multiline: _multiline, className, ...rest } = props;
    control = (
      <textarea
        {...rest}
        id={id}
        className={['text-field__control', 'text-field__control--multiline', className].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    );
  } else {
    const { label: _label, error: _error, hint: _hint, multiline: _multiline, className, ...rest } = props;
    control = (
      <input
        {...rest}
        id={id}
        className={['text-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    );
  }

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
      {props.error && (
        <p id={errorId} className="text-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
