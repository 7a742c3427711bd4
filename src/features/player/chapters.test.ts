import { chapterIndexAt, chaptersFromWebVtt, type Chapter } from './chapters';

const chapters: Chapter[] = [
  { title: 'The five second test', startSeconds: 0 },
  { title: 'Say what it is and who it is for', startSeconds: 14.055 },
  { title: 'Give one next step', startSeconds: 30.411 },
];

describe('the chapter playing', () => {
  test.each([
    ['the very start is in the first chapter', 0, 0],
    ['a moment before the second chapter is still the first', 14.05, 0],
    ['the second chapter’s start is the second chapter', 14.055, 1],
    ['after the last chapter’s start is the last chapter', 46, 2],
  ])('%s', (_words, seconds, index) => expect(chapterIndexAt(chapters, seconds)).toBe(index));

  test('before a late first chapter, no chapter is playing', () => {
    expect(chapterIndexAt([{ title: 'Later', startSeconds: 5 }], 2)).toBeNull();
  });

  test('a lesson without chapters has none playing', () => expect(chapterIndexAt([], 10)).toBeNull());
});

describe('a lesson’s chapters from its chapters file', () => {
  test('each cue is a chapter, in the order they start, titles on one line', () => {
    const file = [
      'WEBVTT',
      '',
      '00:00:14.055 --> 00:00:30.411',
      'Say what it is',
      'and who it is for',
      '',
      '00:00:00.000 --> 00:00:14.055',
      'The five second test',
      '',
      '00:00:30.411 --> 00:00:40.000',
      '',
    ].join('\n');
    expect(chaptersFromWebVtt(file)).toEqual([
      { title: 'The five second test', startSeconds: 0 },
      { title: 'Say what it is and who it is for', startSeconds: 14.055 },
    ]);
  });
});
