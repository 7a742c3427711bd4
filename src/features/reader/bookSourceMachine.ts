import type { PdfSource } from '../../lib/pdf';
import { reducerOf, type TransitionRow } from '../../lib/transitionTable';
import type { Ownership } from '../orders/ordersSelectors';

/**
 * Where the reader gets a book's PDF, as a state machine (docs/architecture.md#state-machines):
 * the transitions below are the reader's memory (the question asked, the source chosen, the renewals, the
 * alert), and what the reader is told is derived from that memory and what the hook sees now (the sign-in,
 * the network, the product, the orders, the link's latest answer). useBookSource feeds it and performs
 * the requests and the alert.
 */

/** A renewed link that fails again is not renewed again before this pause. */
export const LINK_RENEWAL_PAUSE_MS = 60_000;

/**
 * An answer asked for this shortly before the book opened counts as asked for
 * it: the reader's route signs the link while the screen's code loads
 * (app/routeReads.ts). Such a link has all but a minute of its hour left.
 */
export const RECENT_LINK_SECONDS = 60;

/** What the reader remembers whatever its phase. */
interface Remembered {
  /** Whether the link is asked for: signed in, or online while the sign-in is still being checked. */
  asking: boolean;
  /** When a link was last renewed mid-book (ms since the epoch), or null: at most one renewal a minute. */
  renewedAt: number | null;
  /** Whether the danger alert was raised for the failure on screen; Retry lets the next failure raise it. */
  alerted: boolean;
}

export type BookSourceState = Remembered &
  (
    | {
        /** No book yet: the copy saved on this device, or a link asked for at `askedAt` or since, opens it. */
        phase: 'seeking';
        /** When the question that counts was asked (ms): answers to requests started before do not count. */
        askedAt: number;
      }
    | {
        /** The book is open from `source`, kept for as long as it is, so a refetch never reopens it. */
        phase: 'open';
        source: PdfSource;
        /** When the signed link stops working (ms since the epoch); null for an offline copy. */
        expiresAt: number | null;
      }
  );

export type BookSourceEvent =
  /** Seen at each render: whether the link is asked for now (a visitor who signs in starts to). */
  | { type: 'askingSeen'; asking: boolean; at: number }
  /** Seen at each render once found: the copy of the book saved on this device. */
  | { type: 'copyFound'; file: Blob }
  /** Seen at each render once answered: the link the request started at `requestedAt` signed. */
  | { type: 'linkSigned'; url: string; expiresAt: number; requestedAt: number }
  /** The reader pressed Retry (or the network came back to a failure on screen). */
  | { type: 'retried'; at: number }
  /** The danger alert was raised for the failure on screen. */
  | { type: 'alertRaised' }
  /** The link in use has expired (or is refused) mid-book: a fresh one is to reopen the book. */
  | { type: 'renewRequested'; at: number };

/** Where a book opens when its reader mounts: seeking, counting a link asked for in the last minute. */
export function initialBookSource(asking: boolean, now: number): BookSourceState {
  return { phase: 'seeking', askedAt: now - RECENT_LINK_SECONDS * 1000, asking, renewedAt: null, alerted: false };
}

const remembered = ({ asking, renewedAt, alerted }: BookSourceState): Remembered => ({ asking, renewedAt, alerted });

const opened = (state: BookSourceState, source: PdfSource, expiresAt: number | null): BookSourceState => ({
  ...remembered(state),
  phase: 'open',
  source,
  expiresAt,
});

/** One row per phase and event that does something; any other pair leaves the state as it is. */
export const bookSourceTransitions: readonly TransitionRow<BookSourceState, BookSourceEvent>[] = [
  {
    // Asking again (a visitor who has just signed in) starts afresh: the answer given to the visitor does not count.
    from: 'seeking',
    on: 'askingSeen',
    to: (state, { asking, at }) =>
      asking === state.asking ? state : { ...state, asking, askedAt: asking ? at : state.askedAt },
  },
  {
    // A book saved for offline reading opens from its copy: offline, and after any link has expired.
    from: 'seeking',
    on: 'copyFound',
    to: (state, { file }) => opened(state, { kind: 'file', file }, null),
  },
  {
    // Only a link asked for since the question counts: pdf.js keeps asking for byte ranges as pages are
    // read, and a link left in the cache may be close to its end.
    from: 'seeking',
    on: 'linkSigned',
    to: (state, { url, expiresAt, requestedAt }) =>
      requestedAt < state.askedAt ? state : opened(state, { kind: 'url', url }, expiresAt),
  },
  {
    // Asking again counts only answers to the new question, and a new failure raises the alert again.
    from: 'seeking',
    on: 'retried',
    to: (state, { at }) => ({ ...state, askedAt: at, alerted: false }),
  },
  {
    // The alert is raised once per failure (docs/product.md#failures-are-visible).
    from: 'seeking',
    on: 'alertRaised',
    to: (state) => (state.alerted ? state : { ...state, alerted: true }),
  },
  {
    from: 'open',
    on: 'askingSeen',
    to: (state, { asking }) => (asking === state.asking ? state : { ...state, asking }),
  },
  {
    // A book open longer than its link lives reopens with a fresh link, at most once a minute: no loop when
    // the storage keeps refusing. An offline copy never expires.
    from: 'open',
    on: 'renewRequested',
    to: (state, { at }) =>
      state.source.kind !== 'url' || (state.renewedAt !== null && at - state.renewedAt < LINK_RENEWAL_PAUSE_MS)
        ? state
        : { ...remembered(state), phase: 'seeking', askedAt: at, renewedAt: at },
  },
];

