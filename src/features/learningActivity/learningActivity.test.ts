import {
  lastSevenDays,
  localDay,
  minuteStart,
  minutesOfActivity,
  streakDays,
  summaryOf,
  weekAgainstGoal,
  withMinutes,
  type LearningDay,
} from './learningActivity';

const T = Date.parse('2026-11-22T10:00:00.000Z');
const s = (seconds: number) => T + seconds * 1000;
const minute = (m: number) => new Date(T + m * 60_000).toISOString();

describe('the minutes a page turn or playback counts for', () => {
  test('an activity counts for the UTC minute it falls in', () => {
    expect(minuteStart(s(42))).toBe('2026-11-22T10:00:00.000Z');
    expect(minutesOfActivity(null, s(42))).toEqual([minute(0)]);
  });

  test('a page turned less than a minute after the last one bridges the minute between them', () => {
    // Turned at 10:00:50 and again at 10:02:10: at 10:01:00–10:01:50 the last turn was within a minute.
    expect(minutesOfActivity(s(50), s(130))).toEqual([minute(1), minute(2)]);
  });

  test('a long pause counts only the minute the last turn reached into, not the idle ones after it', () => {
    // Turned at 10:00:10: still reading at 10:01:05, idle from 10:01:10 until the next turn at 10:05:00.
    expect(minutesOfActivity(s(10), s(300))).toEqual([minute(1), minute(5)]);
  });

  test('the same minute recorded twice on the device is queued once', () => {
    expect(withMinutes([minute(1), minute(0)], [minute(1), minute(2)])).toEqual([minute(0), minute(1), minute(2)]);
  });
});

const day = (date: string, totalMinutes: number): LearningDay => ({
  day: date,
  readMinutes: totalMinutes,
  watchMinutes: 0,
  totalMinutes,
});

describe('the streak', () => {
  test('consecutive days with a minute or more, ending today', () => {
    const days = [day('2026-11-19', 0), day('2026-11-20', 5), day('2026-11-21', 1), day('2026-11-22', 12)];
    expect(streakDays(days, '2026-11-22')).toBe(3);
  });

  test('nothing yet today: the streak ending yesterday still stands', () => {
    expect(streakDays([day('2026-11-20', 5), day('2026-11-21', 3), day('2026-11-22', 0)], '2026-11-22')).toBe(2);
  });

  test('nothing yesterday nor today: no streak', () => {
    expect(streakDays([day('2026-11-20', 30), day('2026-11-21', 0), day('2026-11-22', 0)], '2026-11-22')).toBe(0);
  });

  test('a streak runs across a month’s end', () => {
    expect(streakDays([day('2026-11-30', 2), day('2026-12-01', 4)], '2026-12-01')).toBe(2);
  });
});

describe('the week against the weekly goal', () => {
  const week = lastSevenDays([day('2026-11-16', 500), day('2026-11-20', 30), day('2026-11-22', 15)], '2026-11-22');

  test('the last seven days end today, oldest first, idle days at 0', () => {
    expect(week.map((d) => [d.day, d.totalMinutes])).toEqual([
      ['2026-11-16', 500],
      ['2026-11-17', 0],
      ['2026-11-18', 0],
      ['2026-11-19', 0],
      ['2026-11-20', 30],
      ['2026-11-21', 0],
      ['2026-11-22', 15],
    ]);
  });

  test('minutes this week against the goal, not yet reached', () => {
    expect(weekAgainstGoal(week.slice(4), 60)).toEqual({ minutes: 45, goal: 60, percent: 75, reached: false });
  });

  test('the goal reached: the bar is full and says so', () => {
    expect(weekAgainstGoal(week, 60)).toEqual({ minutes: 545, goal: 60, percent: 100, reached: true });
  });

  test('no goal (0): the minutes alone', () => {
    expect(weekAgainstGoal(week, 0)).toMatchObject({ minutes: 545, reached: false });
  });
});

test('a day is the learner’s own, in their time zone', () => {
  const lateEvening = Date.parse('2026-11-22T23:30:00.000Z');
  expect(localDay(lateEvening, 'UTC')).toBe('2026-11-22');
  expect(localDay(lateEvening, 'Europe/Paris')).toBe('2026-11-23');
  expect(localDay(lateEvening, 'America/New_York')).toBe('2026-11-22');
});

test('the summary’s last day is today: the streak and the week are counted back from it', () => {
  const summary = summaryOf([day('2026-11-21', 3), day('2026-11-22', 0)], 60);
  expect(summary.streakDays).toBe(1);
  expect(summary.week.at(-1)?.day).toBe('2026-11-22');
  expect(summary.againstGoal).toMatchObject({ minutes: 3, goal: 60 });
  expect(summaryOf([], 60)).toMatchObject({ streakDays: 0, week: [] });
});
