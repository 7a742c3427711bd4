import { testTransitions, UNCHANGED } from '../../testing/transitionRows';
import {
  alertDue,
  asksAgain,
  bookSourceStatus,
  bookSourceTransitions,
  initialBookSource,
  LINK_RENEWAL_PAUSE_MS,
  linkFailure,
  RECENT_LINK_SECONDS,
  reduceBookSource,
  type BookSourceEvent,
  type BookSourceState,
  type BookSourceWorld,
} from './bookSourceMachine';

const T = Date.parse('2026-11-22T10:00:00.000Z');
const HOUR = 3_600_000;
const file = new Blob(['%PDF-1.7']);
const url = 'https://storage.test/ebooks/7.pdf?token=first';

type Seeking = Extract<BookSourceState, { phase: 'seeking' }>;
const seeking = (over: Partial<Seeking> = {}): Seeking => ({
  phase: 'seeking',
  askedAt: T,
  asking: true,
  renewedAt: null,
  alerted: false,
  ...over,
});
type Open = Extract<BookSourceState, { phase: 'open' }>;
const onLink = (over: Partial<Open> = {}): Open => ({
  phase: 'open',
  source: { kind: 'url', url },
  expiresAt: T + HOUR,
  asking: true,
  renewedAt: null,
  alerted: false,
  ...over,
});
const onCopy = onLink({ source: { kind: 'file', file }, expiresAt: null });

describe('the book source’s transitions, row by row', () =>
  testTransitions<BookSourceState, BookSourceEvent>(bookSourceTransitions, [
    [
      'a visitor who signs in asks afresh: only answers from now count',
      seeking({ asking: false }),
      { type: 'askingSeen', asking: true, at: T + 5000 },
      seeking({ asking: true, askedAt: T + 5000 }),
    ],
    [
      'signing out stops the asking and keeps the question',
      seeking(),
      { type: 'askingSeen', asking: false, at: T + 5000 },
      seeking({ asking: false }),
    ],
    [
      'seeing the same asking again changes nothing',
      seeking(),
      { type: 'askingSeen', asking: true, at: T + 5000 },
      UNCHANGED,
    ],
    [
      'the copy saved on this device opens the book, with no expiry',
      seeking({ renewedAt: T - HOUR, alerted: true }),
      { type: 'copyFound', file },
      {
        phase: 'open',
        source: { kind: 'file', file },
        expiresAt: null,
        asking: true,
        renewedAt: T - HOUR,
        alerted: true,
      },
    ],
    [
      'a link asked for since the question opens the book',
      seeking(),
      { type: 'linkSigned', url, expiresAt: T + HOUR, requestedAt: T },
      onLink(),
    ],
    [
      'a link asked for before the question does not count',
      seeking(),
      { type: 'linkSigned', url, expiresAt: T + HOUR, requestedAt: T - 1 },
      UNCHANGED,
    ],
    [
      'Retry asks afresh and lets the next failure raise the alert',
      seeking({ alerted: true }),
      { type: 'retried', at: T + 9000 },
      seeking({ askedAt: T + 9000, alerted: false }),
    ],
    ['the alert is remembered once raised', seeking(), { type: 'alertRaised' }, seeking({ alerted: true })],
    ['an alert already raised is not raised again', seeking({ alerted: true }), { type: 'alertRaised' }, UNCHANGED],
    [
      'an open book follows the asking (a sign-in while reading a saved copy)',
      { ...onCopy, asking: false },
      { type: 'askingSeen', asking: true, at: T },
      onCopy,
    ],
    [
      'an open book seeing the same asking changes nothing',
      onLink(),
      { type: 'askingSeen', asking: true, at: T },
      UNCHANGED,
    ],
    [
      'an expired link is renewed: a fresh one is asked for, and only it counts',
      onLink(),
      { type: 'renewRequested', at: T + HOUR },
      seeking({ askedAt: T + HOUR, renewedAt: T + HOUR }),
    ],
    [
      'a link renewed less than a minute ago is not renewed again',
      onLink({ renewedAt: T }),
      { type: 'renewRequested', at: T + LINK_RENEWAL_PAUSE_MS - 1 },
      UNCHANGED,
    ],
    [
      'a link renewed a minute ago may be renewed again',
      onLink({ renewedAt: T }),
      { type: 'renewRequested', at: T + LINK_RENEWAL_PAUSE_MS },
      seeking({ askedAt: T + LINK_RENEWAL_PAUSE_MS, renewedAt: T + LINK_RENEWAL_PAUSE_MS }),
    ],
    ['an offline copy is never renewed', onCopy, { type: 'renewRequested', at: T + HOUR }, UNCHANGED],
  ]));

