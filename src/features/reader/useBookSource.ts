import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PdfSource } from '../../lib/pdf';
import { findOfflineBookFile } from '../offlineBooks/offlineBookFiles';
import { selectOfflineBook } from '../offlineBooks/offlineBooksSlice';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectOwnership } from '../orders/ordersSelectors';
import { useGetProductQuery } from '../products/productsApi';
import { selectProductById } from '../products/productsSlice';
import { useGetSignedEbookUrlQuery } from '../storage/storageApi';
import { toastRaised } from '../toasts/toastsSlice';
import { READER_MESSAGES } from './readerMessages';

/** Where the reader gets a book's PDF, or why it cannot. */
export type BookSource =
  | { status: 'loading' }
  | { status: 'ready'; source: PdfSource; from: 'signedLink' | 'offlineCopy' }
  /** A premium book the reader has not bought: the storage refuses its link (decision 14). */
  | { status: 'notOwned' }
  /** The link could not be signed for another reason (offline, no file, the server failed). */
  | { status: 'unavailable' };

/**
 * The PDF of the book being read (decision 5: the reader signs its own link,
 * so a bookmark or a reload opens it). Only a link signed since the book was
 * opened is used: pdf.js keeps asking for byte ranges as pages are read, and
 * a link left in the cache may be close to expiry. The first one is then kept
 * for as long as the book is open, so a later refetch never reopens the
 * document the reader is in. A refused link is told apart from other
 * failures by what the reader owns: a premium book they have not bought.
 * Other failures raise the danger alert (spec section 8) once.
 *
 * A book saved for offline reading opens from its copy on this device: no
 * link is asked for, so it opens offline and after any link has expired. A
 * listed copy the browser has since evicted falls back to the link.
 */
export function useBookSource(productId: number): BookSource {
  const dispatch = useAppDispatch();
  const [openedAt] = useState(() => Date.now());
  const [source, setSource] = useState<PdfSource | null>(null);

  const saved = useAppSelector((state) => selectOfflineBook(state, productId));
  const [offline, setOffline] = useState<{ file: Blob | null } | null>(null);
  useEffect(() => {
    if (!saved) return;
    let current = true;
    findOfflineBookFile(saved).then(
      (file) => current && setOffline({ file }),
      () => current && setOffline({ file: null }),
    );
    return () => {
      current = false;
    };
  }, [saved]);
  const offlineFile = saved ? (offline?.file ?? null) : null;
  const needsLink = !offlineFile && (saved === undefined || offline !== null);
  if (source === null && offlineFile) setSource({ kind: 'file', file: offlineFile });

  const { isLoading: productLoading } = useGetProductQuery(productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const link = useGetSignedEbookUrlQuery(productId, { refetchOnMountOrArgChange: true, skip: !needsLink });
  useGetOrdersQuery();
  const ownership = useAppSelector((state) => selectOwnership(state, productId));

  // Only an answer to a request made since the book was opened counts: a cached link may be near its
  // end, and a cached failure may be long past (the refetch is under way).
  const answeredSinceOpening = !link.isFetching && (link.startedTimeStamp ?? 0) >= openedAt;
  const url = answeredSinceOpening && link.isSuccess ? link.data.url : undefined;
  // Kept once chosen (state adjusted while rendering, as React advises, rather than in an effect).
  if (source === null && url) setSource({ kind: 'url', url });

  const failed = source === null && needsLink && answeredSinceOpening && link.isError;
  const refused = failed && product?.premium === true && ownership === 'notOwned';
  // Until the product and the orders are known, a failure cannot be told apart yet.
  const undecided = failed && ((product === undefined && productLoading) || ownership === 'unknown');
  const unavailable = failed && !refused && !undecided;

  const alerted = useRef(false);
  useEffect(() => {
    if (!unavailable || alerted.current) return;
    alerted.current = true;
    dispatch(toastRaised('danger', READER_MESSAGES.signedUrlAlert));
  }, [unavailable, dispatch]);

  if (source) return { status: 'ready', source, from: source.kind === 'file' ? 'offlineCopy' : 'signedLink' };
  if (refused) return { status: 'notOwned' };
  if (unavailable) return { status: 'unavailable' };
  return { status: 'loading' };
}
