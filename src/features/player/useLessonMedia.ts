import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { failureResponse, type FailedSource } from './mediaFailure';

/** HTMLMediaElement.HAVE_METADATA (jsdom does not define the constants). */
const HAVE_METADATA = 1;

/** What the player shows of its video element. */
export interface MediaState {
  playing: boolean;
  ended: boolean;
  /** Where the lesson is, in seconds; held at the place to resume while a fresh link loads. */
  position: number;
  /** How long the lesson lasts, in seconds (NaN until known). */
  duration: number;
  volume: number;
  muted: boolean;
  /** A failure the learner is told of (MediaError's code), or null. */
  failureCode: number | null;
}

const initialState: MediaState = {
  playing: false,
  ended: false,
  position: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
  failureCode: null,
};

/** Where the video goes, and whether it plays, once the next link has loaded. */
interface Resume {
  at: number;
  play: boolean;
}

/** What the hook remembers between the element's events. */
interface Memory {
  /** Where to go once the next link has loaded; null once it has (until then, the position is held). */
  resume: Resume | null;
  source: FailedSource;
  /** The caller was asked for a fresh link: the next `src` is that, not a new lesson. */
  awaitingRenewal: boolean;
  /** Whether the learner wants the lesson playing (a failing link pauses the element, not the learner). */
  intendsToPlay: boolean;
  lastPosition: number;
}

interface Options {
  src: string;
  startAt: number;
  autoPlay: boolean;
  onTimeUpdate?: (positionSeconds: number, durationSeconds: number) => void;
  onPlayingChange?: (playing: boolean) => void;
  onEnded?: () => void;
  onLinkExpired: () => void;
}

/** The element's events, each with what it does to the state, the memory and the caller. */
function mediaListeners(
  video: HTMLVideoElement,
  memory: Memory,
  caller: () => Options,
  update: (change: Partial<MediaState>) => void,
  renewLink: (at: number) => void,
): [string, () => void][] {
  const onLoadedMetadata = () => {
    memory.source.worked = true;
    const wanted = memory.resume;
    memory.resume = null;
    if (wanted && wanted.at > 0) video.currentTime = Math.min(wanted.at, video.duration || wanted.at);
    memory.lastPosition = video.currentTime;
    update({ duration: video.duration, position: video.currentTime, failureCode: null });
    // A browser that refuses to play without a gesture leaves the lesson paused at its place.
    if (wanted?.play) video.play().catch(() => undefined);
  };
  const onTimeUpdate = () => {
    if (memory.resume) return;
    memory.lastPosition = video.currentTime;
    update({ position: video.currentTime, duration: video.duration, ended: video.ended });
    caller().onTimeUpdate?.(video.currentTime, video.duration);
  };
  const onPlayState = () => {
    // Loading a link pauses the element without a pause event, so play and pause come from the learner, even
    // while a fresh link loads: what they chose then is what happens once it has.
    memory.intendsToPlay = !video.paused;
    if (memory.resume) memory.resume.play = !video.paused;
    update({ playing: !video.paused, ended: video.ended });
    caller().onPlayingChange?.(!video.paused);
  };
  const onEnded = () => {
    update({ playing: false, ended: true });
    caller().onEnded?.();
  };
  const onError = () => {
    const code = video.error?.code ?? 0;
    const response = failureResponse(code, memory.source);
    // The place the learner asked for (a seek the failed link could not serve) is where the lesson goes on.
    if (response === 'renewLink') renewLink(video.currentTime || memory.lastPosition);
    else if (response === 'showFailure') update({ failureCode: code, playing: false });
  };
  return [
    ['loadedmetadata', onLoadedMetadata],
    ['timeupdate', onTimeUpdate],
    // A seek shows where it goes at once, though the browser reports the time only once it has the data there.
    ['seeking', () => memory.resume || update({ position: video.currentTime })],
    ['play', onPlayState],
    ['pause', onPlayState],
    ['ended', onEnded],
    ['volumechange', () => update({ volume: video.volume, muted: video.muted })],
    ['error', onError],
  ];
}

/**
 * The video element's state, and the resumption of a lesson whose signed link ran out: the player asks for a
 * fresh link (onLinkExpired) and, when the caller passes it as the new `src`, carries on at the same place,
 * playing if it was (mediaFailure.ts says which failures are an expired link). Any other new `src` is a new
 * lesson, which starts at `startAt`. While the fresh link loads, the position is held, so the caller is never
 * told the lesson went back to 0.
 */
export function useLessonMedia(videoRef: RefObject<HTMLVideoElement | null>, options: Options) {
  const [state, setState] = useState(initialState);
  const latest = useRef(options);
  const memory = useRef<Memory>({
    resume: { at: options.startAt, play: options.autoPlay },
    source: { isRenewal: false, worked: false },
    awaitingRenewal: false,
    intendsToPlay: false,
    lastPosition: 0,
  });
  useLayoutEffect(() => {
    latest.current = options;
  });

  const { src } = options;
  const loadedSrc = useRef(src);
  useLayoutEffect(() => {
    if (src === loadedSrc.current) return;
    loadedSrc.current = src;
    // The element loads a new src by itself; what it does once loaded is decided here, before it has.
    const remembered = memory.current;
    remembered.source = { isRenewal: remembered.awaitingRenewal, worked: false };
    if (!remembered.awaitingRenewal) {
      const { startAt, autoPlay } = latest.current;
      remembered.resume = { at: startAt, play: autoPlay };
      setState((previous) => ({ ...previous, position: startAt, ended: false, failureCode: null }));
    }
    remembered.awaitingRenewal = false;
  }, [src]);

  /** Asks the caller for a fresh link, to carry on at `at`, playing if the learner was, once it comes. */
  const renewLink = useCallback((at: number) => {
    const remembered = memory.current;
    // A link refused before it loaded anything leaves the place it was to start at as it was.
    remembered.resume ??= { at, play: remembered.intendsToPlay };
    remembered.awaitingRenewal = true;
    latest.current.onLinkExpired();
  }, []);

  // Listening from the commit that rendered the element, and catching up if its metadata came even sooner.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = (change: Partial<MediaState>) => setState((previous) => ({ ...previous, ...change }));
    const listeners = mediaListeners(video, memory.current, () => latest.current, update, renewLink);
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    if (video.readyState >= HAVE_METADATA && memory.current.resume) video.dispatchEvent(new Event('loadedmetadata'));
    return () => {
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
    };
  }, [videoRef, renewLink]);

  /** Try again, after a failure the learner was told of: a fresh link, resumed where the lesson was. */
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, failureCode: null }));
    renewLink(memory.current.lastPosition);
  }, [renewLink]);

  return { media: state, retry };
}
