/** A submit button's text: its label, or a small spinner and what is happening while the call runs. */
export function BusyLabel({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  if (!busy) return <>{label}</>;
  return (
    <>
      <span className="auth-form__spinner" aria-hidden="true" />
      {busyLabel}
    </>
  );
}
