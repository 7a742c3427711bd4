import type { ComponentProps, ReactNode } from 'react';
import './Button.css';

/** A button's own attributes, `ref` included (for a screen that gives the focus back to it). */
interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** What the button does, for people who cannot see the icon; also its tooltip. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; the label is its accessible name. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={['icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...rest}
    >
      {icon}
    </button>
  );
}
