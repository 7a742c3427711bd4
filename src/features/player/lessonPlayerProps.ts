import type { Chapter } from './chapters';
import type { NextLesson } from './useNextLessonCountdown';

/** A lesson's captions file (WebVTT), through its signed link. */
export interface LessonCaptions {
  src: string;
  /** The track's name in the browser's own menus: "English". */
  label: string;
  /** Its language (BCP 47): "en". */
  srclang: string;
}

export interface LessonPlayerProps {
  /** The lesson's video, through its signed link. A new link after onLinkExpired carries on where it was. */
  src: string;
  /** The lesson's title: the player's name for assistive technology. */
  title: string;
  captions: LessonCaptions | null;
  /** The lesson's chapters, in the order they start (chaptersFromWebVtt reads them from the chapters file). */
  chapters?: readonly Chapter[];
  /** Where the lesson starts, in seconds (the learner's place in it). */
  startAt?: number;
  /** Plays as soon as it can (the learner came from the last lesson's Play now or countdown). */
  autoPlay?: boolean;
  /** The learner's speed and captions (docs/product.md#the-player-remembers-the-learners-choices): controlled. */
  playbackRate: number;
  onPlaybackRateChange: (rate: number) => void;
  captionsOn: boolean;
  onCaptionsChange: (on: boolean) => void;
  /**
   * The place in the lesson, as the browser reports it while it plays and at each seek (every 15 to 250 ms:
   * not throttled here, so the caller decides how often to save).
   */
  onTimeUpdate?: (positionSeconds: number, durationSeconds: number) => void;
  /** The lesson started or stopped playing (the time spent learning counts while it plays). */
  onPlayingChange?: (playing: boolean) => void;
  onEnded?: () => void;
  /** The signed link stopped working: pass a fresh one as `src`, and the lesson carries on by itself. */
  onLinkExpired: () => void;
  /** The lesson after this one, offered at the end with a countdown; null for a course's last lesson. */
  nextLesson: NextLesson | null;
}
