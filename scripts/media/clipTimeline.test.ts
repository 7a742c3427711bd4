import {
  LEAD_IN_SECONDS,
  SENTENCE_GAP_SECONDS,
  SLIDE_PAUSE_SECONDS,
  TAIL_SECONDS,
  captionCues,
  chapterCues,
  layOutClip,
} from './clipTimeline';

describe('a lesson clip’s timeline', () => {
  const timeline = layOutClip([
    [
      { text: 'One.', seconds: 1 },
      { text: 'Two.', seconds: 2 },
    ],
    [{ text: 'Three.', seconds: 1.5 }],
  ]);

  it('spaces sentences by a gap, and slides by a longer pause with the change halfway', () => {
    const [one, two, three] = timeline.sentences;
    expect(one?.startSeconds).toBeCloseTo(LEAD_IN_SECONDS, 6);
    expect(two?.startSeconds).toBeCloseTo(LEAD_IN_SECONDS + 1 + SENTENCE_GAP_SECONDS, 6);
    expect(three?.startSeconds).toBeCloseTo((two?.endSeconds ?? NaN) + SLIDE_PAUSE_SECONDS, 6);
    expect(timeline.slideStartSeconds[1]).toBeCloseTo((two?.endSeconds ?? NaN) + SLIDE_PAUSE_SECONDS / 2, 6);
    expect(timeline.totalSeconds).toBeCloseTo((three?.endSeconds ?? NaN) + TAIL_SECONDS, 6);
  });

  it('splits a long caption at the comma nearest its middle, sharing the time by length', () => {
    const text = 'Send two versions to a small slice of your list, then send the winner to everyone else.';
    const [first, second] = captionCues([{ slideIndex: 0, text, startSeconds: 1, endSeconds: 5 }]);
    expect(first?.text).toBe('Send two versions to a small slice of your list,');
    expect(second?.text).toBe('then send the winner to everyone else.');
    expect(first?.endSeconds).toBe(second?.startSeconds);
    expect(first?.endSeconds).toBeCloseTo(1 + (4 * (first?.text.length ?? 0)) / (text.length - 1), 3);
  });

  it('keeps a short caption whole', () => {
    expect(captionCues([{ slideIndex: 0, text: 'Short, and whole.', startSeconds: 0, endSeconds: 1 }])).toHaveLength(1);
  });

  it('gives each slide a chapter that lasts until the next, the last until the end', () => {
    expect(chapterCues(['A', 'B'], [0, 4], 9)).toEqual([
      { startSeconds: 0, endSeconds: 4, text: 'A' },
      { startSeconds: 4, endSeconds: 9, text: 'B' },
    ]);
  });
});
