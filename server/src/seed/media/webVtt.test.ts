import { formatVttTimestamp, formatWebVtt, parseVttTimestamp, parseWebVtt } from './webVtt';

describe('WebVTT', () => {
  it('writes timestamps with hours and milliseconds', () => {
    expect(formatVttTimestamp(0)).toBe('00:00:00.000');
    expect(formatVttTimestamp(83.5)).toBe('00:01:23.500');
    expect(formatVttTimestamp(3725.0004)).toBe('01:02:05.000');
  });

  it('reads timestamps with or without hours', () => {
    expect(parseVttTimestamp('01:23.500')).toBeCloseTo(83.5, 6);
    expect(parseVttTimestamp('01:02:05.250')).toBeCloseTo(3725.25, 6);
    expect(() => parseVttTimestamp('1:2.5')).toThrow('Not a WebVTT timestamp');
  });

  it('reads back what it writes', () => {
    const cues = [
      { startSeconds: 0.6, endSeconds: 2.25, text: 'Specific beats clever.' },
      { startSeconds: 2.65, endSeconds: 5, text: 'Two lines\nof text.' },
    ];
    const written = formatWebVtt(cues, ['Kind: subtitles', 'Language: en']);
    expect(written.startsWith('WEBVTT\nKind: subtitles\nLanguage: en\n\n1\n00:00:00.600 --> 00:00:02.250\n')).toBe(
      true,
    );
    expect(parseWebVtt(written)).toEqual(cues);
  });

  it('skips notes, cue settings and a byte order mark, and accepts cues without identifiers', () => {
    const source =
      '\uFEFFWEBVTT - lesson\r\n\r\nNOTE made by hand\r\n\r\n00:01.000 --> 00:02.000 align:start\r\nHello\r\n';
    expect(parseWebVtt(source)).toEqual([{ startSeconds: 1, endSeconds: 2, text: 'Hello' }]);
  });

  it('refuses a file that is not WebVTT or a cue without timings', () => {
    expect(() => parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nHi\n')).toThrow('starts with "WEBVTT"');
    expect(() => parseWebVtt('WEBVTT\n\n1\nHello\n')).toThrow('without a timing line');
  });
});
