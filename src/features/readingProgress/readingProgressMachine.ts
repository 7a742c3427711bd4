import { reducerOf, type TransitionRow } from '../../lib/transitionTable';
import { judgeRemotePosition, newerPosition, pageWithinBook, type ReadingPosition } from './readingProgress';

/**
 * Where an open book starts, and what the reader is offered when another device is further on, as a state
 * machine (docs/architecture.md#state-machines; the rule is docs/product.md#reading-progress-follows-the-reader).
 * The transitions below are the reader's memory of this book while it is open: where it opened, the pages
 * shown, the server's positions already dealt with, the offer on screen. useReadingProgress feeds it the
 * server's answers, the wait running out and the pages shown, and records the pages in the store.
 */

/** Another device's position, offered to the reader rather than jumped to. */
export interface RemoteAhead {
  page: number;
  device: string;
}

/** What the reader remembers whatever its phase. */
interface Remembered {
  /** The page on screen, once one is shown: only a page further on is offered. */
  pageOnScreen: number | null;
  /** The last page this reader turned to here, if any: a server's position must be newer to be offered. */
  lastOwnTurn: ReadingPosition | undefined;
  /** The server's turns already dealt with (the one at opening, each one offered): none is offered twice. */
  handledTurns: readonly string[];
}

/** Where the book opened: the position it started at, the yardstick for the server's later answers. */
interface Opened {
  openedAt: ReadingPosition | undefined;
}

export type ProgressMachineState = Remembered &
  (
    | {
        /** Online, the book waits (at most SERVER_POSITION_WAIT_MS) for the server's position before it opens. */
        phase: 'waitingForServer';
      }
    | ({
        /** The book is open at `openedAt` (or page 1, never opened); nothing is offered. */
        phase: 'open';
      } & Opened)
    | ({
        /** The book is open and the reader is asked whether to go to another device's page. */
        phase: 'offering';
        offer: RemoteAhead;
      } & Opened)
  );

export type ProgressMachineEvent =
  /** The server answered with its position of this book (undefined: none, or no answer); `stored` is this device's. */
  | { type: 'serverAnswered'; server: ReadingPosition | undefined; stored: ReadingPosition | undefined; at: number }
  /** The server did not answer in time: the book opens at `stored`, the position this device holds. */
  | { type: 'waitOver'; stored: ReadingPosition | undefined }
  /** A page became current; `ownTurn` is its position when it is a turn of this reader's (not a page shown again). */
  | { type: 'pageShown'; page: number; ownTurn: ReadingPosition | null }
  /** The reader chose to go to the offered page. */
  | { type: 'offerAccepted' }
  /** The reader chose to stay on the page on screen. */
  | { type: 'offerDismissed' };

/** Where a book starts as its reader mounts: online it waits for the server; offline it opens at once at `stored`. */
export function initialProgress(online: boolean, stored: ReadingPosition | undefined): ProgressMachineState {
  const remembered: Remembered = { pageOnScreen: null, lastOwnTurn: undefined, handledTurns: [] };
  return online ? { ...remembered, phase: 'waitingForServer' } : { ...remembered, phase: 'open', openedAt: stored };
}

const turnKey = (position: Pick<ReadingPosition, 'turnedAt' | 'page'>) => `${position.turnedAt}#${position.page}`;

const remembered = ({ pageOnScreen, lastOwnTurn, handledTurns }: ProgressMachineState): Remembered => ({
  pageOnScreen,
  lastOwnTurn,
  handledTurns,
});

const openAt = (state: ProgressMachineState, openedAt: ReadingPosition | undefined): ProgressMachineState => ({
  ...remembered(state),
  phase: 'open',
  openedAt,
});

type OpenState = Extract<ProgressMachineState, Opened>;

/**
 * A server's answer while the book is open: offered when it is newer than what the reader knew (their own last
 * turn, or where the book opened) and further than the page on screen (judgeRemotePosition); anything else is
 * left to the store, and the reader stays put.
 */
