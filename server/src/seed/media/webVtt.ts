/**
 * WebVTT, the caption and chapter format browsers read for <track>: written by
 * scripts/media/makeLessonClips.ts and read back by the seed's tests. Only the
 * part of the format the lessons use: a header, then cues of timings and text,
 * no styles, regions or cue settings.
 */

export interface VttCue {
  /** Seconds from the start of the clip. */
  startSeconds: number;
  endSeconds: number;
  /** The cue's text; lines joined with a newline. */
  text: string;
}

/** 83.5 → "00:01:23.500", the timestamp form every player accepts (hours included). */
export function formatVttTimestamp(seconds: number): string {
  const totalMilliseconds = Math.round(seconds * 1000);
  const hours = Math.floor(totalMilliseconds / 3_600_000);
  const minutes = Math.floor(totalMilliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(totalMilliseconds / 1000) % 60;
  const milliseconds = totalMilliseconds % 1000;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(wholeSeconds, 2)}.${pad(milliseconds, 3)}`;
}

/** `headerLines` follow the WEBVTT line (as "Kind: subtitles"): players skip them, people and tools read them. */
export function formatWebVtt(cues: VttCue[], headerLines: string[] = []): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${formatVttTimestamp(cue.startSeconds)} --> ${formatVttTimestamp(cue.endSeconds)}\n${cue.text}`,
  );
  return [['WEBVTT', ...headerLines].join('\n'), ...blocks].join('\n\n') + '\n';
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

export function parseVttTimestamp(text: string): number {
  const match = TIMESTAMP.exec(text);
  if (!match) throw new Error(`Not a WebVTT timestamp: ${text}`);
  const [, hours = '0', minutes = '0', seconds = '0', milliseconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(milliseconds) / 1000;
}

/** Reads cues from a WebVTT file; throws where the file is not WebVTT or a timing line is malformed. */
export function parseWebVtt(source: string): VttCue[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const header = blocks.shift() ?? '';
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(header)) throw new Error('A WebVTT file starts with "WEBVTT"');
  const cues: VttCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line, index, all) => index < all.length - 1 || line !== '');
    if (lines.length === 0 || /^NOTE(?:\s|$)/.test(lines[0] ?? '')) continue;
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) throw new Error(`A cue without a timing line: ${block}`);
    const [start = '', end = ''] = (lines[timingIndex] ?? '').split('-->').map((part) => part.trim().split(/\s+/)[0]);
    cues.push({
      startSeconds: parseVttTimestamp(start),
      endSeconds: parseVttTimestamp(end),
      text: lines.slice(timingIndex + 1).join('\n'),
    });
  }
  return cues;
}
