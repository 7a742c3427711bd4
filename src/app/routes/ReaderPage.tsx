import { useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { pageFromAddress, paths, productIdFromAddress } from '../../config/paths';
import { AnnotationTools } from '../../features/annotations/AnnotationTools';
import { useAnnotationLayer } from '../../features/annotations/useAnnotationLayer';
import { useBookAnnotations } from '../../features/annotations/useBookAnnotations';
import { selectProductById } from '../../features/products/productsSlice';
import { BookUnavailable } from '../../features/reader/BookUnavailable';
import { isLinkExpiredFailure, isLinkRefused } from '../../features/reader/linkExpiry';
import { PdfReader } from '../../features/reader/PdfReader';
import { READER_MESSAGES } from '../../features/reader/readerMessages';
import { useBookSource, type BookSource } from '../../features/reader/useBookSource';
import { FurtherOnAnotherDevice } from '../../features/readingProgress/FurtherOnAnotherDevice';
import { useLearnerSettings } from '../../features/learnerSettings/useLearnerSettings';
import { useLearningRecorder } from '../../features/learningActivity/useLearningRecorder';
import { useKeepReadBookInLibrary } from '../../features/orders/useKeepReadBookInLibrary';
import { useReadingProgress } from '../../features/readingProgress/useReadingProgress';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useFirstContentHold } from '../../shared/hooks/useFirstContentHold';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';
import { useAppSelector, useLearnerStateRestored } from '../hooks';
// pdf.js's own rules for its text layer (scripts/vite/pdfjsTextLayerCss.ts), then the reader's.
import 'virtual:pdfjs-text-layer.css';
import '../../features/reader/Reader.css';

/**
 * /ebookcontent?id= (docs/product.md#links-work-on-reload): the reader. Without a usable id it goes
 * home (docs/product.md#screens). Reading needs an account: the route is signed-in only
 * (config/paths.ts), so a visitor is asked to sign in first. Keyed by the book, so opening
 * another starts afresh.
 */
export function ReaderPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const productId = productIdFromAddress(rawId);
  if (rawId === null || rawId === '') return <Navigate to={paths.home.href()} replace />;
  if (productId === null) return <EbookNotFound />;
  return (
    <OpenBook
      key={productId}
      productId={productId}
      addressPage={pageFromAddress(params.get('page'))}
      find={params.get('find')}
    />
  );
}

/** What the address asks of the open book beyond the book itself (config/paths.ts, ReaderPlace). */
interface AddressPlace {
  /** The page to open at, over the reading position, for this opening (docs/product.md#the-reader-is-a-study-tool). */
  addressPage: number | null;
  /** A query for Find to open on. */
  find: string | null;
}

function EbookNotFound() {
  useDocumentTitle(notFoundTitle('ebook'));
  return <NotFound what="ebook" />;
}

/**
 * One open book: its PDF (signed link or offline copy), or why it cannot be
 * read. The route's loader has asked for its link while the screen's code
 * downloaded (app/routeReads.ts), so the sign-in check before this screen
 * does not put it later.
 */
function OpenBook({ productId, ...place }: { productId: number } & AddressPlace) {
  const book = useBookSource(productId);
  // Opening on a book, its first page is what the first screen is for (lib/firstContent.ts): held until the
  // book's PDF is there (PdfReader holds from then on), or the reader is told why it is not.
  useFirstContentHold(book.status === 'loading');
  if (book.status === 'unknown') return <EbookNotFound />;
  return <ReadBook productId={productId} book={book} {...place} />;
}

/**
 * The book being read: its name, its pages, and where the reader is in it
 * (docs/product.md#reading-progress-follows-the-reader: it starts on the last page read, and asks before following
 * another device that is further on).
 */
