import { useCallback, useEffect, useState } from 'react';
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
import { useMachine } from '../../shared/hooks/useMachine';
import {
  alertDue,
  asksAgain,
  bookSourceStatus,
  initialBookSource,
  linkFailed,
  RECENT_LINK_SECONDS,
  reduceBookSource,
  type BookSourceEvent,
  type BookSourceWorld,
  type LinkAnswer,
} from './bookSourceMachine';
import { READER_MESSAGES } from './readerMessages';

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
 * so a bookmark or a reload opens it). What it decides is the state machine of bookSourceMachine.ts;
 * this hook feeds it what React, the store and the network say, and makes the requests and the alert.
 *
 * The link is asked for while the sign-in is still being checked
 * (supabase-js already holds the session), so the link, the product and the
 * check go in parallel rather than one after the other: they were most of
 * the wait before page 1 showed. A refused link is told apart from other
 * failures by what the reader owns, asked for only once the link has failed.
 */
export function useBookSource(productId: number): BookSource {
  const authStatus = useAppSelector(selectAuthStatus);
  // Offline, an early ask would only fail (and the saved copy is listed once the user is known).
  const asking = authStatus === 'signedIn' || (authStatus === 'unknown' && navigator.onLine);
  const { offlineFile, needsLink } = useSavedCopy(productId);
  const { isLoading: productLoading, error: productError } = useGetProductQuery(productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const productUnknown = isUnknownProduct(productError);
  const online = useOnlineStatus();
  // Signing needs the product (its bucket and path): asked for once the product's own request has answered,
  // the link's request would otherwise fetch the product a second time beside it.
  const productSettled = product !== undefined || !productLoading;
  const link = useGetSignedEbookUrlQuery(productId, {
    refetchOnMountOrArgChange: RECENT_LINK_SECONDS,
    skip: !asking || !needsLink || !productSettled || productUnknown,
  });
  const linkAnswer = linkAnswerOf(link);
  const [state, send] = useMachine(
    reduceBookSource,
    () => initialBookSource(asking, Date.now()),
    seenNow(asking, offlineFile, linkAnswer),
  );

  const seen = { signedIn: authStatus === 'signedIn', online, needsLink, productUnknown, productSettled, linkAnswer };
  // The orders only tell a refusal apart from other failures, so they are asked for once the link has
  // failed: before that they would share the server with the link and the book's first bytes.
  useGetOrdersQuery(undefined, { skip: !linkFailed(state, seen) });
  const ownership = useAppSelector((state) => selectOwnership(state, productId));
  const world: BookSourceWorld = { ...seen, premium: product?.premium === true, ownership };

  const { refetch } = link;
  useAskAgainWhen(asksAgain(state, world), refetch);
  useAlertWhen(alertDue(state, world), send);
  const retry = useCallback(() => {
    send({ type: 'retried', at: Date.now() });
    void refetch();
  }, [send, refetch]);
  const renewLink = useCallback((): boolean => {
    if (!send({ type: 'renewRequested', at: Date.now() })) return false;
    void refetch();
    return true;
  }, [send, refetch]);

  if (state.phase === 'open') {
    const fromLink = state.source.kind === 'url';
    return {
      status: 'ready',
      source: state.source,
      from: fromLink ? 'signedLink' : 'offlineCopy',
      expiresAt: fromLink ? state.expiresAt : null,
      renewLink,
    };
  }
  const status = bookSourceStatus(state, world);
  return status === 'unavailable' || status === 'needsConnection' ? { status, retry } : { status };
}

/** What a render sees that the machine follows: the sign-in, the saved copy, the link's answer. */
function seenNow(asking: boolean, offlineFile: Blob | null, linkAnswer: LinkAnswer | null): BookSourceEvent[] {
  const events: BookSourceEvent[] = [{ type: 'askingSeen', asking, at: Date.now() }];
  if (offlineFile) events.push({ type: 'copyFound', file: offlineFile });
  if (linkAnswer?.outcome === 'signed') {
    const { url, expiresAt, requestedAt } = linkAnswer;
    events.push({ type: 'linkSigned', url, expiresAt, requestedAt });
  }
  return events;
}

/** The link request's latest answer, or null while one is under way (a cached answer may be long past). */
function linkAnswerOf(link: ReturnType<typeof useGetSignedEbookUrlQuery>): LinkAnswer | null {
  if (link.isFetching || link.isUninitialized) return null;
  const requestedAt = link.startedTimeStamp ?? 0;
  if (link.isSuccess) {
    return { requestedAt, outcome: 'signed', url: link.data.url, expiresAt: Date.parse(link.data.expiresAt) };
  }
  return link.isError ? { requestedAt, outcome: 'failed' } : null;
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

/** Raises the danger alert when `due`, once: the machine remembers it was raised until Retry. */
function useAlertWhen(due: boolean, send: (event: BookSourceEvent) => boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (due && send({ type: 'alertRaised' })) dispatch(toastRaised('danger', READER_MESSAGES.signedUrlAlert));
  }, [due, send, dispatch]);
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
