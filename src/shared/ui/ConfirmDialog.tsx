import { useRef } from 'react';
import { BusyButton } from './BusyButton';
import { Button } from './Button';
import { Modal } from './Modal';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in a sentence, read with the title when the dialog opens. */
  description: string;
  /** The button that goes ahead, naming the action ("Sign out everywhere", "Delete review"). */
  confirmLabel: string;
  /** While the action runs: the confirm button waits, saying this to screen readers. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be taken back. Cancel has the focus when
 * it opens, so Enter pressed out of habit does no harm; Escape and the
 * backdrop cancel too (Modal).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, busyLabel, busy = false, onConfirm, onCancel } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} title={title} description={description} initialFocusRef={cancelRef}>
      <div className="confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <BusyButton
          variant="danger"
          className="confirm-dialog__confirm"
          busy={busy}
          busyLabel={busyLabel ?? confirmLabel}
          ringOnly
          onClick={onConfirm}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}
