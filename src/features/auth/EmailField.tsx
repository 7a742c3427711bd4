import type { Ref } from 'react';
import { TextField } from '../../shared/ui/TextField';

/**
 * The email field every auth form opens with (or has), named and typed alike
 * so that the browser offers the same saved address in each.
 */
export function EmailField({
  ref,
  value,
  onChange,
  required,
}: {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (email: string) => void;
  required?: boolean;
}) {
  return (
    <TextField
      ref={ref}
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
