import type { ComponentProps } from 'react';
import { Button } from './Button';
import './BusyButton.css';

type BusyButtonProps = ComponentProps<typeof Button> & {
  /** Whether its action is under way. */
  busy: boolean;
  /** What it is doing meanwhile ("Signing in…"), said beside the turning ring. */
  busyLabel: string;
  /** Only the ring while busy, its words for screen readers alone: a button that keeps one width. */
  ringOnly?: boolean;
};

/**
 * The app's one button for an action that takes a while. While busy it shows a
 * small turning ring and what it is doing, and is marked busy; aria-disabled
 * rather than disabled, so a pressed button keeps the focus and stays in the
 * tab order, and a press meanwhile does nothing (nor submits its form), so one
 * press sends one request.
 */
export function BusyButton({ busy, busyLabel, ringOnly, children, onClick, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled']}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? (
        <>
          <span
            className={ringOnly ? 'busy-button__spinner' : 'busy-button__spinner busy-button__spinner--inline'}
            aria-hidden="true"
          />
          {ringOnly ? <span className="visually-hidden">{busyLabel}</span> : busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
