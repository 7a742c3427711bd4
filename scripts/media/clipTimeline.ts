/**
 * When each sentence is spoken and each slide is shown, from the length of each
 * sentence's recording: the one source of the audio mix, the slide changes, the
 * captions and the chapters, so they cannot drift apart.
 */
import type { VttCue } from '../../server/src/seed/media/webVtt';

/** Silence before the first sentence, so the first slide is seen before it is read. */
export const LEAD_IN_SECONDS = 0.6;
/** Between two sentences of one slide. */
export const SENTENCE_GAP_SECONDS = 0.4;
/** Between the last sentence of a slide and the first of the next; the slide changes halfway. */
export const SLIDE_PAUSE_SECONDS = 1.2;
/** After the last sentence, so the clip does not cut the voice off. */
export const TAIL_SECONDS = 1.0;
/** A caption longer than this is split at a comma, so it fits on two lines of a phone's player. */
export const LONGEST_CUE_CHARACTERS = 80;

export interface SpokenSentence {
  slideIndex: number;
  text: string;
  startSeconds: number;
  endSeconds: number;
}

export interface ClipTimeline {
  sentences: SpokenSentence[];
  /** When each slide appears: the first at 0. */
  slideStartSeconds: number[];
  /** The clip's length as laid out; the encoded file is measured again after. */
  totalSeconds: number;
}

/** Keeps times on whole milliseconds, the precision of WebVTT, so captions say exactly when audio starts. */
const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `slides[i][j]` is the text and length in seconds of slide i's sentence j. */
export function layOutClip(slides: { text: string; seconds: number }[][]): ClipTimeline {
  const sentences: SpokenSentence[] = [];
  const slideStartSeconds: number[] = [];
  let cursor = LEAD_IN_SECONDS;
  slides.forEach((slide, slideIndex) => {
    if (slideIndex === 0) slideStartSeconds.push(0);
    else {
      const previousEnd = cursor - SENTENCE_GAP_SECONDS;
      slideStartSeconds.push(toMilliseconds(previousEnd + SLIDE_PAUSE_SECONDS / 2));
      cursor = previousEnd + SLIDE_PAUSE_SECONDS;
    }
    for (const sentence of slide) {
      const startSeconds = toMilliseconds(cursor);
      const endSeconds = toMilliseconds(startSeconds + sentence.seconds);
      sentences.push({ slideIndex, text: sentence.text, startSeconds, endSeconds });
      cursor = endSeconds + SENTENCE_GAP_SECONDS;
    }
  });
  const last = sentences.at(-1);
  if (!last) throw new Error('A clip needs at least one sentence');
  return { sentences, slideStartSeconds, totalSeconds: toMilliseconds(last.endSeconds + TAIL_SECONDS) };
}

/** The comma nearest the middle of a long sentence, or -1 where there is none to split at. */
function splitPoint(text: string): number {
  let best = -1;
  for (let index = text.indexOf(','); index >= 0; index = text.indexOf(',', index + 1)) {
    if (best < 0 || Math.abs(index - text.length / 2) < Math.abs(best - text.length / 2)) best = index;
  }
  return best;
}

/** One cue a sentence; a long one becomes two at a comma, its time shared in proportion to the characters. */
export function captionCues(sentences: SpokenSentence[]): VttCue[] {
  return sentences.flatMap((sentence): VttCue[] => {
    const comma = splitPoint(sentence.text);
    if (sentence.text.length <= LONGEST_CUE_CHARACTERS || comma < 0) {
      return [{ startSeconds: sentence.startSeconds, endSeconds: sentence.endSeconds, text: sentence.text }];
    }
    const first = sentence.text.slice(0, comma + 1);
    const second = sentence.text.slice(comma + 1).trimStart();
    const share = first.length / (first.length + second.length);
    const splitSeconds = toMilliseconds(sentence.startSeconds + (sentence.endSeconds - sentence.startSeconds) * share);
    return [
      { startSeconds: sentence.startSeconds, endSeconds: splitSeconds, text: first },
      { startSeconds: splitSeconds, endSeconds: sentence.endSeconds, text: second },
    ];
  });
}

/** A chapter a slide, each running until the next begins and the last until the clip ends. */
export function chapterCues(headings: string[], slideStartSeconds: number[], clipSeconds: number): VttCue[] {
  return headings.map((heading, index) => ({
    startSeconds: slideStartSeconds[index] ?? 0,
    endSeconds: slideStartSeconds[index + 1] ?? clipSeconds,
    text: heading,
  }));
}
