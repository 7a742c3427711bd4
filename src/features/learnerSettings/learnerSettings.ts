import {
  DEFAULT_LEARNER_SETTINGS,
  PLAYBACK_RATE_RANGE,
  READING_MODES,
  WEEKLY_GOAL_MAX_MINUTES,
} from '../../config/constants';
import type { Tables } from '../../types/database';

/** The reader's page colours (docs/product.md#the-reader-is-a-study-tool). */
export type ReadingMode = (typeof READING_MODES)[number];

export const isReadingMode = (value: unknown): value is ReadingMode =>
  (READING_MODES as readonly unknown[]).includes(value);

/**
 * The player's settings, the reader's page colours and the weekly goal, kept with the account (docs/product.md#the-player-remembers-the-learners-choices)
 * and on the device, so the player starts with them offline. Everything here is pure.
 */
export interface LearnerSettings {
  /** 0.5× to 2×. */
  playbackRate: number;
  captionsOn: boolean;
  /** Minutes of reading and watching a week the learner aims for; 0 means no goal. */
  weeklyGoalMinutes: number;
  readingMode: ReadingMode;
}

export const defaultLearnerSettings: LearnerSettings = { ...DEFAULT_LEARNER_SETTINGS };

export function toLearnerSettings(
  row: Pick<Tables<'learner_settings'>, 'playback_rate' | 'captions_on' | 'weekly_goal_minutes' | 'reading_mode'>,
): LearnerSettings {
  return {
    playbackRate: Number(row.playback_rate),
    captionsOn: row.captions_on,
    weeklyGoalMinutes: row.weekly_goal_minutes,
    readingMode: isReadingMode(row.reading_mode) ? row.reading_mode : DEFAULT_LEARNER_SETTINGS.readingMode,
  };
}

/** A speed the player may take: within 0.5× and 2× (the table refuses anything else). */
export function playbackRateWithinRange(rate: number): number {
  if (!Number.isFinite(rate)) return DEFAULT_LEARNER_SETTINGS.playbackRate;
  return Math.min(PLAYBACK_RATE_RANGE.max, Math.max(PLAYBACK_RATE_RANGE.min, rate));
}

/** What a typed weekly goal is: minutes, or why it is not one, in the product's words. */
export type WeeklyGoalInput = { minutes: number; problem?: undefined } | { problem: string; minutes?: undefined };

export function readWeeklyGoal(typed: string): WeeklyGoalInput {
  const text = typed.trim();
  if (text === '') return { problem: 'Enter your weekly goal in minutes.' };
  if (!/^\d+$/.test(text)) return { problem: 'Enter the goal as a whole number of minutes, such as 90.' };
  const minutes = Number(text);
  if (minutes > WEEKLY_GOAL_MAX_MINUTES) {
    return { problem: `A week has ${WEEKLY_GOAL_MAX_MINUTES.toLocaleString('en')} minutes: enter a goal up to that.` };
  }
  return { minutes };
}
