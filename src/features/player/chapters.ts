import { parseWebVttCues } from '../../lib/webVtt';

/** A chapter of a lesson: its title, and where it starts. */
export interface Chapter {
  title: string;
  startSeconds: number;
}

/**
 * A lesson's chapters from its chapters file (WebVTT, one cue a chapter), in the order they start. The
 * watch screen reads the file through its signed link and passes these to the player.
 */
export function chaptersFromWebVtt(text: string): Chapter[] {
  return parseWebVttCues(text)
    .filter((cue) => cue.text !== '')
    .map((cue) => ({ title: cue.text.replace(/\s*\n\s*/g, ' '), startSeconds: cue.startSeconds }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
}

/**
 * The index of the chapter playing at `seconds`: the last one started by then (they are in the order they start). Before the first chapter
 * starts (a file whose first chapter starts late) no chapter is playing: null.
 */
export function chapterIndexAt(chapters: readonly Chapter[], seconds: number): number | null {
  const started = chapters.filter((chapter) => chapter.startSeconds <= seconds).length;
  return started === 0 ? null : started - 1;
}
