import { Button } from './Button';
import './BusyButton.css';

/**
 * A button whose action is under way: a small turning ring in place of its
 * text, and the label (what it waits for) for screen readers. aria-disabled
 * rather than disabled, so a pressed button keeps the focus and stays in the
 * tab order while it waits.
 */
export function BusyButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button className={className} aria-disabled="true" aria-busy="true">
      <span className="busy-button__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Button>
  );
}
