import { playbackRateWithinRange, readWeeklyGoal, toLearnerSettings } from './learnerSettings';

describe('a weekly goal as typed', () => {
  test.each([
    ['90', { minutes: 90 }],
    [' 150 ', { minutes: 150 }],
    ['0', { minutes: 0 }],
    ['10080', { minutes: 10080 }],
    ['', { problem: 'Enter your weekly goal in minutes.' }],
    ['1.5', { problem: 'Enter the goal as a whole number of minutes, such as 90.' }],
    ['-5', { problem: 'Enter the goal as a whole number of minutes, such as 90.' }],
    ['an hour', { problem: 'Enter the goal as a whole number of minutes, such as 90.' }],
    ['10081', { problem: 'A week has 10,080 minutes: enter a goal up to that.' }],
  ])('%p → %p', (typed, expected) => {
    expect(readWeeklyGoal(typed)).toEqual(expected);
  });
});

test('the player’s speed stays between 0.5× and 2×', () => {
  expect(playbackRateWithinRange(1.25)).toBe(1.25);
  expect(playbackRateWithinRange(3)).toBe(2);
  expect(playbackRateWithinRange(0.1)).toBe(0.5);
  expect(playbackRateWithinRange(Number.NaN)).toBe(1);
});

test('a learner_settings row becomes the settings (numeric columns may arrive as strings)', () => {
  const row = {
    playback_rate: '1.50' as unknown as number,
    captions_on: true,
    weekly_goal_minutes: 90,
    reading_mode: 'sepia',
  };
  expect(toLearnerSettings(row)).toEqual({
    playbackRate: 1.5,
    captionsOn: true,
    weeklyGoalMinutes: 90,
    readingMode: 'sepia',
  });
});

test('a reading mode this release does not know reads as the light page', () => {
  const row = { playback_rate: 1, captions_on: false, weekly_goal_minutes: 60, reading_mode: 'neon' };
  expect(toLearnerSettings(row).readingMode).toBe('light');
});