export const reduceBookSource = reducerOf(bookSourceTransitions);

/** The link request's latest answer: when it was started (ms) and what it gave. */
export type LinkAnswer =
  | { requestedAt: number; outcome: 'signed'; url: string; expiresAt: number }
  | { requestedAt: number; outcome: 'failed' };

/** What the hook sees besides the machine's own memory. */
export interface BookSourceWorld {
  signedIn: boolean;
  online: boolean;
  /** No copy saved on this device opens the book (none is listed, or the browser evicted it). */
  needsLink: boolean;
  /** No ebook has this id. */
  productUnknown: boolean;
  /** The product is known, or its request has answered (signing needs its bucket and path). */
  productSettled: boolean;
  premium: boolean;
  ownership: Ownership;
  /** The link request's latest answer; null while one is under way, or before any is asked for. */
  linkAnswer: LinkAnswer | null;
}

/**
 * Whether the link asked for since the question failed. It counts only once the reader is known to be
 * signed in (the link is asked for while the sign-in is still being checked).
 */
export function linkFailed(
  state: BookSourceState,
  { signedIn, needsLink, linkAnswer }: Pick<BookSourceWorld, 'signedIn' | 'needsLink' | 'linkAnswer'>,
): boolean {
  return (
    state.phase === 'seeking' &&
    signedIn &&
    needsLink &&
    linkAnswer?.outcome === 'failed' &&
    linkAnswer.requestedAt >= state.askedAt
  );
}

/**
 * Why the link failed, once that can be told: 'refused' for a premium book the reader has not bought
 * (docs/product.md#the-database-decides-access), 'offline' when no link can be signed for want of a
 * network, 'unavailable' for any other failure; 'undecided' while the product or the orders are not
 * known yet. Null when no link failed.
 */
export function linkFailure(
  state: BookSourceState,
  world: BookSourceWorld,
): 'refused' | 'undecided' | 'offline' | 'unavailable' | null {
  if (!linkFailed(state, world)) return null;
  if (world.premium && world.ownership === 'notOwned') return 'refused';
  if (!world.productSettled || world.ownership === 'unknown') return 'undecided';
  return world.online ? 'unavailable' : 'offline';
}

/** What the reader is told while no book is open (an open book is 'ready'). */
export type SeekingStatus = 'loading' | 'unknown' | 'notOwned' | 'needsConnection' | 'unavailable';

/**
 * What the reader is told while seeking, the first that holds: no ebook has this id (never Retry,
 * docs/product.md#addresses-that-name-nothing); the link was refused; it failed otherwise, online; offline
 * without a copy on this device (no error to alert about, docs/product.md#offline-the-app-says-what-this-device-has);
 * else still loading.
 */
export function bookSourceStatus(
  state: Extract<BookSourceState, { phase: 'seeking' }>,
  world: BookSourceWorld,
): SeekingStatus {
  if (world.productUnknown) return 'unknown';
  const failure = linkFailure(state, world);
  if (failure === 'refused') return 'notOwned';
  if (failure === 'unavailable') return 'unavailable';
  if (world.signedIn && world.needsLink && !world.online) return 'needsConnection';
  return 'loading';
}

/** Whether the danger alert is due: a failure other than a refusal, online, not alerted yet. */
export const alertDue = (state: BookSourceState, world: BookSourceWorld): boolean =>
  !state.alerted && linkFailure(state, world) === 'unavailable';

/**
 * Whether the link must be asked again: its latest answer predates the question that counts (the one a
 * visitor got before signing in), and the cache would not ask again by itself when it answered less than
 * RECENT_LINK_SECONDS ago.
 */
export function asksAgain(state: BookSourceState, world: BookSourceWorld): boolean {
  return (
    state.phase === 'seeking' &&
    state.asking &&
    world.needsLink &&
    world.productSettled &&
    world.linkAnswer !== null &&
    world.linkAnswer.requestedAt < state.askedAt
  );
}
