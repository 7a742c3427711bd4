import { Button } from '../../shared/ui/Button';
import { BusyLabel } from '../../shared/ui/BusyLabel';

/**
 * An auth form's main button: it says what is happening while the form's call
 * runs, and stays disabled meanwhile (or while any other call of the form runs,
 * when `disabled` says so) so that one press sends one request.
 */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" className="auth-form__submit" disabled={disabled}>
      <BusyLabel busy={busy} label={label} busyLabel={busyLabel} />
    </Button>
  );
}
