import { failureMessage, failureResponse, MEDIA_ERROR, type FailureResponse } from './mediaFailure';

const first = { isRenewal: false, worked: false };
const playing = { isRenewal: false, worked: true };
const renewedWorking = { isRenewal: true, worked: true };
const renewedNeverWorked = { isRenewal: true, worked: false };

describe('what the player does when its video fails', () => {
  test.each<[string, number, typeof first, FailureResponse]>([
    ['a link replaced on purpose is no failure', MEDIA_ERROR.aborted, playing, 'ignore'],
    ['a link refused mid-lesson asks for a fresh one', MEDIA_ERROR.network, playing, 'renewLink'],
    ['a link refused before anything loaded asks for a fresh one', MEDIA_ERROR.sourceNotSupported, first, 'renewLink'],
    ['a renewed link that ran out in turn asks again', MEDIA_ERROR.network, renewedWorking, 'renewLink'],
    ['a renewed link that never worked is told to the learner', MEDIA_ERROR.network, renewedNeverWorked, 'showFailure'],
    [
      'a renewed link refused at once is told to the learner',
      MEDIA_ERROR.sourceNotSupported,
      renewedNeverWorked,
      'showFailure',
    ],
    ['a video the browser cannot decode is told to the learner', MEDIA_ERROR.decode, playing, 'showFailure'],
  ])('%s', (_words, code, source, response) => {
    expect(failureResponse(code, source)).toBe(response);
  });

  test('the learner is told in words what went wrong', () => {
    expect(failureMessage(MEDIA_ERROR.decode)).toBe('This lesson’s video could not be played in this browser.');
    expect(failureMessage(MEDIA_ERROR.network)).toMatch(/could not be loaded. Check your connection/);
  });
});