function offeredIfFurther(
  state: OpenState,
  { server, at }: Extract<ProgressMachineEvent, { type: 'serverAnswered' }>,
): ProgressMachineState {
  if (!server || state.handledTurns.includes(turnKey(server))) return state;
  const known = state.lastOwnTurn ?? state.openedAt;
  const openPage = state.pageOnScreen ?? state.openedAt?.page ?? 1;
  if (judgeRemotePosition(known, server, openPage, at) !== 'ask') return state;
  return {
    ...state,
    phase: 'offering',
    offer: { page: server.page, device: server.device },
    handledTurns: [...state.handledTurns, turnKey(server)],
  };
}

/** A page shown is the one on screen; a turn of the reader's own is what later answers are judged against. */
function pageRemembered<State extends ProgressMachineState>(
  state: State,
  { page, ownTurn }: Extract<ProgressMachineEvent, { type: 'pageShown' }>,
): State {
  if (page === state.pageOnScreen && ownTurn === null) return state;
  return { ...state, pageOnScreen: page, lastOwnTurn: ownTurn ?? state.lastOwnTurn };
}

/** One row per phase and event that does something; any other pair leaves the state as it is. */
export const progressTransitions: readonly TransitionRow<ProgressMachineState, ProgressMachineEvent>[] = [
  {
    // The first answer decides where the book opens: the newer turn of this device's and the server's. The
    // server's is dealt with then, never offered later.
    from: 'waitingForServer',
    on: 'serverAnswered',
    to: (state, { server, stored, at }) => {
      const opened = openAt(state, newerPosition(stored, server, at));
      return server ? { ...opened, handledTurns: [...state.handledTurns, turnKey(server)] } : opened;
    },
  },
  {
    // The server is slow or away: the book opens where this device says.
    from: 'waitingForServer',
    on: 'waitOver',
    to: (state, { stored }) => openAt(state, stored),
  },
  { from: 'waitingForServer', on: 'pageShown', to: pageRemembered },
  {
    // A later answer (the reader came back to the tab) is offered when further on, never jumped to.
    from: 'open',
    on: 'serverAnswered',
    to: offeredIfFurther,
  },
  { from: 'open', on: 'pageShown', to: pageRemembered },
  {
    // Another answer further still replaces the offer on screen.
    from: 'offering',
    on: 'serverAnswered',
    to: offeredIfFurther,
  },
  { from: 'offering', on: 'pageShown', to: pageRemembered },
  {
    from: 'offering',
    on: 'offerAccepted',
    to: (state) => openAt(state, state.openedAt),
  },
  {
    // Staying is recorded by the hook as a turn of the reader's own, so the page on screen becomes the newest.
    from: 'offering',
    on: 'offerDismissed',
    to: (state) => openAt(state, state.openedAt),
  },
];

export const reduceProgress = reducerOf(progressTransitions);

/**
 * The page the book starts on: 1 for a visitor (nothing is looked up), undefined while waiting for the server,
 * then where it opened (1 if never opened), within the book's pages once their count is known.
 */
export function initialPageOf(
  state: ProgressMachineState,
  signedOut: boolean,
  pageCount: number | null,
): number | undefined {
  if (signedOut) return pageWithinBook(1, pageCount);
  if (state.phase === 'waitingForServer') return undefined;
  return pageWithinBook(state.openedAt?.page ?? 1, pageCount);
}

/**
 * The offer as this copy of the book can honour it. Another device may have read an edition with more pages:
 * its page 500 is this copy's last page, and is no offer at all when that page is already on screen. Until the
 * book's page count is known the offer waits, rather than name a page that may not exist.
 */
export function offerWithinBook(
  state: ProgressMachineState,
  pageCount: number | null,
  initialPage: number | undefined,
): RemoteAhead | null {
  if (state.phase !== 'offering' || pageCount === null) return null;
  const page = pageWithinBook(state.offer.page, pageCount);
  const openPage = state.pageOnScreen ?? initialPage;
  if (openPage !== undefined && page <= openPage) return null;
  return page === state.offer.page ? state.offer : { ...state.offer, page };
}

/** The page to show when the reader goes to the offer: the offered one, within this copy's pages. */
export function offeredPage(state: ProgressMachineState, pageCount: number | null): number {
  const offered = state.phase === 'offering' ? state.offer.page : null;
  return pageWithinBook(offered ?? state.pageOnScreen ?? 1, pageCount);
}
