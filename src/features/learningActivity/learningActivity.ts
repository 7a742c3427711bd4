import { READING_ACTIVE_FOR_MS } from '../../config/constants';

/**
 * Learning minutes (docs/product.md#learning-minutes-are-counted-once): the minutes of the clock in which the
 * learner was reading or watching, kept on the device until sent, and what the app makes of the server's
 * summary: the streak and the week against the goal. Everything here is pure.
 */

export type LearningKind = 'read' | 'watch';

/** One day of the learner's own calendar, as learning_summary answers it. */
export interface LearningDay {
  /** The local day, YYYY-MM-DD. */
  day: string;
  readMinutes: number;
  watchMinutes: number;
  /** Distinct minutes read or watched (a minute both read and watched counts once). */
  totalMinutes: number;
}

const MINUTE_MS = 60_000;

/** The start of the UTC minute a moment falls in, as the server keys it (ISO). */
export const minuteStart = (at: number): string => new Date(Math.floor(at / MINUTE_MS) * MINUTE_MS).toISOString();

/**
 * The minutes an activity at `at` counts for: its own, and those between it and the previous one (`lastAt`)
 * that began while the learner was still active (a page turn counts for the minute after it: someone reading a
 * long page is still reading).
 */
export function minutesOfActivity(lastAt: number | null, at: number): string[] {
  const own = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const minutes: string[] = [];
  if (lastAt !== null && lastAt < at) {
    const activeUntil = lastAt + READING_ACTIVE_FOR_MS;
    for (let start = Math.floor(lastAt / MINUTE_MS) * MINUTE_MS + MINUTE_MS; start < own; start += MINUTE_MS) {
      if (start > activeUntil) break;
      minutes.push(new Date(start).toISOString());
    }
  }
  minutes.push(new Date(own).toISOString());
  return minutes;
}

/** The queued minutes with `more` added: each minute once, in order. */
export function withMinutes(queued: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...queued, ...more])].sort();
}

/** The local day (YYYY-MM-DD) a moment falls on in a time zone. */
export function localDay(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The streak: consecutive local days with at least one minute, ending today, or yesterday when today has none
 * yet (today is not over: the streak is not broken until it is).
 */
export function streakDays(days: readonly LearningDay[], today: string): number {
  const active = new Set(days.filter((day) => day.totalMinutes > 0).map((day) => day.day));
  let day = active.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

/** The last seven local days, oldest first, ending today; days missing from the answer count as idle. */
export function lastSevenDays(days: readonly LearningDay[], today: string): LearningDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const week: LearningDay[] = [];
  for (let i = 0, day = today; i < 7; i++, day = dayBefore(day)) {
    week.unshift(byDay.get(day) ?? { day, readMinutes: 0, watchMinutes: 0, totalMinutes: 0 });
  }
  return week;
}

export interface WeekAgainstGoal {
  minutes: number;
  goal: number;
  /** 0..100, for a bar; 100 once the goal is met (or there is no goal and something was done). */
  percent: number;
  reached: boolean;
}

/** The last seven days' minutes against the weekly goal (0: no goal). */
export function weekAgainstGoal(week: readonly LearningDay[], goal: number): WeekAgainstGoal {
  const minutes = week.reduce((sum, day) => sum + day.totalMinutes, 0);
  if (goal <= 0) return { minutes, goal, percent: minutes > 0 ? 100 : 0, reached: false };
  return { minutes, goal, percent: Math.min(100, Math.round((100 * minutes) / goal)), reached: minutes >= goal };
}

export interface LearningSummary {
  streakDays: number;
  /** The last seven days, oldest first, ending today. */
  week: LearningDay[];
  againstGoal: WeekAgainstGoal;
}

/** The streak and the week from the server's summary, whose last day is today in the learner's time zone. */
export function summaryOf(days: readonly LearningDay[], weeklyGoalMinutes: number): LearningSummary {
  const today = days.at(-1)?.day;
  const week = today === undefined ? [] : lastSevenDays(days, today);
  return {
    streakDays: today === undefined ? 0 : streakDays(days, today),
    week,
    againstGoal: weekAgainstGoal(week, weeklyGoalMinutes),
  };
}
