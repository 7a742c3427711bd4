import { useCallback, useEffect, useRef } from 'react';
import { SERVER_POSITION_WAIT_MS } from '../../config/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { selectProductById } from '../products/productsSlice';
import { useAfterWaiting } from '../../shared/hooks/useAfterWaiting';
import { useLookUpsOnOpenAndReturn } from '../../shared/hooks/useLookUpsOnOpenAndReturn';
import { useMachine } from '../../shared/hooks/useMachine';
import { pageWithinBook, type ReadingPosition } from './readingProgress';
import { describeDevice } from '../../lib/describeDevice';
import { bookSnapshotOf, readingProgressApi } from './readingProgressApi';
import { selectPageShownHere, selectReadingPosition } from './readingProgressSelectors';
import {
  initialPageOf,
  initialProgress,
  offeredPage,
  offerWithinBook,
  reduceProgress,
  type RemoteAhead,
} from './readingProgressMachine';
import { readingPageShown, readingProgressFlushRequested } from './readingProgressSlice';

/** An answer from the server this recent (or a request still under way) counts as the book's opening look-up. */
export const SERVER_POSITIONS_FRESH_SECONDS = 5;

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

/**
 * Where to open a book and what to do when another device is further on
 * (docs/product.md#reading-progress-follows-the-reader). A book opens at the newest position known: online, the
 * server's is asked for first (at most SERVER_POSITION_WAIT_MS) and the newer
 * turn wins, whichever device made it; offline, or when the server cannot
 * answer, the one this device holds. Answers that come while the book is
 * open (the reader comes back to the tab) are judged against the reader's
 * own turns: a newer position further on is offered, never jumped to; one
 * behind the open page is only stored. What it decides is the state machine
 * of readingProgressMachine.ts; this hook feeds it and records the pages
 * shown. Mount it once per book (a `key` of the product id), as the reader does.
 */
export function useReadingProgress(productId: number, pageCount: number | null): ReadingProgressControls {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const stored = useAppSelector((state) => selectReadingPosition(state, productId));
  const shownHere = useAppSelector((state) => selectPageShownHere(state, productId));
  const product = useAppSelector((state) => selectProductById(state, productId));
  const signedIn = authStatus === 'signedIn' && user !== null;
  const [state, send] = useMachine(reduceProgress, () => initialProgress(navigator.onLine, stored));

  // What the store says now, for callbacks and effects (never needed to render).
  const latest = useRef({ stored, shownHere, product, pageCount, user });
  useEffect(() => {
    latest.current = { stored, shownHere, product, pageCount, user };
  });

  useAfterWaiting(state.phase === 'waitingForServer', SERVER_POSITION_WAIT_MS, () =>
    send({ type: 'waitOver', stored: latest.current.stored }),
  );
  useServerPositionLookUps(productId, signedIn, (server) =>
    send({ type: 'serverAnswered', server, stored: latest.current.stored, at: Date.now() }),
  );

  const record = useCallback(
    (page: number, asNewTurn: boolean) => {
      const { stored: current, shownHere: here, product: book, pageCount: count, user: reader } = latest.current;
      const knownCount = count ?? current?.pageCount ?? null;
      if (!reader || knownCount === null) {
        send({ type: 'pageShown', page, ownTurn: null });
        return;
      }
      const shown = pageWithinBook(page, knownCount);
      const position = positionShownNow(productId, shown, knownCount, bookSnapshotOf(book) ?? current?.book ?? null);
      // The same rule as the slice's: showing again the page shown here last, or the stored one, is no turn.
      const isTurn = asNewTurn || !current || (here?.page !== shown && current.page !== shown);
      send({ type: 'pageShown', page, ownTurn: isTurn ? position : null });
      dispatch(readingPageShown({ userId: reader.id, position, asNewTurn }));
    },
    [dispatch, productId, send],
  );

  const pageShown = useCallback((page: number) => record(page, false), [record]);

  const acceptRemote = useCallback(() => {
    const page = offeredPage(state, latest.current.pageCount);
    send({ type: 'offerAccepted' });
    return page;
  }, [state, send]);

  const { pageOnScreen } = state;
  const dismissRemote = useCallback(() => {
    send({ type: 'offerDismissed' });
    if (pageOnScreen !== null) record(pageOnScreen, true);
  }, [pageOnScreen, send, record]);

  // The reader closes: what it has not saved yet goes now rather than after the debounce.
  useEffect(() => () => void dispatch(readingProgressFlushRequested()), [dispatch]);

  const initialPage = initialPageOf(state, authStatus === 'signedOut', pageCount);
  return {
    initialPage,
    remoteAhead: offerWithinBook(state, pageCount, initialPage),
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
  useLookUpsOnOpenAndReturn(
    signedIn,
    productId,
    (firstAnswer) => {
      // On opening, the app's own look-up (useReadingProgressSync), still under way or just answered, is
      // as fresh as a new one: reusing it keeps a second request off the server while the book loads.
      const forceRefetch = firstAnswer ? SERVER_POSITIONS_FRESH_SECONDS : true;
      return dispatch(
        readingProgressApi.endpoints.getReadingProgress.initiate(undefined, { forceRefetch, subscribe: false }),
      ).then((result) => result.data?.positions.find((position) => position.productId === productId));
    },
    onAnswer,
  );
}
