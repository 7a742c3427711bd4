import { useRef } from 'react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { ChapterList } from './ChapterList';
import { ControlBar } from './ControlBar';
import type { LessonPlayerProps } from './lessonPlayerProps';
import { failureMessage } from './mediaFailure';
import { NextLessonOffer } from './NextLessonOffer';
import { useLessonPlayer } from './useLessonPlayer';
import './LessonPlayer.css';

/**
 * A lesson's video in the browser's own <video> element (which streams it in byte ranges), with Mentoria's
 * controls, keys, chapters and the offer of the next lesson. Render it with `key` set to the lesson, so
 * a new lesson starts afresh.
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const { captions, captionsOn, nextLesson, title } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const player = useLessonPlayer(props, { stageRef, videoRef, trackRef, playButtonRef });
  const { media, announcement, countdown, fullscreen, pictureInPicture } = player;
  return (
    <section className="lesson-player" aria-label={`Lesson video: ${title}`} onKeyDown={player.onKeyDown}>
      <div
        ref={stageRef}
        className="lesson-player__stage"
        data-controls={player.controls.visible ? 'shown' : 'hidden'}
        onPointerMove={(event) => event.pointerType === 'mouse' && player.controls.reveal()}
        onPointerLeave={() => media.playing && player.controls.hide()}
      >
        <video
          ref={videoRef}
          className="lesson-player__video"
          src={props.src}
          crossOrigin="anonymous"
          preload="metadata"
          playsInline
          tabIndex={0}
          aria-label={title}
          onPointerUp={player.onVideoPointerUp}
        >
          {captions && (
            <track
              ref={trackRef}
              kind="captions"
              src={captions.src}
              label={captions.label}
              srcLang={captions.srclang}
            />
          )}
        </video>
        {announcement.showing && (
          <span key={announcement.count} className="lesson-player__indicator" aria-hidden="true">
            {announcement.text}
          </span>
        )}
        {media.failureCode !== null && (
          <div className="lesson-player__failure">
            <LoadFailure message={failureMessage(media.failureCode)} onRetry={player.retry} />
          </div>
        )}
        {countdown.phase === 'counting' && nextLesson && (
          <NextLessonOffer
            nextLesson={nextLesson}
            secondsLeft={countdown.secondsLeft}
            onPlayNow={player.playNow}
            onCancel={player.cancelOffer}
          />
        )}
        <ControlBar
          media={media}
          chapters={player.chapters}
          playbackRate={props.playbackRate}
          onPlaybackRateChange={props.onPlaybackRateChange}
          captionsOn={captions ? captionsOn : null}
          fullscreen={{ supported: fullscreen.supported, on: fullscreen.isFullscreen, toggle: fullscreen.toggle }}
          pictureInPicture={{ ...pictureInPicture, on: pictureInPicture.isPictureInPicture }}
          run={player.run}
          onSeek={player.seek}
          onVolume={player.setVolume}
          playButtonRef={playButtonRef}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement.text}
      </p>
      <ChapterList chapters={player.chapters} position={media.position} onSeek={player.seek} />
    </section>
  );
}
