import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from './IconButton';
import { modalClosed, modalOpened } from './openModals';
import './Modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: string;
  /** Where focus goes when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog, the browser's own (<dialog> opened with showModal): labelled
 * by its title, the rest of the page inert while it is open, so keyboard focus
 * stays inside; closes on Escape, the close button or a press on the backdrop,
 * and gives focus back to whatever opened it.
 */
export function Modal({ open, onClose, title, description, initialFocusRef, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Kept in a ref so a parent re-rendering with a new onClose does not re-run the open/close effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal focuses the first focusable element inside.
    dialog.showModal();
    initialFocusRef?.current?.focus();
    modalOpened(dialog);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Escape closes the dialog by itself (its cancel event, then close); the parent is told, and unmounts it.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      modalClosed(dialog);
      document.body.style.overflow = overflow;
      // The opener may be gone (the Login button becomes the avatar once signed in): focus the page instead.
      if (opener?.isConnected) opener.focus();
      // Without moving the page: focusing the whole of main would scroll its top under the sticky header.
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onMouseDown={(event) => {
        // Everything the dialog shows is inside its panel: a press on the dialog itself is on its ::backdrop.
        if (event.target !== event.currentTarget) return;
        // Nor does the press move the focus, which goes back to the opener.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <IconButton label="Close" icon={<X aria-hidden="true" />} onClick={onClose} />
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
