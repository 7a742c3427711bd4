import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { selectProductById } from '../products/productsSlice';
import { judgeRemotePosition, pageWithinBook, supersedes, type ReadingPosition } from './readingProgress';
import { describeDevice } from './describeDevice';
import { bookSnapshotOf, readingProgressApi } from './readingProgressApi';
import { selectPageShownHere, selectReadingPosition } from './readingProgressSelectors';
import { readingPageShown, readingProgressFlushRequested } from './readingProgressSlice';

/**
 * How long an opening book waits for the server's position (online) before it opens at the one this device
 * knows; an answer that comes later is judged as any other (further on: the reader is asked).
 */
export const SERVER_POSITION_WAIT_MS = 2500;

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

/** The newest of what this device knows and what the server answered (the newer turn wins). */
function newestKnown(stored: ReadingPosition | undefined, server: ReadingPosition | undefined) {
  if (!server) return stored;
  return stored && !supersedes(server, stored, Date.now()) ? stored : server;
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
 * (docs/product.md#reading-progress-follows-the-reader). A book opens at the newest position known: online, the
 * server's is asked for first (at most SERVER_POSITION_WAIT_MS) and the newer
 * turn wins, whichever device made it; offline, or when the server cannot
 * answer, the one this device holds. Answers that come while the book is
 * open (the reader comes back to the tab) are judged against the reader's
 * own turns (judgeRemotePosition): a newer position further on is offered,
 * never jumped to; one behind the open page is only stored. Mount it once
 * per book (a `key` of the product id), as the reader does.
 */
export function useReadingProgress(productId: number, pageCount: number | null): ReadingProgressControls {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const stored = useAppSelector((state) => selectReadingPosition(state, productId));
  const shownHere = useAppSelector((state) => selectPageShownHere(state, productId));
  const product = useAppSelector((state) => selectProductById(state, productId));
  const signedIn = authStatus === 'signedIn' && user !== null;

  // The position the book opened at (the yardstick for later answers), once decided.
  const [opening, setOpening] = useState<{ position: ReadingPosition | undefined } | null>(() =>
    navigator.onLine ? null : { position: stored },
  );
  const [remote, setRemote] = useState<RemoteAhead | null>(null);
  // The page on screen, for the offer only: it stands while the other device's page is further on.
  const [pageOnScreen, setPageOnScreen] = useState<number | null>(null);
  const startPage = authStatus === 'signedOut' ? 1 : opening === null ? undefined : (opening.position?.page ?? 1);

  // The reading session, read and written by callbacks only (never needed to render).
  const session = useRef({
    openPage: null as number | null,
    lastOwnTurn: undefined as ReadingPosition | undefined,
    asked: new Set<string>(),
  });
  const latest = useRef({ stored, shownHere, product, pageCount, user, startPage, opening });
  useEffect(() => {
    latest.current = { stored, shownHere, product, pageCount, user, startPage, opening };
  });

  // The server is slow or away: the book opens where this device says.
  useAfterWaiting(opening === null, SERVER_POSITION_WAIT_MS, () =>
    setOpening((kept) => kept ?? { position: latest.current.stored }),
  );

  // The first answer from the server, in time, decides where the book opens; any other is judged, never jumped to.
  useServerPositionLookUps(productId, signedIn, (server) => {
    const decided = latest.current.opening;
    if (decided === null) {
      const position = newestKnown(latest.current.stored, server);
      if (server) session.current.asked.add(turnKey(server));
      setOpening((kept) => kept ?? { position });
      return;
    }
    if (!server || session.current.asked.has(turnKey(server))) return;
    const known = session.current.lastOwnTurn ?? decided.position;
    const openPage = session.current.openPage ?? latest.current.startPage ?? null;
    if (judgeRemotePosition(known, server, openPage, Date.now()) !== 'ask') return;
    session.current.asked.add(turnKey(server));
    setRemote({ page: server.page, device: server.device });
  });

  const record = useCallback(
    (page: number, asNewTurn: boolean) => {
      const { stored: current, shownHere: here, product: book, pageCount: count, user: reader } = latest.current;
      session.current.openPage = page;
      setPageOnScreen(page);
      const knownCount = count ?? current?.pageCount ?? null;
      if (!reader || knownCount === null) return;
      const shown = pageWithinBook(page, knownCount);
      const position = positionShownNow(productId, shown, knownCount, bookSnapshotOf(book) ?? current?.book ?? null);
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

/** The position of a page shown on this device now. */
function positionShownNow(
  productId: number,
  page: number,
  pageCount: number,
  book: ReadingPosition['book'],
): ReadingPosition {
  return {
    productId,
    page,
    pageCount,
    furthestPage: page,
    device: describeDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    turnedAt: new Date().toISOString(),
    book,
  };
}

/**
 * Asks the server where this book was left, on opening and whenever the reader comes back to the tab (the
 * phone was used meanwhile), and hands each answer (the server's position of this book, if any) to `onAnswer`.
 */
function useServerPositionLookUps(
  productId: number,
  signedIn: boolean,
  onAnswer: (server: ReadingPosition | undefined) => void,
): void {
  const dispatch = useAppDispatch();
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    const lookUp = (firstAnswer: boolean) => {
      // On opening, the app's own look-up (useReadingProgressSync), still under way or just answered, is
      // as fresh as a new one: reusing it keeps a second request off the server while the book loads.
      const forceRefetch = firstAnswer ? SERVER_POSITIONS_FRESH_SECONDS : true;
      const request = dispatch(
        readingProgressApi.endpoints.getReadingProgress.initiate(undefined, { forceRefetch, subscribe: false }),
      );
      void request.then((result) => {
        if (active) latest.current(result.data?.positions.find((position) => position.productId === productId));
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
  }, [dispatch, signedIn, productId]);
}

/** Calls `giveUp` once `waiting` has held for `ms` without a break. */
function useAfterWaiting(waiting: boolean, ms: number, giveUp: () => void): void {
  const latest = useRef(giveUp);
  useEffect(() => {
    latest.current = giveUp;
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
}
