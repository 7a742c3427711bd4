import { useEffect, useState } from 'react';
import { openPdf, PdfClosedError, type PasswordReason, type PdfSource, type PDFDocumentProxy } from '../../lib/pdf';

/** Where opening a book's PDF stands. */
export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'password'; reason: PasswordReason; submit: (password: string) => void }
  | { status: 'ready'; pdf: PDFDocumentProxy }
  | { status: 'failed' };

/**
 * Opens `source` (null: not known yet) and closes it when the reader leaves
 * or the source changes, which destroys the document and frees its worker
 * memory. A protected PDF moves to 'password' until a password is submitted,
 * and back there (reason 'incorrect') while the password is wrong.
 */
export function usePdfDocument(source: PdfSource | null): PdfDocumentState {
  // Each state belongs to the source it was reached for: a new source starts at 'loading'.
  const [opened, setOpened] = useState<{ source: PdfSource; state: PdfDocumentState } | null>(null);

  useEffect(() => {
    if (!source) return;
    const setState = (state: PdfDocumentState) => setOpened({ source, state });
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
        if (current) setState({ status: 'ready', pdf });
      },
      (error: unknown) => {
        if (current && !(error instanceof PdfClosedError)) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
      void opening.close();
    };
  }, [source]);

  return opened && opened.source === source ? opened.state : { status: 'loading' };
}
