import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../auth/authSlice';
import type { PdfSource } from '../../lib/pdf';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { findOfflineBookFile } from '../offlineBooks/offlineBookFiles';
import { selectOfflineBook } from '../offlineBooks/offlineBooksSlice';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectOwnership } from '../orders/ordersSelectors';
import { isUnknownProduct } from '../products/productLoad';
import { useGetProductQuery } from '../products/productsApi';
import { selectProductById } from '../products/productsSlice';
import { useGetSignedEbookUrlQuery } from '../storage/storageApi';
import { toastRaised } from '../toasts/toastsSlice';
import { READER_MESSAGES } from './readerMessages';

/** A renewed link that fails again is not renewed again before this pause. */
const LINK_RENEWAL_PAUSE_MS = 60_000;

/**
 * An answer asked for this shortly before the book opened counts as asked for
 * it: the reader's route signs the link while the screen's code loads
 * (app/routeReads.ts). Such a link has all but a
 * minute of its hour left.
 */
export const RECENT_LINK_SECONDS = 60;

/** Where the reader gets a book's PDF, or why it cannot. */
export type BookSource =
  | { status: 'loading' }
  | {
      status: 'ready';
      source: PdfSource;
      from: 'signedLink' | 'offlineCopy';
      /** When the signed link stops working (ms since the epoch); null for an offline copy. */
      expiresAt: number | null;
      /**
       * Asks for a fresh link and reopens the book with it (status 'loading' meanwhile), when the one in use
       * has expired. False when it will not: an offline copy, or a link itself renewed less than a minute ago.
       */
      renewLink: () => boolean;
    }
  /** No ebook has this id: nothing to sign or to retry. */
  | { status: 'unknown' }
  /** A premium book the reader has not bought: the storage refuses its link (docs/product.md#the-database-decides-access). */
  | { status: 'notOwned' }
  /** Offline, and the book is not saved on this device; `retry` asks again (it does by itself when online). */
  | { status: 'needsConnection'; retry: () => void }
  /** The link could not be signed for another reason (offline, no file, the server failed); `retry` asks again. */
  | { status: 'unavailable'; retry: () => void };

/**
 * The PDF of the book being read (docs/product.md#links-work-on-reload: the reader signs its own link,
 * so a bookmark or a reload opens it). Only a link signed since the book was
 * opened (or in the minute before: the app may have asked for it as it
 * started) is used: pdf.js keeps asking for byte ranges as pages are read,
 * and a link left in the cache may be close to expiry. The first one is then kept
 * for as long as the book is open, so a later refetch never reopens the
 * document the reader is in. A refused link is told apart from other
 * failures by what the reader owns: a premium book they have not bought.
 * Other failures raise the danger alert (docs/product.md#messages) once.
 *
 * The link is asked for while the sign-in is still being checked
 * (supabase-js already holds the session), so the link, the product and the
 * check go in parallel rather than one after the other: they were most of
 * the wait before page 1 showed. A failure counts only once the reader is
 * known to be signed in; a visitor who signs in then asks afresh.
 *
 * A book saved for offline reading opens from its copy on this device: no
 * link is asked for, so it opens offline and after any link has expired. A
 * listed copy the browser has since evicted falls back to the link.
 */
