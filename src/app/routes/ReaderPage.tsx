import { useCallback, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, productIdFromAddress } from '../../config/paths';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { selectProductById } from '../../features/products/productsSlice';
import { BookUnavailable } from '../../features/reader/BookUnavailable';
import { PdfReader } from '../../features/reader/PdfReader';
import { READER_MESSAGES } from '../../features/reader/readerMessages';
import { useBookSource } from '../../features/reader/useBookSource';
import { FurtherOnAnotherDevice } from '../../features/readingProgress/FurtherOnAnotherDevice';
import { useReadingProgress } from '../../features/readingProgress/useReadingProgress';
import { warmUpPdf } from '../../lib/pdf';
import { useAppSelector } from '../hooks';
import '../../features/reader/Reader.css';

/**
 * /ebookcontent?id= (decision 5): the reader. Without a usable id it goes
 * home (spec section 2). Reading needs an account, so a visitor is asked to
 * sign in first. Keyed by the book, so opening another starts afresh.
 */
export function ReaderPage() {
  const [params] = useSearchParams();
  const productId = productIdFromAddress(params.get('id'));
  // pdf.js and its worker load while the session is checked and the link signed, not after.
  useEffect(() => {
    if (productId !== null) warmUpPdf();
  }, [productId]);
  if (productId === null) return <Navigate to={paths.home.href()} replace />;
  return (
    <RequireSignIn>
      <OpenBook key={productId} productId={productId} />
    </RequireSignIn>
  );
}

/**
 * One open book: its name, its PDF (signed link or offline copy), and where
 * the reader is in it (decision 17: it starts on the last page read, and asks
 * before following another device that is further on).
 */
function OpenBook({ productId }: { productId: number }) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  const book = useBookSource(productId);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const progress = useReadingProgress(productId, pageCount);

  // The page chosen by the reader; until the first choice, the page the progress says to start on.
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const page = chosenPage ?? progress.initialPage ?? null;
  const { acceptRemote } = progress;
  const goToRemote = useCallback(() => setChosenPage(acceptRemote()), [acceptRemote]);

  return (
    <section className="page reader">
      <h1 className="page__title reader__title">{product?.name ?? READER_MESSAGES.reader}</h1>
      {progress.remoteAhead && (
        <FurtherOnAnotherDevice
          page={progress.remoteAhead.page}
          device={progress.remoteAhead.device}
          onGo={goToRemote}
          onStay={progress.dismissRemote}
        />
      )}
      {book.status === 'loading' && (
        <p className="reader-message" role="status">
          {READER_MESSAGES.loadingPdf}
        </p>
      )}
      {book.status === 'ready' && (
        <PdfReader
          source={book.source}
          page={page}
          onPageChange={setChosenPage}
          onPagePainted={progress.pageShown}
          onPageCount={setPageCount}
        />
      )}
      {(book.status === 'notOwned' || book.status === 'unavailable') && (
        <BookUnavailable productId={productId} reason={book.status} />
      )}
    </section>
  );
}
