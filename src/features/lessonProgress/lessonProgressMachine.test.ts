import { testTransitions, UNCHANGED } from '../../testing/transitionRows';
import type { LessonPosition } from './lessonProgress';
import {
  initialLessonProgress,
  lessonTransitions,
  offerOf,
  startAtOf,
  type LessonMachineEvent,
  type LessonMachineState,
} from './lessonProgressMachine';

const T = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

/** A position in lesson 11: `seconds` in, reached `minutes` after T, on `device`. */
const position = (seconds: number, minutes: number, device = 'Chrome on Linux'): LessonPosition => ({
  lessonId: 11,
  courseId: 3,
  positionSeconds: seconds,
  durationSeconds: 600,
  completed: false,
  device,
  watchedAt: at(minutes),
});
const onPhone = (seconds: number, minutes: number) => position(seconds, minutes, 'Safari on iPhone');
const key = (p: LessonPosition) => `${p.watchedAt}#${p.positionSeconds}`;

const nothingYet = { secondsPlaying: null, lastOwn: undefined, handled: [] };
type Open = Extract<LessonMachineState, { phase: 'open' }>;
type Offering = Extract<LessonMachineState, { phase: 'offering' }>;
const waiting = (): LessonMachineState => ({ ...nothingYet, phase: 'waitingForServer' });
const open = (over: Partial<Open> = {}): Open => ({ ...nothingYet, phase: 'open', openedAt: position(60, 0), ...over });
const offering = (over: Partial<Offering> = {}): Offering => ({
  ...nothingYet,
  phase: 'offering',
  openedAt: position(60, 0),
  offer: { positionSeconds: 272, device: 'Safari on iPhone' },
  handled: [key(onPhone(272, 60))],
  ...over,
});
const answered = (server: LessonPosition | undefined, stored?: LessonPosition): LessonMachineEvent => ({
  type: 'serverAnswered',
  server,
  stored,
  at: T + 120 * 60_000,
});

describe('the lesson progress’s transitions, row by row', () =>
  testTransitions<LessonMachineState, LessonMachineEvent>(lessonTransitions, [
    [
      'the server’s answer, watched later on another device, opens the lesson there',
      waiting(),
      answered(onPhone(272, 60), position(60, 0)),
      { ...open({ openedAt: onPhone(272, 60) }), handled: [key(onPhone(272, 60))] },
    ],
    [
      'an older answer from the server opens the lesson where this device left it',
      waiting(),
      answered(onPhone(272, 0), position(60, 30)),
      { ...open({ openedAt: position(60, 30) }), handled: [key(onPhone(272, 0))] },
    ],
    [
      'the server is slow: the lesson opens where this device left it',
      waiting(),
      { type: 'waitOver', stored: position(60, 0) },
      open(),
    ],
    [
      'a moment played while waiting is remembered',
      waiting(),
      { type: 'moment', seconds: 3, own: null },
      { ...waiting(), secondsPlaying: 3 },
    ],
    [
      'back to the tab, another device is newer and further on: the learner is asked',
      open({ secondsPlaying: 90 }),
      answered(onPhone(272, 60)),
      offering({ secondsPlaying: 90 }),
    ],
    [
      'another device is newer but only a few seconds further on: the player stays without a question',
      open({ secondsPlaying: 268 }),
      answered(onPhone(272, 60)),
      UNCHANGED,
    ],
    [
      'another device is newer but behind the moment playing: the player stays put',
      open({ secondsPlaying: 400 }),
      answered(onPhone(272, 60)),
      UNCHANGED,
    ],
    [
      'an answer already dealt with is not offered again',
      open({ handled: [key(onPhone(272, 60))] }),
      answered(onPhone(272, 60)),
      UNCHANGED,
    ],
    [
      'the learner’s own moment is remembered as what later answers are judged against',
      open(),
      { type: 'moment', seconds: 95, own: position(95, 90) },
      open({ secondsPlaying: 95, lastOwn: position(95, 90) }),
    ],
    [
      'a newer answer still further on replaces the offer',
      offering(),
      answered(onPhone(500, 90)),
      offering({
        offer: { positionSeconds: 500, device: 'Safari on iPhone' },
        handled: [key(onPhone(272, 60)), key(onPhone(500, 90))],
      }),
    ],
    [
      'playing on while asked is remembered',
      offering(),
      { type: 'moment', seconds: 70, own: null },
      offering({ secondsPlaying: 70 }),
    ],
    [
      'going to the other device’s moment closes the question',
      offering(),
      { type: 'offerAccepted' },
      { ...open(), handled: offering().handled },
    ],
    [
      'staying here closes the question',
      offering(),
      { type: 'offerDismissed' },
      { ...open(), handled: offering().handled },
    ],
  ]));

test('online, a lesson waits for the server; offline it opens at once where this device left it', () => {
  expect(initialLessonProgress(true, position(60, 0)).phase).toBe('waitingForServer');
  expect(initialLessonProgress(false, position(60, 0))).toEqual(open());
});

test.each([
  ['a visitor starts at the beginning', waiting(), true, 0],
  ['still asking the server: no start yet', waiting(), false, undefined],
  ['opened: where it was left', open(), false, 60],
  ['never watched: the beginning', open({ openedAt: undefined }), false, 0],
  ['left on its last seconds: the beginning', open({ openedAt: position(598, 0) }), false, 0],
])('%s', (_words, state, signedOut, startAt) => {
  expect(startAtOf(state, signedOut)).toBe(startAt);
});

test('the offer is only there while the learner is asked', () => {
  expect(offerOf(offering())).toEqual({ positionSeconds: 272, device: 'Safari on iPhone' });
  expect(offerOf(open())).toBeNull();
});