function ReadBook({ productId, book, addressPage, find }: { productId: number; book: BookSource } & AddressPlace) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  useDocumentTitle(product?.name ?? READER_MESSAGES.reader);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const progress = useReadingProgress(productId, pageCount);
  const [pageShown, setPageShown] = useState(false);
  useKeepReadBookInLibrary(product, pageShown);
  const { pageShown: notePageShown } = progress;
  const { recordReading } = useLearningRecorder(useLearnerStateRestored());
  // The page's colours follow the reader to their other devices, as the player's speed does.
  const { readingMode, setReadingMode } = useLearnerSettings();
  const onPagePainted = useCallback(
    (shown: number) => {
      notePageShown(shown);
      recordReading();
      setPageShown(true);
    },
    [notePageShown, recordReading],
  );

  const [chosenPage, setChosenPage] = useChosenPage(addressPage);
  const page = chosenPage ?? progress.initialPage ?? null;
  const { acceptRemote } = progress;
  const goToRemote = useCallback(() => setChosenPage(acceptRemote()), [acceptRemote, setChosenPage]);
  const annotations = useBookAnnotations(productId);
  const annotationLayer = useAnnotationLayer(annotations.annotations);

  const { onPageFailed, onRetrySource, onPageStalled } = useLinkRenewal(book);

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
          onPagePainted={onPagePainted}
          onPageCount={setPageCount}
          onPageFailed={onPageFailed}
          onPageStalled={onPageStalled}
          onRetrySource={onRetrySource}
          readingMode={readingMode}
          onReadingModeChange={setReadingMode}
          highlights={annotationLayer.highlights}
          onTextSelected={annotationLayer.onTextSelected}
          find={find}
          tools={
            <AnnotationTools
              bookTitle={product?.name ?? READER_MESSAGES.reader}
              page={page}
              annotations={annotations}
              onGoToPage={setChosenPage}
              selection={annotationLayer.selection}
              onSelectionDone={annotationLayer.clearSelection}
            />
          }
        />
      )}
      {book.status === 'notOwned' && <BookUnavailable productId={productId} reason="notOwned" />}
      {(book.status === 'unavailable' || book.status === 'needsConnection') && (
        <BookUnavailable productId={productId} reason={book.status} onRetry={book.retry} />
      )}
    </section>
  );
}

/**
 * The page chosen by the reader, or by the address, which wins over the reading position for this opening; null
 * until the first choice (the page the progress says to start on is shown until then). A new page in the address
 * is a new choice.
 */
function useChosenPage(addressPage: number | null) {
  const [chosenPage, setChosenPage] = useState<number | null>(addressPage);
  const [pageAsked, setPageAsked] = useState(addressPage);
  if (addressPage !== pageAsked) {
    setPageAsked(addressPage);
    if (addressPage !== null) setChosenPage(addressPage);
  }
  return [chosenPage, setChosenPage] as const;
}

/** A book's signed link renewed when it expires or is refused while the book is open; the page stays. */
function useLinkRenewal(book: BookSource) {
  // A link that expired while the book was open is renewed quietly; the book reopens at the same page.
  const expiresAt = book.status === 'ready' ? book.expiresAt : null;
  const renewLink = book.status === 'ready' ? book.renewLink : null;
  const onPageFailed = useCallback(
    (error: unknown) => renewLink !== null && isLinkExpiredFailure(error, expiresAt, Date.now()) && renewLink(),
    [expiresAt, renewLink],
  );
  // Retrying a book that failed to open, after its link has expired (the tab left open), asks for a fresh one.
  const onRetrySource = useCallback(
    () => renewLink !== null && expiresAt !== null && Date.now() >= expiresAt && renewLink(),
    [expiresAt, renewLink],
  );
  // pdf.js leaves a page whose bytes the storage refused waiting for ever: a page that takes long has its link checked.
  const linkUrl = book.status === 'ready' && book.source.kind === 'url' ? book.source.url : null;
  const onPageStalled = useCallback(() => {
    if (renewLink === null || linkUrl === null) return;
    if (expiresAt !== null && Date.now() >= expiresAt) renewLink();
    else void isLinkRefused(linkUrl).then((refused) => refused && renewLink());
  }, [expiresAt, renewLink, linkUrl]);
  return { onPageFailed, onRetrySource, onPageStalled };
}
