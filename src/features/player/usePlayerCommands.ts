import { useCallback, useRef, useLayoutEffect, type RefObject } from 'react';
import type { PlayerAction } from './playerKeys';
import { clampedTime, clampedVolume, rateLabel, steppedRate } from './playerSettings';
import { clockTime } from '../../lib/clockTime';

interface Controls {
  playbackRate: number;
  onPlaybackRateChange: (rate: number) => void;
  captionsOn: boolean;
  /** Null when the lesson has no captions. */
  onCaptionsChange: ((on: boolean) => void) | null;
  toggleFullscreen: () => void;
  announce: (text: string) => void;
}

const percent = (volume: number) => `${Math.round(volume * 100)}%`;

/** Plays or pauses; a lesson that ended plays again from its start (the element's own rule). */
function togglePlay(video: HTMLVideoElement): string {
  if (!video.paused) {
    video.pause();
    return 'Paused';
  }
  // A browser that refuses to play (no gesture yet) leaves the lesson paused, and its Play button says so.
  video.play().catch(() => undefined);
  return 'Playing';
}

/** Goes to `seconds` of the lesson (the seek slider, a chapter), within it. */
export function seekTo(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = clampedTime(seconds, video.duration);
}

/** Sets the volume (the volume slider): down to nothing is muted, anything above is heard. */
export function setVolume(video: HTMLVideoElement, volume: number): void {
  video.volume = clampedVolume(volume);
  video.muted = video.volume === 0;
}

function seekBy(video: HTMLVideoElement, seconds: number): string {
  seekTo(video, video.currentTime + seconds);
  const words = seconds < 0 ? `Back ${-seconds} seconds` : `Forward ${seconds} seconds`;
  return `${words}, ${clockTime(video.currentTime)}`;
}

function volumeBy(video: HTMLVideoElement, change: number): string {
  video.volume = clampedVolume(video.volume + change);
  // Turning the sound up brings it back; down to nothing is the same as muted.
  if (change > 0) video.muted = false;
  return video.volume === 0 ? 'Volume 0%, muted' : `Volume ${percent(video.volume)}`;
}

function toggleMute(video: HTMLVideoElement): string {
  video.muted = !video.muted;
  if (!video.muted && video.volume === 0) video.volume = 1;
  return video.muted ? 'Muted' : `Sound on, volume ${percent(video.volume)}`;
}

/**
 * One action of the player, from a key or a control, done on the video element (or passed to the caller:
 * the speed and the captions are the learner's, docs/product.md#the-player-remembers-the-learners-choices)
 * and announced (useAnnouncer).
 */
export function usePlayerCommands(videoRef: RefObject<HTMLVideoElement | null>, controls: Controls) {
  const latest = useRef(controls);
  useLayoutEffect(() => {
    latest.current = controls;
  });

  return useCallback(
    (action: PlayerAction) => {
      const video = videoRef.current;
      if (!video) return;
      const { playbackRate, onPlaybackRateChange, captionsOn, onCaptionsChange, toggleFullscreen, announce } =
        latest.current;
      switch (action.type) {
        case 'togglePlay':
          return announce(togglePlay(video));
        case 'seekBy':
          return announce(seekBy(video, action.seconds));
        case 'seekToFraction':
          seekTo(video, video.duration * action.fraction);
          return announce(`${clockTime(video.currentTime)} of ${clockTime(video.duration)}`);
        case 'volumeBy':
          return announce(volumeBy(video, action.change));
        case 'toggleMute':
          return announce(toggleMute(video));
        case 'toggleFullscreen':
          return toggleFullscreen();
        case 'toggleCaptions':
          if (!onCaptionsChange) return announce('This lesson has no captions');
          onCaptionsChange(!captionsOn);
          return announce(captionsOn ? 'Captions off' : 'Captions on');
        case 'rateStep': {
          const rate = steppedRate(playbackRate, action.step);
          onPlaybackRateChange(rate);
          return announce(`Speed ${rateLabel(rate)}`);
        }
      }
    },
    [videoRef],
  );
}
