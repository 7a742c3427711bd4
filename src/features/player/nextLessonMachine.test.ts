import { testTransitions, UNCHANGED } from '../../testing/transitionRows';
import { countdownTransitions, reduceCountdown, type CountdownEvent, type CountdownState } from './nextLessonMachine';

const watching: CountdownState = { phase: 'watching' };
const counting = (secondsLeft: number): CountdownState => ({ phase: 'counting', secondsLeft });
const dismissed: CountdownState = { phase: 'dismissed' };
const going = (by: 'countdown' | 'learner'): CountdownState => ({ phase: 'going', by });

describe('the next lesson’s countdown, row by row', () =>
  testTransitions<CountdownState, CountdownEvent>(countdownTransitions, [
    [
      'a lesson that ends with another after it offers the next, 8 seconds away',
      watching,
      { type: 'lessonEnded', hasNext: true },
      counting(8),
    ],
    ['the last lesson of a course ends with no offer', watching, { type: 'lessonEnded', hasNext: false }, UNCHANGED],
    ['each second counts down', counting(8), { type: 'secondPassed' }, counting(7)],
    ['the last second goes to the next lesson', counting(1), { type: 'secondPassed' }, going('countdown')],
    ['Cancel stops the countdown and takes the offer away', counting(5), { type: 'cancelled' }, dismissed],
    ['Play now goes to the next lesson at once', counting(6), { type: 'playNowChosen' }, going('learner')],
    ['playing the lesson again takes the offer away', counting(4), { type: 'lessonResumed' }, watching],
    ['after Cancel, playing again is watching again', dismissed, { type: 'lessonResumed' }, watching],
    ['after Cancel, ending again offers again', dismissed, { type: 'lessonEnded', hasNext: true }, counting(8)],
    [
      'after Cancel, a last lesson ending again offers nothing',
      dismissed,
      { type: 'lessonEnded', hasNext: false },
      UNCHANGED,
    ],
  ]));

describe('what the countdown ignores', () => {
  test.each<[string, CountdownState, CountdownEvent]>([
    ['a second passing while the lesson plays', watching, { type: 'secondPassed' }],
    ['a second passing after Cancel', dismissed, { type: 'secondPassed' }],
    ['Cancel once the next lesson is starting', going('countdown'), { type: 'cancelled' }],
    ['the lesson ending again while the offer counts', counting(3), { type: 'lessonEnded', hasNext: true }],
  ])('%s', (_words, before, event) => {
    expect(reduceCountdown(before, event)).toBe(before);
  });
});
