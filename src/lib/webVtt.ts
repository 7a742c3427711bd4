/** One cue of a WebVTT file: when it shows, in seconds, and its text (lines joined by a newline). */
export interface WebVttCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** hh:mm:ss.ttt or mm:ss.ttt, as WebVTT writes a cue's times. */
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING_ARROW = '-->';

function secondsOf(timestamp: string): number | null {
  const parts = TIMESTAMP.exec(timestamp);
  if (!parts) return null;
  const [, hours = '0', minutes, seconds, millis] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** A block's cue, or null when the block is not a cue (NOTE, STYLE, REGION) or its timing is unreadable. */
function cueOf(block: string[]): WebVttCue | null {
  const timingAt = block.findIndex((line) => line.includes(TIMING_ARROW));
  // The timing is the first line, or the second after a cue's identifier.
  if (timingAt < 0 || timingAt > 1) return null;
  const [start = '', rest = ''] = block[timingAt]!.split(TIMING_ARROW).map((side) => side.trim());
  // Cue settings ("align:start") follow the end time after a space.
  const startSeconds = secondsOf(start);
  const endSeconds = secondsOf(rest.split(/\s+/)[0] ?? '');
  if (startSeconds === null || endSeconds === null || endSeconds < startSeconds) return null;
  return {
    startSeconds,
    endSeconds,
    text: block
      .slice(timingAt + 1)
      .join('\n')
      .trim(),
  };
}

/**
 * The cues of a WebVTT file (captions or chapters), in the file's order. The lesson player's chapters come
 * from such a file (features/player/chapters.ts); parsing it here takes a few lines, where reading it through
 * a <track> element would need the element and its load events. A block that is not a readable cue is left
 * out; a text that is not WebVTT at all throws.
 */
export function parseWebVttCues(text: string): WebVttCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) throw new Error('Not a WebVTT file: it does not start with WEBVTT');
  const blocks: string[][] = [[]];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') blocks.push([]);
    else blocks.at(-1)!.push(line);
  }
  return blocks.map(cueOf).filter((cue): cue is WebVttCue => cue !== null);
}
