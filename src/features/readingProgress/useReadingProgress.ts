import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { selectProductById } from '../products/productsSlice';
import { judgeRemotePosition, pageWithinBook, type ReadingPosition } from './readingProgress';
import { describeDevice } from './describeDevice';
import { bookSnapshotOf, readingProgressApi } from './readingProgressApi';
import { selectPageShownHere, selectReadingPosition } from './readingProgressSelectors';
import { readingPageShown, readingProgressFlushRequested, type PageShownHere } from './readingProgressSlice';

/** How long a book with no position on this device waits for the server's before it opens at page 1. */
export const SERVER_POSITION_WAIT_MS = 1500;

/** An answer from the server this recent (or a request still under way) counts as the book's opening look-up. */
export const SERVER_POSITIONS_FRESH_SECONDS = 5;

export interface RemoteAhead {
  page: number;
  device: string;
}

export interface ReadingProgressControls {
  /** undefined while the stored position is still being looked up; then the page to start on (1 if never opened). */
  initialPage: number | undefined;
  /** Set when another device is further on (and newer): the reader asks instead of jumping. */
  remoteAhead: RemoteAhead | null;
  /** The reader chose to go there: returns the page to show. */
  acceptRemote: () => number;
  /** The reader chose to stay: this device's page becomes the newest position. */
  dismissRemote: () => void;
  /** Called each time a page becomes current; saving it (debounced) is taken care of. */
  pageShown: (page: number) => void;
}

const turnKey = (position: Pick<ReadingPosition, 'turnedAt' | 'page'>) => `${position.turnedAt}#${position.page}`;

/**
 * Where a book opens, and whether a newer position from another device,
 * merged in since this device last showed the book, is further on: then it
 * is offered at once (offline too), not jumped to.
 */
function whenOpened(
  stored: ReadingPosition | undefined,
  shownHere: PageShownHere | undefined,
): { baseline: ReadingPosition | undefined; ahead: RemoteAhead | null } {
  if (!stored || !shownHere) return { baseline: stored, ahead: null };
  const baseline = { ...stored, page: shownHere.page, turnedAt: shownHere.turnedAt };
  const verdict = judgeRemotePosition(baseline, stored, shownHere.page, Date.now());
  return { baseline, ahead: verdict === 'ask' ? { page: stored.page, device: stored.device } : null };
}

/**
 * The offer as this copy of the book can honour it. Another device may have
 * read an edition with more pages: its page 500 is this copy's last page, and
 * is no offer at all when that page is already on screen. Until the book's
 * page count is known the offer waits, rather than name a page that may not exist.
 */
function offerWithinBook(
  remote: RemoteAhead | null,
  pageCount: number | null,
  openPage: number | undefined,
): RemoteAhead | null {
  if (!remote || pageCount === null) return null;
  const page = pageWithinBook(remote.page, pageCount);
  if (openPage !== undefined && page <= openPage) return null;
  return page === remote.page ? remote : { ...remote, page };
}

/**
 * Where to open a book and what to do when another device is further on
 * (decision 17). The page comes from this device's stored position at once;
 * failing that, from the server's, waited for at most
 * SERVER_POSITION_WAIT_MS. Every answer from the server is judged against
 * what this device knew (judgeRemotePosition): a newer position further on
 * is offered, never jumped to; one behind the open page is only stored.
 * Mount it once per book (a `key` of the product id), as the reader does.
 */
