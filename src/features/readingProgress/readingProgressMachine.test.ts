import { testTransitions, UNCHANGED } from '../../testing/transitionRows';
import type { ReadingPosition } from './readingProgress';
import {
  initialPageOf,
  initialProgress,
  offeredPage,
  offerWithinBook,
  progressTransitions,
  reduceProgress,
  type ProgressMachineEvent,
  type ProgressMachineState,
} from './readingProgressMachine';

const T = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

/** A position of book 7: page `page`, turned `minutes` after T, on `device`. */
const position = (page: number, minutes: number, device = 'Chrome on Linux'): ReadingPosition => ({
  productId: 7,
  page,
  pageCount: 10,
  furthestPage: page,
  device,
  turnedAt: at(minutes),
  book: null,
});
const onPhone = (page: number, minutes: number) => position(page, minutes, 'Safari on iPhone');
const key = (p: ReadingPosition) => `${p.turnedAt}#${p.page}`;

const nothingYet = { pageOnScreen: null, lastOwnTurn: undefined, handledTurns: [] };
type Waiting = Extract<ProgressMachineState, { phase: 'waitingForServer' }>;
const waiting = (over: Partial<Waiting> = {}): Waiting => ({
  ...nothingYet,
  phase: 'waitingForServer',
  ...over,
});
type Open = Extract<ProgressMachineState, { phase: 'open' }>;
const open = (over: Partial<Open> = {}): Open => ({ ...nothingYet, phase: 'open', openedAt: position(3, 0), ...over });
type Offering = Extract<ProgressMachineState, { phase: 'offering' }>;
const offering = (over: Partial<Offering> = {}): Offering => ({
  ...nothingYet,
  phase: 'offering',
  openedAt: position(3, 0),
  offer: { page: 8, device: 'Safari on iPhone' },
  handledTurns: [key(onPhone(8, 60))],
  ...over,
});

const answered = (server: ReadingPosition | undefined, stored: ReadingPosition | undefined): ProgressMachineEvent => ({
  type: 'serverAnswered',
  server,
  stored,
  at: T + 120 * 60_000,
});

describe('the reading progress’s transitions, row by row', () =>
  testTransitions<ProgressMachineState, ProgressMachineEvent>(progressTransitions, [
    [
      'the server’s answer, turned later on another device, opens the book there',
      waiting(),
      answered(onPhone(10, 60), position(3, 0)),
      open({ openedAt: onPhone(10, 60), handledTurns: [key(onPhone(10, 60))] }),
    ],
    [
      'this device’s page, turned later than the server’s, opens the book and the server’s is never offered',
      waiting(),
      answered(onPhone(8, -60), position(4, 0)),
      open({ openedAt: position(4, 0), handledTurns: [key(onPhone(8, -60))] }),
    ],
    [
      'a server with nothing (or no answer) opens the book where this device says',
      waiting(),
      answered(undefined, position(4, 0)),
      open({ openedAt: position(4, 0) }),
    ],
    [
      'a server too slow to answer: the book opens where this device says',
      waiting(),
      { type: 'waitOver', stored: position(4, 0) },
      open({ openedAt: position(4, 0) }),
    ],
    [
      'a page shown before the book has decided where to open is remembered',
      waiting(),
      { type: 'pageShown', page: 6, ownTurn: null },
      waiting({ pageOnScreen: 6 }),
    ],
    [
      'coming back to the tab, a newer position further on is offered, not jumped to',
      open({ pageOnScreen: 3 }),
      answered(onPhone(8, 60), position(3, 0)),
      offering({ pageOnScreen: 3 }),
    ],
    [
      'a newer position behind the page on screen is not offered',
      open({ pageOnScreen: 3 }),
      answered(onPhone(2, 60), position(3, 0)),
      UNCHANGED,
    ],
    [
      'a position older than the reader’s own last turn here is not offered',
      open({ pageOnScreen: 5, lastOwnTurn: position(5, 90) }),
      answered(onPhone(8, 60), position(5, 90)),
      UNCHANGED,
    ],
    [
      'a position already dealt with is not offered again',
      open({ pageOnScreen: 3, handledTurns: [key(onPhone(8, 60))] }),
      answered(onPhone(8, 60), position(3, 0)),
      UNCHANGED,
    ],
    [
      'a turn of the reader’s own is remembered with its page',
      open(),
      { type: 'pageShown', page: 4, ownTurn: position(4, 30) },
      open({ pageOnScreen: 4, lastOwnTurn: position(4, 30) }),
    ],
    [
      'showing the page on screen again changes nothing',
      open({ pageOnScreen: 4 }),
      { type: 'pageShown', page: 4, ownTurn: null },
      UNCHANGED,
    ],
    [
      'another device further still replaces the offer',
      offering({ pageOnScreen: 3 }),
      answered(onPhone(9, 70), position(3, 0)),
      offering({
        pageOnScreen: 3,
        offer: { page: 9, device: 'Safari on iPhone' },
        handledTurns: [key(onPhone(8, 60)), key(onPhone(9, 70))],
      }),
    ],
    [
      'a page turned while the offer is on screen is remembered, and the offer stays',
      offering({ pageOnScreen: 3 }),
      { type: 'pageShown', page: 4, ownTurn: position(4, 65) },
      offering({ pageOnScreen: 4, lastOwnTurn: position(4, 65) }),
    ],
    [
      'going to the offered page closes the offer',
      offering({ pageOnScreen: 3 }),
      { type: 'offerAccepted' },
      open({ pageOnScreen: 3, handledTurns: [key(onPhone(8, 60))] }),
    ],
    [
      'staying closes the offer',
      offering({ pageOnScreen: 3 }),
      { type: 'offerDismissed' },
      open({ pageOnScreen: 3, handledTurns: [key(onPhone(8, 60))] }),
    ],
  ]));

