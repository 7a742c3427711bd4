import {
  Captions,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { Ref } from 'react';
import { PLAYBACK_RATES } from '../../config/constants';
import { IconButton } from '../../shared/ui/IconButton';
import type { Chapter } from './chapters';
import { KEEPS_ARROWS_ATTRIBUTE, type PlayerAction } from './playerKeys';
import { rateLabel } from './playerSettings';
import { SeekSlider } from './SeekSlider';
import { clockTime } from '../../lib/clockTime';
import type { MediaState } from './useLessonMedia';

/** A mode the browser may or may not offer (full screen, picture in picture), and whether it is on. */
interface Mode {
  supported: boolean;
  on: boolean;
  toggle: () => void;
}

interface ControlBarProps {
  media: MediaState;
  chapters: readonly Chapter[];
  playbackRate: number;
  onPlaybackRateChange: (rate: number) => void;
  /** Null when the lesson has no captions (the button is not shown). */
  captionsOn: boolean | null;
  fullscreen: Mode;
  pictureInPicture: Mode;
  run: (action: PlayerAction) => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  playButtonRef: Ref<HTMLButtonElement>;
}

/** The speeds offered: the player's, and a speed set elsewhere that is not one of them, so the list shows it. */
const ratesWith = (rate: number) => [...new Set<number>([...PLAYBACK_RATES, rate])].sort((a, b) => a - b);

/** Mute and the volume slider, whose arrows are its own (Up and Down are the player's volume keys too). */
function VolumeControls({ media, run, onVolume }: Pick<ControlBarProps, 'media' | 'run' | 'onVolume'>) {
  const silent = media.muted || media.volume === 0;
  return (
    <>
      <IconButton
        label={silent ? 'Unmute' : 'Mute'}
        aria-keyshortcuts="M"
        icon={silent ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        onClick={() => run({ type: 'toggleMute' })}
      />
      <input
        className="control-bar__volume"
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={media.muted ? 0 : media.volume}
        aria-label="Volume"
        aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
        {...{ [KEEPS_ARROWS_ATTRIBUTE]: '' }}
        onChange={(event) => onVolume(Number(event.target.value))}
      />
    </>
  );
}

/** The speeds, as a list to choose from (its keys are its own while it has the focus). */
function SpeedSelect({
  playbackRate,
  onPlaybackRateChange,
}: Pick<ControlBarProps, 'playbackRate' | 'onPlaybackRateChange'>) {
  return (
    <label className="control-bar__speed">
      <span className="visually-hidden">Speed</span>
      <select
        value={playbackRate}
        aria-keyshortcuts="Shift+Comma Shift+Period"
        onChange={(event) => onPlaybackRateChange(Number(event.target.value))}
      >
        {ratesWith(playbackRate).map((rate) => (
          <option key={rate} value={rate}>
            {rateLabel(rate)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The player's controls: real buttons named for what they do (a toggle's state is its aria-pressed or its
 * name), labelled sliders and a list of speeds, each with its key (aria-keyshortcuts, playerKeys.ts).
 */
export function ControlBar({
  media,
  chapters,
  playbackRate,
  onPlaybackRateChange,
  captionsOn,
  fullscreen,
  pictureInPicture,
  run,
  onSeek,
  onVolume,
  playButtonRef,
}: ControlBarProps) {
  const playLabel = media.playing ? 'Pause' : media.ended ? 'Play again' : 'Play';
  return (
    <div className="control-bar">
      <SeekSlider position={media.position} duration={media.duration} chapters={chapters} onSeek={onSeek} />
      <div className="control-bar__row">
        <IconButton
          ref={playButtonRef}
          label={playLabel}
          aria-keyshortcuts="K Space"
          icon={media.playing ? <Pause aria-hidden /> : media.ended ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
          onClick={() => run({ type: 'togglePlay' })}
        />
        <VolumeControls media={media} run={run} onVolume={onVolume} />
        <span className="control-bar__time">
          {clockTime(media.position)} / {clockTime(media.duration)}
        </span>
        <span className="control-bar__gap" />
        <SpeedSelect playbackRate={playbackRate} onPlaybackRateChange={onPlaybackRateChange} />
        {captionsOn !== null && (
          <IconButton
            label="Captions"
            aria-pressed={captionsOn}
            aria-keyshortcuts="C"
            icon={<Captions aria-hidden />}
            onClick={() => run({ type: 'toggleCaptions' })}
          />
        )}
        {pictureInPicture.supported && (
          <IconButton
            className="control-bar__picture-in-picture"
            label="Picture in picture"
            aria-pressed={pictureInPicture.on}
            icon={<PictureInPicture2 aria-hidden />}
            onClick={pictureInPicture.toggle}
          />
        )}
        {fullscreen.supported && (
          <IconButton
            label={fullscreen.on ? 'Exit full screen' : 'Full screen'}
            aria-keyshortcuts="F"
            icon={fullscreen.on ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
            onClick={fullscreen.toggle}
          />
        )}
      </div>
    </div>
  );
}
