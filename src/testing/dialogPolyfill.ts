/**
 * jsdom has the <dialog> element but none of its methods. This gives it what
 * Modal uses, as a browser does it in outline: showModal sets `open` and
 * focuses the first focusable element inside, close clears it and fires
 * `close`, and Escape fires a cancelable `cancel` at the top modal dialog,
 * then closes it. The rest of the page is not made inert: keeping Tab inside is
 * the browser's, and the e2e suite checks it (e2e/ebooks.spec.ts).
 * `close` comes at once here, not a task later, so a test sees its effect when
 * the key press or click that caused it is done.
 */
const FIRST_FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  // In the order they opened: the last one still in the page is on top.
  const modals = new Set<HTMLDialogElement>();

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.add(this);
    (this.querySelector<HTMLElement>(FIRST_FOCUSABLE) ?? this).focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.delete(this);
    this.dispatchEvent(new Event('close'));
  };

  // Escape's default action, as the browser's: after the page's own handlers, unless one of them prevented it.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = [...modals].filter((dialog) => dialog.isConnected).pop();
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
