import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from './IconButton';
import { focusableWithin } from './focusable';
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
 * A modal dialog: labelled by its title, keeps keyboard focus inside while
 * open, closes on Escape, the close button or a click on the backdrop, and
 * gives focus back to whatever opened it.
 */
export function Modal({ open, onClose, title, description, initialFocusRef, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Kept in a ref so a parent re-rendering with a new onClose does not re-run the open/close effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? (dialog ? focusableWithin(dialog)[0] : null) ?? dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && dialog) {
        const focusable = focusableWithin(dialog);
        if (focusable.length === 0) return event.preventDefault();
        const firstEl = focusable[0]!;
        const lastEl = focusable[focusable.length - 1]!;
        if (event.shiftKey && (document.activeElement === firstEl || document.activeElement === dialog)) {
          event.preventDefault();
          lastEl.focus();
        } else if (!event.shiftKey && document.activeElement === lastEl) {
          event.preventDefault();
          firstEl.focus();
        }
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // The opener may be gone (the Login button becomes the avatar once signed in): focus the page instead.
      if (opener?.isConnected) opener.focus();
      // Without moving the page: focusing the whole of main would scroll its top under the sticky header.
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
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
    </div>,
    document.body,
  );
}
