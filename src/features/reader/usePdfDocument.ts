import { useEffect, useState } from 'react';
import type { Loadable } from '../../lib/loadable';
import { openPdf, PdfClosedError, type PasswordReason, type PdfSource, type PDFDocumentProxy } from '../../lib/pdf';

/** Where opening a book's PDF stands. */
export type PdfDocumentState =
  /** A failure's `retry` opens it again (a download that failed: pdf.js's code or the file's bytes). */
  | Loadable<PDFDocumentProxy, { retry: () => void }>
  | { status: 'password'; reason: PasswordReason; submit: (password: string) => void };

/**
 * Opens `source` (null: not known yet) and closes it when the reader leaves
 * or the source changes, which destroys the document and frees its worker
 * memory. A protected PDF moves to 'password' until a password is submitted,
 * and back there (reason 'incorrect') while the password is wrong. One that
 * failed to open is opened again on `retry` (docs/product.md#failures-are-visible).
 */
export function usePdfDocument(source: PdfSource | null): PdfDocumentState {
  // Each state belongs to the source and the attempt it was reached for: a new one starts at 'loading'.
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<{ source: PdfSource; attempt: number; state: PdfDocumentState } | null>(null);

  useEffect(() => {
    if (!source) return;
    const setState = (state: PdfDocumentState) => setOpened({ source, attempt, state });
    const opening = openPdf(source, {
      onPassword: (reason, submit) =>
        setState({
          status: 'password',
          reason,
          submit: (password) => {
            setState({ status: 'loading' });
            submit(password);
          },
        }),
    });
    let current = true;
    opening.document.then(
      (pdf) => {
        if (current) setState({ status: 'ready', data: pdf });
      },
      (error: unknown) => {
        if (current && !(error instanceof PdfClosedError)) {
          setState({ status: 'failed', retry: () => setAttempt((count) => count + 1) });
        }
      },
    );
    return () => {
      current = false;
      void opening.close();
    };
  }, [source, attempt]);

  // A retry starts at 'loading' again (its state is set only once the new opening gets somewhere).
  return opened && opened.source === source && opened.attempt === attempt ? opened.state : { status: 'loading' };
}
