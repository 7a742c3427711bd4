import { useEffect } from 'react';
import type { PdfSource } from '../../lib/pdf';
import { useFirstContentHold } from '../../shared/hooks/useFirstContentHold';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { BookPages, type BookPagesProps } from './BookPages';
import { PasswordPrompt } from './PasswordPrompt';
import { READER_MESSAGES } from './readerMessages';
import { StudyTools } from './StudyTools';
import { usePdfDocument } from './usePdfDocument';

/** What the pages are given as they are (BookPages says what each is). */
type PageProps = Omit<BookPagesProps, 'pdf' | 'page'>;

interface PdfReaderProps extends PageProps {
  source: PdfSource;
  /** The page to show; null while the start page is still being decided. */
  page: number | null;
  /** Told the book's page count once it is open. */
  onPageCount?: (pageCount: number) => void;
  /**
   * Asked first when the reader retries a PDF that failed to open: true when a fresh source is on its way
   * instead (the link has expired meanwhile), which then opens by itself; else the same source is opened again.
   */
  onRetrySource?: () => boolean;
  /** A query from the address: Find opens on it (StudyTools). */
  find?: string | null;
}

/**
 * A book's PDF from opening to reading: 'Loading PDF…', the password prompt
 * of a protected file, 'Failed to load PDF file.' with Retry, then its pages.
 */
export function PdfReader({ source, page, onPageCount, onRetrySource, find, ...pageProps }: PdfReaderProps) {
  const pdfDocument = usePdfDocument(source);
  const pageCount = pdfDocument.status === 'ready' ? pdfDocument.data.numPages : null;
  // Until the pages are there (BookPages then holds until one shows); a password prompt or a failure is shown.
  useFirstContentHold(pdfDocument.status === 'loading' || (pdfDocument.status === 'ready' && page === null));

  useEffect(() => {
    if (pageCount !== null) onPageCount?.(pageCount);
  }, [pageCount, onPageCount]);

  switch (pdfDocument.status) {
    case 'loading':
      return (
        <p className="reader-message" role="status">
          {READER_MESSAGES.loadingPdf}
        </p>
      );
    case 'password':
      return <PasswordPrompt reason={pdfDocument.reason} onSubmit={pdfDocument.submit} />;
    case 'failed':
      return (
        <LoadFailure message={READER_MESSAGES.pdfFailed} onRetry={() => onRetrySource?.() || pdfDocument.retry()} />
      );
    case 'ready':
      return page === null ? (
        <p className="reader-message" role="status">
          {READER_MESSAGES.loadingPage}
        </p>
      ) : (
        <StudyTools pdf={pdfDocument.data} page={page} onPageChange={pageProps.onPageChange} initialFind={find}>
          {(findMarks, studyToggles) => (
            <BookPages
              pdf={pdfDocument.data}
              page={page}
              {...pageProps}
              tools={
                <>
                  {studyToggles}
                  {pageProps.tools}
                </>
              }
              highlights={
                findMarks.length === 0 ? pageProps.highlights : [...(pageProps.highlights ?? []), ...findMarks]
              }
            />
          )}
        </StudyTools>
      );
  }
}