describe('pairs with no row leave the state as it is', () => {
  test.each<[string, BookSourceState, BookSourceEvent]>([
    ['an open book keeps its link when a copy is found', onLink(), { type: 'copyFound', file }],
    [
      'an open book keeps its copy when a link comes',
      onCopy,
      { type: 'linkSigned', url, expiresAt: T, requestedAt: T },
    ],
    ['an open book has nothing to retry', onLink(), { type: 'retried', at: T }],
    ['an open book has no failure to alert about', onLink(), { type: 'alertRaised' }],
    ['no book open, no link to renew', seeking(), { type: 'renewRequested', at: T + HOUR }],
  ])('%s', (_name, state, event) => expect(reduceBookSource(state, event)).toBe(state));
});

test('a book opening counts a link asked for in the minute before (the app may have asked as it started)', () => {
  expect(initialBookSource(false, T)).toEqual(seeking({ asking: false, askedAt: T - RECENT_LINK_SECONDS * 1000 }));
});

const world = (over: Partial<BookSourceWorld> = {}): BookSourceWorld => ({
  signedIn: true,
  online: true,
  needsLink: true,
  productUnknown: false,
  productSettled: true,
  premium: false,
  ownership: 'owned',
  linkAnswer: null,
  ...over,
});
const failedSince = { requestedAt: T, outcome: 'failed' } as const;
const failedBefore = { requestedAt: T - 1, outcome: 'failed' } as const;

describe('what the reader is told while seeking', () => {
  test.each<[string, Partial<BookSourceWorld>, ReturnType<typeof bookSourceStatus>]>([
    ['a request under way', {}, 'loading'],
    ['no ebook has this id', { productUnknown: true, linkAnswer: failedSince }, 'unknown'],
    ['a premium book not bought', { premium: true, ownership: 'notOwned', linkAnswer: failedSince }, 'notOwned'],
    ['a free book whose link failed', { linkAnswer: failedSince }, 'unavailable'],
    ['a failure before the orders are known', { ownership: 'unknown', linkAnswer: failedSince }, 'loading'],
    ['a failure before the product is known', { productSettled: false, linkAnswer: failedSince }, 'loading'],
    ['a failure to an older question', { linkAnswer: failedBefore }, 'loading'],
    ['a failure while the sign-in is checked', { signedIn: false, linkAnswer: failedSince }, 'loading'],
    ['offline without a copy here', { online: false }, 'needsConnection'],
    ['offline, the link failed', { online: false, linkAnswer: failedSince }, 'needsConnection'],
    ['offline, a visitor', { online: false, signedIn: false }, 'loading'],
    ['offline, a copy being looked for', { online: false, needsLink: false }, 'loading'],
  ])('%s: %s', (_name, over, status) => expect(bookSourceStatus(seeking(), world(over))).toBe(status));
});

describe('why a link failed', () => {
  test.each<[string, BookSourceState, Partial<BookSourceWorld>, ReturnType<typeof linkFailure>]>([
    ['refused', seeking(), { premium: true, ownership: 'notOwned', linkAnswer: failedSince }, 'refused'],
    ['owned, yet failed', seeking(), { premium: true, linkAnswer: failedSince }, 'unavailable'],
    ['offline', seeking(), { online: false, linkAnswer: failedSince }, 'offline'],
    ['the orders still unknown', seeking(), { ownership: 'unknown', linkAnswer: failedSince }, 'undecided'],
    ['a saved copy needs no link', seeking(), { needsLink: false, linkAnswer: failedSince }, null],
    ['the book is open', onLink(), { linkAnswer: failedSince }, null],
  ])('%s', (_name, state, over, failure) => expect(linkFailure(state, world(over))).toBe(failure));
});

test.each<[string, BookSourceState, Partial<BookSourceWorld>, boolean]>([
  ['a failure online alerts', seeking(), { linkAnswer: failedSince }, true],
  ['once', seeking({ alerted: true }), { linkAnswer: failedSince }, false],
  ['a refusal does not', seeking(), { premium: true, ownership: 'notOwned', linkAnswer: failedSince }, false],
  ['offline does not', seeking(), { online: false, linkAnswer: failedSince }, false],
])('the danger alert: %s', (_name, state, over, due) => expect(alertDue(state, world(over))).toBe(due));

test.each<[string, BookSourceState, Partial<BookSourceWorld>, boolean]>([
  ['an answer to an older question is asked again', seeking(), { linkAnswer: failedBefore }, true],
  ['an answer to this question is not', seeking(), { linkAnswer: failedSince }, false],
  ['nor while a request is under way', seeking(), {}, false],
  ['nor for a visitor', seeking({ asking: false }), { linkAnswer: failedBefore }, false],
  ['nor before the product is known', seeking(), { productSettled: false, linkAnswer: failedBefore }, false],
  ['nor once the book is open', onLink(), { linkAnswer: failedBefore }, false],
])('asking again: %s', (_name, state, over, again) => expect(asksAgain(state, world(over))).toBe(again));
