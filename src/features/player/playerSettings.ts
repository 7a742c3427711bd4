import { PLAYBACK_RATES } from '../../config/constants';

/**
 * The speed one step slower (-1) or faster (1) than `rate` among PLAYBACK_RATES, staying at the slowest and
 * the fastest. A rate between two of them (set on another device or by hand) steps to the next one its way.
 */
export function steppedRate(rate: number, step: -1 | 1): number {
  const rates: readonly number[] = PLAYBACK_RATES;
  const next =
    step > 0 ? rates.find((candidate) => candidate > rate) : rates.filter((candidate) => candidate < rate).at(-1);
  return next ?? (step > 0 ? rates.at(-1)! : rates[0]!);
}

/** A speed as the player names it: 1×, 1.25×, 0.5×. */
export const rateLabel = (rate: number) => `${rate}×`;

/** A volume kept between silent (0) and full (1), rounded so ten steps up from 0 make exactly 1. */
export function clampedVolume(volume: number): number {
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}

/** Where a seek lands: within the lesson, whatever the key or the slider asked. */
export function clampedTime(seconds: number, duration: number): number {
  const end = Number.isFinite(duration) ? duration : 0;
  return Math.min(end, Math.max(0, seconds));
}
