import { parseWebVttCues } from './webVtt';

describe('reading a WebVTT file', () => {
  test('a chapters file gives each chapter’s start, end and title', () => {
    const file = [
      'WEBVTT',
      '',
      '1',
      '00:00:00.000 --> 00:00:14.055',
      'The five second test',
      '',
      '2',
      '00:00:14.055 --> 00:00:30.411',
      'Say what it is and who it is for',
      '',
    ].join('\n');
    expect(parseWebVttCues(file)).toEqual([
      { startSeconds: 0, endSeconds: 14.055, text: 'The five second test' },
      { startSeconds: 14.055, endSeconds: 30.411, text: 'Say what it is and who it is for' },
    ]);
  });

  test.each([
    ['minutes and seconds alone', '01:05.500 --> 01:10.000', 65.5],
    ['hours', '01:00:01.250 --> 01:00:02.000', 3601.25],
    ['cue settings after the end time', '00:02.000 --> 00:03.000 align:start line:0', 2],
  ])('a cue’s timing may be written with %s', (_words, timing, start) => {
    expect(parseWebVttCues(`WEBVTT\n\n${timing}\nText`)[0]?.startSeconds).toBe(start);
  });

  test('a header, a byte order mark, Windows line ends, notes and styles are read past', () => {
    const file =
      '\uFEFFWEBVTT - chapters\r\nKind: chapters\r\n\r\nNOTE made by hand\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\n00:00.000 --> 00:05.000\r\nIntro\r\nsecond line\r\n';
    expect(parseWebVttCues(file)).toEqual([{ startSeconds: 0, endSeconds: 5, text: 'Intro\nsecond line' }]);
  });

  test('a cue whose timing cannot be read is left out, the others kept', () => {
    const file =
      'WEBVTT\n\n00:00.000 --> soon\nBroken\n\n00:01.000 --> 00:00.500\nBackwards\n\n00:02.000 --> 00:03.000\nKept';
    expect(parseWebVttCues(file).map((cue) => cue.text)).toEqual(['Kept']);
  });

  test('a file that is not WebVTT is refused', () => {
    expect(() => parseWebVttCues('<html>403 Forbidden</html>')).toThrow('Not a WebVTT file');
    expect(() => parseWebVttCues('WEBVTTX\n')).toThrow('Not a WebVTT file');
  });
});