export function useReadingProgress(productId: number, pageCount: number | null): ReadingProgressControls {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const stored = useAppSelector((state) => selectReadingPosition(state, productId));
  const shownHere = useAppSelector((state) => selectPageShownHere(state, productId));
  const product = useAppSelector((state) => selectProductById(state, productId));
  const signedIn = authStatus === 'signedIn' && user !== null;

  // What this device knew when the book opened (the yardstick for the server's answers): the page it
  // showed last, or, for a book never opened here, the newest position known (another device's).
  const [opening] = useState(() => whenOpened(stored, shownHere));
  const baseline = opening.baseline;
  // The page the server's answer (or the end of the wait for it) settled on, when this device knew none.
  const [lookedUpPage, setLookedUpPage] = useState<number | undefined>(undefined);
  const [remote, setRemote] = useState<RemoteAhead | null>(opening.ahead);
  // The page on screen, for the offer only: it stands while the other device's page is further on.
  const [pageOnScreen, setPageOnScreen] = useState<number | null>(null);
  const startPage = baseline?.page ?? lookedUpPage ?? (authStatus === 'signedOut' ? 1 : undefined);

  // The reading session, read and written by callbacks only (never needed to render).
  const session = useRef({
    openPage: null as number | null,
    lastOwnTurn: baseline,
    asked: new Set<string>(opening.ahead && stored ? [turnKey(stored)] : []),
  });
  const latest = useRef({ stored, shownHere, product, pageCount, user, startPage });
  useEffect(() => {
    latest.current = { stored, shownHere, product, pageCount, user, startPage };
  });

  // No position here: give the server a moment, then start at page 1.
  useEffect(() => {
    if (baseline) return;
    const timer = setTimeout(() => setLookedUpPage((page) => page ?? 1), SERVER_POSITION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [baseline]);

  // Ask the server where this book was left, on opening and whenever the reader comes back to the tab
  // (the phone was used meanwhile); each answer is judged, never jumped to.
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    const lookUp = (firstAnswer: boolean) => {
      // The first answer is weighed against what was known at opening: pages shown while it was
      // late (from page 1) must not make another device's position look old.
      const known = firstAnswer ? baseline : (session.current.lastOwnTurn ?? baseline);
      // On opening, the app's own look-up (useReadingProgressSync), still under way or just answered, is
      // as fresh as a new one: reusing it keeps a second request off the server while the book loads.
      const forceRefetch = firstAnswer ? SERVER_POSITIONS_FRESH_SECONDS : true;
      const request = dispatch(
        readingProgressApi.endpoints.getReadingProgress.initiate(undefined, { forceRefetch, subscribe: false }),
      );
      void request.then((result) => {
        if (!active) return;
        const server = result.data?.positions.find((position) => position.productId === productId);
        setLookedUpPage((page) => page ?? server?.page ?? 1);
        if (!server || session.current.asked.has(turnKey(server))) return;
        const openPage = session.current.openPage ?? latest.current.startPage ?? null;
        if (judgeRemotePosition(known, server, openPage, Date.now()) !== 'ask') return;
        session.current.asked.add(turnKey(server));
        setRemote({ page: server.page, device: server.device });
      });
    };
    lookUp(true);
    const lookUpWhenVisible = () => {
      if (document.visibilityState === 'visible') lookUp(false);
    };
    document.addEventListener('visibilitychange', lookUpWhenVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', lookUpWhenVisible);
    };
  }, [dispatch, signedIn, productId, baseline]);

  const record = useCallback(
    (page: number, asNewTurn: boolean) => {
      const { stored: current, shownHere: here, product: book, pageCount: count, user: reader } = latest.current;
      session.current.openPage = page;
      setPageOnScreen(page);
      const knownCount = count ?? current?.pageCount ?? null;
      if (!reader || knownCount === null) return;
      const shown = pageWithinBook(page, knownCount);
      const position: ReadingPosition = {
        productId,
        page: shown,
        pageCount: knownCount,
        furthestPage: shown,
        device: describeDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent),
        turnedAt: new Date().toISOString(),
        book: bookSnapshotOf(book) ?? current?.book ?? null,
      };
      // The same rule as the slice's: showing again the page shown here last, or the stored one, is no turn.
      const isTurn = asNewTurn || !current || (here?.page !== shown && current.page !== shown);
      if (isTurn) session.current.lastOwnTurn = position;
      dispatch(readingPageShown({ userId: reader.id, position, asNewTurn }));
    },
    [dispatch, productId],
  );

  const pageShown = useCallback((page: number) => record(page, false), [record]);

  const acceptRemote = useCallback(() => {
    const page = pageWithinBook(remote?.page ?? session.current.openPage ?? 1, latest.current.pageCount);
    setRemote(null);
    return page;
  }, [remote]);

  const dismissRemote = useCallback(() => {
    setRemote(null);
    if (session.current.openPage !== null) record(session.current.openPage, true);
  }, [record]);

  // The reader closes: what it has not saved yet goes now rather than after the debounce.
  useEffect(() => () => void dispatch(readingProgressFlushRequested()), [dispatch]);

  const initialPage = startPage === undefined ? undefined : pageWithinBook(startPage, pageCount);
  return {
    initialPage,
    remoteAhead: offerWithinBook(remote, pageCount, pageOnScreen ?? initialPage),
    acceptRemote,
    dismissRemote,
    pageShown,
  };
}
