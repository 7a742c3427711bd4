import { useEffect, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { Chapter } from './chapters';
import type { LessonPlayerProps } from './lessonPlayerProps';
import { actionOfKey, keepsItsKey, type PlayerAction } from './playerKeys';
import { useAnnouncer } from './useAnnouncer';
import { useControlsVisibility } from './useControlsVisibility';
import { useFullscreen } from './useFullscreen';
import { useLessonMedia } from './useLessonMedia';
import { useNextLessonCountdown } from './useNextLessonCountdown';
import { usePictureInPicture } from './usePictureInPicture';
import { seekTo, setVolume, usePlayerCommands } from './usePlayerCommands';

/** The player's elements the hooks act on. */
export interface PlayerElements {
  stageRef: RefObject<HTMLDivElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  trackRef: RefObject<HTMLTrackElement | null>;
  /** Where the focus goes back to when the next lesson's offer is cancelled. */
  playButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Captions on or off: the track shows, or stays loaded but hidden (so turning them on is instant). */
function showCaptions(track: HTMLTrackElement, on: boolean): void {
  track.track.mode = on ? 'showing' : 'hidden';
}

const NO_CHAPTERS: readonly Chapter[] = [];

/** The lesson player's hooks put together: the element's state, its commands, and what keys and pointers do. */
export function useLessonPlayer(props: LessonPlayerProps, elements: PlayerElements) {
  const { captions, playbackRate, captionsOn, nextLesson, src } = props;
  const { stageRef, videoRef, trackRef, playButtonRef } = elements;
  const { media, retry } = useLessonMedia(videoRef, {
    ...props,
    startAt: props.startAt ?? 0,
    autoPlay: props.autoPlay ?? false,
  });
  const { announcement, announce } = useAnnouncer();
  const fullscreen = useFullscreen(stageRef);
  const pictureInPicture = usePictureInPicture(videoRef);
  const controls = useControlsVisibility(media.playing);
  const { countdown, send } = useNextLessonCountdown(nextLesson);
  const command = usePlayerCommands(videoRef, {
    playbackRate,
    onPlaybackRateChange: props.onPlaybackRateChange,
    captionsOn,
    onCaptionsChange: captions ? props.onCaptionsChange : null,
    toggleFullscreen: fullscreen.toggle,
    announce,
  });
  const run = (action: PlayerAction) => {
    controls.reveal();
    command(action);
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The default survives the element loading a fresh link; the rate itself would not.
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [videoRef, playbackRate, src]);
  const captionsSrc = captions?.src;
  useEffect(() => {
    if (trackRef.current) showCaptions(trackRef.current, captionsOn);
  }, [trackRef, captionsOn, captionsSrc]);
  useEffect(() => {
    send(media.ended ? { type: 'lessonEnded', hasNext: nextLesson !== null } : { type: 'lessonResumed' });
  }, [media.ended, nextLesson, send]);

  const seek = (seconds: number) => videoRef.current && seekTo(videoRef.current, seconds);
  const changeVolume = (volume: number) => videoRef.current && setVolume(videoRef.current, volume);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = actionOfKey(event);
    const kept = event.target instanceof Element && keepsItsKey(event.target, event.key);
    if (!action || kept || event.defaultPrevented) return;
    event.preventDefault();
    run(action);
  };
  // A mouse click plays or pauses; a tap shows the controls, or hides them while the lesson plays.
  const onVideoPointerUp = (event: PointerEvent<HTMLVideoElement>) => {
    if (event.pointerType === 'mouse') run({ type: 'togglePlay' });
    else if (controls.visible && media.playing) controls.hide();
    else controls.reveal();
  };
  const cancelOffer = () => {
    send({ type: 'cancelled' });
    playButtonRef.current?.focus();
  };

  return {
    media,
    retry,
    announcement,
    fullscreen,
    pictureInPicture,
    controls,
    countdown,
    run,
    seek,
    setVolume: changeVolume,
    onKeyDown,
    onVideoPointerUp,
    playNow: () => send({ type: 'playNowChosen' }),
    cancelOffer,
    chapters: props.chapters ?? NO_CHAPTERS,
  };
}
