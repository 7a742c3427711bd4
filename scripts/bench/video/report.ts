/**
 * The video section's figures: the lesson player's, each beside the bare <video> element's (median and range
 * of the rounds), and whether the goals hold. Pure functions, so what "as fast" and "flat" mean here are
 * tested on their own.
 */
import { FLAT_HEAP, heapStaysFlat } from '../heap';
import { median, rangeOf, type Figure } from '../figures';

/** One opening of one side, on one network. */
export interface OpeningFigures {
  /** Navigation start to the first frame shown. */
  firstFrameMs: number;
  /** Navigation start to the video's `loadstart` (the element began to load it), null if not seen. */
  loadStartMs: number | null;
  /** From setting currentTime to the next frame shown after `seeked`, playing: playback resumed there. */
  seekMs: number;
  /** Whether the element already had the data there when the seek began. */
  seekTargetBuffered: boolean;
}

export type Network = 'loopback' | 'throttled';
export type SideName = 'player' | 'bare';

/** One round: each side opened on each network. */
export type RoundFigures = Record<SideName, Record<Network, OpeningFigures>>;

/**
 * One soak of the player: the heap after GC once playing (`heapBytes[0]`), then after each of its `minutes` of
 * playback (`heapBytes[m]`), with `seeks` seeks spread across them.
 */
export interface SoakFigures {
  minutes: number;
  seeks: number;
  heapBytes: readonly number[];
}

/** Goal: the player's first frame and its seeks take at most this many times the bare element's. */
export const AS_FAST_SHARE = 1.1;

const NETWORK_WORDS: Record<Network, string> = { loopback: 'loopback', throttled: '1.6 Mbps / 150 ms' };
const MB = 1024 * 1024;
const BARE = 'bare <video>';

/** A figure of the player beside the bare element: the medians of the rounds, their ranges, and the goal if any. */
function besideBare(
  rounds: readonly RoundFigures[],
  name: string,
  read: (opening: OpeningFigures) => number | null,
  network: Network,
  judged: boolean,
): Figure {
  const values = (side: SideName) =>
    rounds.map((round) => read(round[side][network])).filter((value): value is number => value !== null);
  const [player, bare] = [median(values('player')), median(values('bare'))];
  const figure: Figure = {
    section: 'video',
    name: `${name}, ${NETWORK_WORDS[network]}`,
    value: player,
    unit: 'ms',
    reference: { label: BARE, value: bare },
    range: { value: rangeOf(values('player')), reference: rangeOf(values('bare')) },
  };
  if (judged) {
    figure.goal = {
      text: `≤ ${AS_FAST_SHARE} × bare`,
      met: player !== null && bare !== null && player <= AS_FAST_SHARE * bare,
    };
  }
  return figure;
}

/** Says so when a seek found its target already buffered: it measured a seek within the data, not one that waits. */
function bufferedNote(rounds: readonly RoundFigures[], network: Network): string | undefined {
  const count = (side: SideName) => rounds.filter((round) => round[side][network].seekTargetBuffered).length;
  const [player, bare] = [count('player'), count('bare')];
  if (player + bare === 0) return undefined;
  return (
    `${NETWORK_WORDS[network]}: the seek's target was already buffered in ${player} of ${rounds.length} player ` +
    `round(s) and ${bare} of ${rounds.length} bare round(s): there it was a seek within data already loaded`
  );
}

/** The openings' figures: first frame (and what it is made of) and the seek, on each network. */
export function openingFigures(rounds: readonly RoundFigures[]): Figure[] {
  const requested = (opening: OpeningFigures) => opening.loadStartMs;
  const afterRequest = (opening: OpeningFigures) =>
    opening.loadStartMs === null ? null : opening.firstFrameMs - opening.loadStartMs;
  return (['loopback', 'throttled'] as const).flatMap((network) => {
    const seek = besideBare(rounds, 'seek to 70 % until playing there', (opening) => opening.seekMs, network, true);
    const note = bufferedNote(rounds, network);
    return [
      besideBare(rounds, 'first frame', (opening) => opening.firstFrameMs, network, true),
      besideBare(rounds, '  video requested (loadstart)', requested, network, false),
      besideBare(rounds, '  first frame after its request', afterRequest, network, false),
      note ? { ...seek, note } : seek,
    ];
  });
}

/**
 * Where "flat" is judged from: the heap after the first minute of playback when the soak is longer, else once
 * playing. The first minute pays once for what playback needs (V8 compiles the code the player runs on every
 * frame and time update as it gets hot), which no later minute pays again: a leak is the heap going on growing
 * after it.
 */
const baselineMinute = (minutes: number): number => (minutes > 1 ? 1 : 0);
const minuteWords = (minute: number): string => (minute === 0 ? 'once playing' : `after ${minute} min`);

/** The soaks' figures: the heap once playing, after the first minute, and at the end, judged flat (every soak). */
export function soakFigures(soaks: readonly SoakFigures[]): Figure[] {
  const minutes = soaks[0]?.minutes ?? 0;
  const seeks = soaks[0]?.seeks ?? 0;
  const baseline = baselineMinute(minutes);
  const at = (minute: number) => soaks.map((soak) => soak.heapBytes[minute]! / MB);
  const heap = (name: string, minute: number, beside?: number): Figure => ({
    section: 'video',
    name: `player: JS heap ${name}`,
    value: median(at(minute)),
    unit: 'MB',
    ...(beside === undefined ? {} : { reference: { label: minuteWords(beside), value: median(at(beside)) } }),
    range: { value: rangeOf(at(minute)), ...(beside === undefined ? {} : { reference: rangeOf(at(beside)) }) },
  });
  return [
    heap('once playing', 0),
    ...(baseline > 0 ? [heap(`after ${baseline} min of playback`, baseline, 0)] : []),
    {
      ...heap(`after ${minutes} min of playback, ${seeks} seeks`, minutes, baseline),
      goal: {
        text: `flat ${minuteWords(baseline)}: ${FLAT_HEAP.words}, every soak`,
        met:
          soaks.length > 0 &&
          soaks.every((soak) => heapStaysFlat(soak.heapBytes[baseline]!, soak.heapBytes[soak.minutes]!)),
      },
    },
  ];
}