describe('pairs with no row leave the state as it is', () => {
  test.each<[string, ProgressMachineState, ProgressMachineEvent]>([
    ['an open book does not wait any more', open(), { type: 'waitOver', stored: position(9, 0) }],
    ['an offer is only for a book that has opened', waiting(), { type: 'offerAccepted' }],
    ['nothing offered, nothing to go to', open(), { type: 'offerAccepted' }],
    ['nothing offered, nothing to stay for', open(), { type: 'offerDismissed' }],
    ['the offer stays until the reader answers it', offering(), { type: 'waitOver', stored: position(9, 0) }],
  ])('%s', (_name, state, event) => expect(reduceProgress(state, event)).toBe(state));
});

test.each<[string, boolean, ProgressMachineState]>([
  ['online, a book waits for the server', true, waiting()],
  ['offline, a book opens at once where this device says', false, open({ openedAt: position(4, 0) })],
])('%s', (_name, online, expected) => expect(initialProgress(online, position(4, 0))).toEqual(expected));

describe('the page a book starts on', () => {
  test.each<[string, ProgressMachineState, boolean, number | null, number | undefined]>([
    ['none yet while the server is waited for', waiting(), false, 10, undefined],
    ['a visitor starts at page 1 at once', waiting(), true, 10, 1],
    ['where the book opened', open({ openedAt: position(4, 0) }), false, 10, 4],
    ['page 1 for a book never opened', open({ openedAt: undefined }), false, 10, 1],
    ['the last page for a position beyond this copy’s pages', open({ openedAt: position(9, 0) }), false, 3, 3],
  ])('%s', (_name, state, signedOut, pageCount, page) => expect(initialPageOf(state, signedOut, pageCount)).toBe(page));
});

describe('the offer on screen', () => {
  test.each<[string, ProgressMachineState, number | null, ReturnType<typeof offerWithinBook>]>([
    ['nothing offered', open(), 10, null],
    ['the page offered', offering({ pageOnScreen: 3 }), 10, { page: 8, device: 'Safari on iPhone' }],
    ['none before the book’s page count is known', offering({ pageOnScreen: 3 }), null, null],
    [
      'this copy’s last page, from an edition with more',
      offering({ pageOnScreen: 3 }),
      6,
      { page: 6, device: 'Safari on iPhone' },
    ],
    ['none once that page is on screen', offering({ pageOnScreen: 6 }), 6, null],
    ['none once the reader has turned past it', offering({ pageOnScreen: 9 }), 10, null],
  ])('%s', (_name, state, pageCount, offer) => expect(offerWithinBook(state, pageCount, 3)).toEqual(offer));

  test('before any page is shown, the page the book starts on stands for the page on screen', () => {
    expect(offerWithinBook(offering(), 10, 8)).toBeNull();
  });

  test('going there shows the offered page, within this copy’s pages', () => {
    expect(offeredPage(offering(), 10)).toBe(8);
    expect(offeredPage(offering(), 6)).toBe(6);
  });
});
