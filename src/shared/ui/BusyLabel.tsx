import './BusyButton.css';

/** A submit button's text: its label, or a small spinner and what is happening while the call runs. */
export function BusyLabel({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  if (!busy) return <>{label}</>;
  return (
    <>
      <span className="busy-button__spinner busy-button__spinner--inline" aria-hidden="true" />
      {busyLabel}
    </>
  );
}
