import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './buttonClassName';
import './Button.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** For a screen that gives the focus back to this button. */
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button. `type` defaults to "button" so a button never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...rest} />;
}