export function useBookSource(productId: number): BookSource {
  const authStatus = useAppSelector(selectAuthStatus);
  // Offline, an early ask would only fail (and the saved copy is listed once the user is known).
  const asking = authStatus === 'signedIn' || (authStatus === 'unknown' && navigator.onLine);
  // Asking again (below, and renewLink) counts only answers to the new question.
  const [openedAt, setOpenedAt] = useState(() => Date.now() - RECENT_LINK_SECONDS * 1000);
  const [source, setSource] = useState<PdfSource | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  // Asking again (a visitor who has just signed in) starts afresh: the answer given to the visitor does not count.
  const [wasAsking, setWasAsking] = useState(asking);
  if (asking !== wasAsking) {
    setWasAsking(asking);
    if (asking) setOpenedAt(() => Date.now());
  }

  const { offlineFile, needsLink } = useSavedCopy(productId);
  if (source === null && offlineFile) setSource({ kind: 'file', file: offlineFile });

  const { isLoading: productLoading, error: productError } = useGetProductQuery(productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const unknown = isUnknownProduct(productError);
  const online = useOnlineStatus();
  // Signing needs the product (its bucket and path): asked for once the product's own request has answered,
  // the link's request would otherwise fetch the product a second time beside it.
  const productSettled = product !== undefined || !productLoading;
  const link = useGetSignedEbookUrlQuery(productId, {
    refetchOnMountOrArgChange: RECENT_LINK_SECONDS,
    skip: !asking || !needsLink || !productSettled || unknown,
  });

  // Only an answer to a request made since the book was opened (or just before) counts: a cached link may
  // be near its end, and a cached failure may be long past (the refetch is under way).
  const answeredSinceOpening = !link.isFetching && (link.startedTimeStamp ?? 0) >= openedAt;
  const url = answeredSinceOpening && link.isSuccess ? link.data.url : undefined;
  const failed = source === null && authStatus === 'signedIn' && needsLink && answeredSinceOpening && link.isError;

  // The orders only tell a refusal apart from other failures, so they are asked for once the link has
  // failed: before that they would share the server with the link and the book's first bytes.
  useGetOrdersQuery(undefined, { skip: !failed });
  const ownership = useAppSelector((state) => selectOwnership(state, productId));
  // Kept once chosen (state adjusted while rendering, as React advises, rather than in an effect).
  if (source === null && url) {
    setSource({ kind: 'url', url });
    setExpiresAt(link.data ? Date.parse(link.data.expiresAt) : null);
  }

  // A book open longer than its link lives: a fresh link, asked for at most once a minute (no loop
  // when the storage keeps refusing), reopens it.
  const renewedAt = useRef<number | null>(null);
  const { refetch } = link;

  // An answer to an older question (the one a visitor got before signing in) is asked again once it is in:
  // the cache itself would not, when it answered less than RECENT_LINK_SECONDS ago.
  useAskAgainWhen(
    source === null &&
      asking &&
      needsLink &&
      productSettled &&
      !link.isUninitialized &&
      !link.isFetching &&
      (link.startedTimeStamp ?? 0) < openedAt,
    refetch,
  );
  const renewLink = useCallback((): boolean => {
    const now = Date.now();
    if (source?.kind !== 'url' || (renewedAt.current !== null && now - renewedAt.current < LINK_RENEWAL_PAUSE_MS))
      return false;
    renewedAt.current = now;
    setSource(null);
    setOpenedAt(now);
    void refetch();
    return true;
  }, [source, refetch]);

  const refused = failed && product?.premium === true && ownership === 'notOwned';
  // Until the product and the orders are known, a failure cannot be told apart yet.
  const undecided = failed && ((product === undefined && productLoading) || ownership === 'unknown');
  // Offline, a link cannot be signed: that is no error to alert about, only a book this device has not saved.
  const unavailable = failed && !refused && !undecided && online;

  const alertAgain = useAlertOnce(unavailable, READER_MESSAGES.signedUrlAlert);
  const retry = useCallback(() => {
    alertAgain();
    setOpenedAt(Date.now());
    void refetch();
  }, [refetch, alertAgain]);

  if (source) {
    const fromLink = source.kind === 'url';
    return {
      status: 'ready',
      source,
      from: fromLink ? 'signedLink' : 'offlineCopy',
      expiresAt: fromLink ? expiresAt : null,
      renewLink,
    };
  }
  if (unknown) return { status: 'unknown' };
  if (refused) return { status: 'notOwned' };
  if (unavailable) return { status: 'unavailable', retry };
  if (authStatus === 'signedIn' && needsLink && !online) return { status: 'needsConnection', retry };
  return { status: 'loading' };
}

/**
 * The copy of the book saved on this device, if any: its file once found, and whether a link is needed
 * instead (no copy is listed, or the browser has evicted the listed one).
 */
function useSavedCopy(productId: number): { offlineFile: Blob | null; needsLink: boolean } {
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
  return { offlineFile, needsLink: !offlineFile && (saved === undefined || offline !== null) };
}

/** Raises the danger alert the first time `failed` holds; returns the function that lets the next failure raise it. */
function useAlertOnce(failed: boolean, message: string): () => void {
  const dispatch = useAppDispatch();
  const alerted = useRef(false);
  useEffect(() => {
    if (!failed || alerted.current) return;
    alerted.current = true;
    dispatch(toastRaised('danger', message));
  }, [failed, message, dispatch]);
  return useCallback(() => {
    alerted.current = false;
  }, []);
}

/** Sends the question again once `stale` holds (its answer predates the question that matters now). */
function useAskAgainWhen(stale: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!stale) return;
    try {
      void refetch();
    } catch {
      // Not subscribed yet (RTK throws then): the subscription's own first request is the new question.
    }
  }, [stale, refetch]);
}
