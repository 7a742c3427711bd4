import {
  courseProgressOf,
  lessonsCompletedLabel,
  lessonsCompletedOf,
  mergeLessonPositions,
  reachesCompletion,
  resumeSeconds,
  toLessonPosition,
  type LessonPosition,
} from './lessonProgress';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const at = (lessonId: number, positionSeconds: number, watchedAt: string, over: Partial<LessonPosition> = {}) => ({
  lessonId,
  courseId: 3,
  positionSeconds,
  durationSeconds: 600,
  completed: false,
  device: 'Chrome on Linux',
  watchedAt,
  ...over,
});

describe('merging this device’s place in a lesson with the server’s', () => {
  test('the newer moment wins, even when it is earlier in the lesson', () => {
    expect(mergeLessonPositions(at(1, 400, minutesAgo(10)), at(1, 30, minutesAgo(1)), NOW).positionSeconds).toBe(30);
  });

  test('an older (offline) moment never overwrites a newer one', () => {
    expect(mergeLessonPositions(at(1, 30, minutesAgo(1)), at(1, 400, minutesAgo(10)), NOW).positionSeconds).toBe(30);
  });

  test('a lesson completed on either side stays completed whichever moment wins', () => {
    const completedEarlier = at(1, 590, minutesAgo(10), { completed: true });
    expect(mergeLessonPositions(completedEarlier, at(1, 30, minutesAgo(1)), NOW)).toMatchObject({
      positionSeconds: 30,
      completed: true,
    });
    expect(mergeLessonPositions(at(1, 30, minutesAgo(1)), completedEarlier, NOW).completed).toBe(true);
  });

  test('a moment from a clock a year ahead does not beat an honest later one', () => {
    const ahead = new Date(NOW + 365 * 24 * 3600_000).toISOString();
    const honest = new Date(NOW + 1000).toISOString();
    expect(mergeLessonPositions(at(1, 500, ahead), at(1, 20, honest), NOW).positionSeconds).toBe(20);
  });

  test('the course a position belongs to is kept when the winner does not know it yet', () => {
    const recordedHere = at(1, 40, minutesAgo(1), { courseId: null });
    expect(mergeLessonPositions(at(1, 10, minutesAgo(5)), recordedHere, NOW).courseId).toBe(3);
  });
});

describe('a lesson is completed at 90 %', () => {
  test.each([
    [539, 600, false],
    [540, 600, true],
    [600, 600, true],
    [10, 0, false],
  ])('%d s of %d s: completed %s', (position, duration, completed) => {
    expect(reachesCompletion(position, duration)).toBe(completed);
  });
});

test('a lesson resumes where it was left, but starts over when left on its last seconds', () => {
  expect(resumeSeconds(undefined)).toBe(0);
  expect(resumeSeconds({ positionSeconds: 272, durationSeconds: 600 })).toBe(272);
  expect(resumeSeconds({ positionSeconds: 597, durationSeconds: 600 })).toBe(0);
});

test('a server row becomes a position (numeric columns arrive as numbers or strings)', () => {
  const row = {
    lesson_id: 11,
    course_id: 3,
    position_seconds: '272.5' as unknown as number,
    duration_seconds: 600,
    completed: false,
    device: 'Firefox on Windows',
    watched_at: '2026-11-22T11:00:00+00:00',
  };
  expect(toLessonPosition(row)).toEqual({
    lessonId: 11,
    courseId: 3,
    positionSeconds: 272.5,
    durationSeconds: 600,
    completed: false,
    device: 'Firefox on Windows',
    watchedAt: '2026-11-22T11:00:00+00:00',
  });
});

describe('a course’s progress', () => {
  const lessons = [11, 12, 13, 14];
  const keyed = (...positions: LessonPosition[]) =>
    Object.fromEntries(positions.map((position) => [String(position.lessonId), position]));

  test('never started: nothing completed, it starts at its first lesson', () => {
    expect(courseProgressOf({}, lessons, NOW)).toEqual({
      completedLessonIds: [],
      resumeLesson: { lessonId: 11, positionSeconds: 0 },
      percent: 0,
    });
  });

  test('the last lesson touched is resumed at its moment', () => {
    const positions = keyed(at(11, 600, minutesAgo(30), { completed: true }), at(13, 272, minutesAgo(5)));
    expect(courseProgressOf(positions, lessons, NOW)).toEqual({
      completedLessonIds: [11],
      resumeLesson: { lessonId: 13, positionSeconds: 272 },
      percent: 25,
    });
  });

  test('the last lesson touched is completed: the course goes on at the next one not completed', () => {
    const positions = keyed(
      at(11, 600, minutesAgo(30), { completed: true }),
      at(12, 590, minutesAgo(5), { completed: true }),
      at(13, 100, minutesAgo(60)),
    );
    expect(courseProgressOf(positions, lessons, NOW).resumeLesson).toEqual({ lessonId: 13, positionSeconds: 100 });
  });

  test('the last lesson is completed but an earlier one is not: that one is next', () => {
    const positions = keyed(at(14, 600, minutesAgo(5), { completed: true }));
    expect(courseProgressOf(positions, lessons, NOW).resumeLesson).toEqual({ lessonId: 11, positionSeconds: 0 });
  });

  test('every lesson completed: 100 %, nothing left to resume', () => {
    const positions = keyed(...lessons.map((id) => at(id, 600, minutesAgo(id), { completed: true })));
    expect(courseProgressOf(positions, lessons, NOW)).toMatchObject({ percent: 100, resumeLesson: null });
  });

  test('another course’s lessons do not count', () => {
    const positions = keyed(at(99, 600, minutesAgo(1), { completed: true }));
    expect(courseProgressOf(positions, lessons, NOW)).toMatchObject({ completedLessonIds: [], percent: 0 });
  });
});

test("a course's card counts the lessons completed in it, and nothing for a course never started", () => {
  const positions = {
    '11': at(11, 590, minutesAgo(9), { completed: true }),
    '12': at(12, 30, minutesAgo(5)),
    '21': at(21, 600, minutesAgo(1), { courseId: 4, completed: true }),
  };
  const progress = lessonsCompletedOf(positions, 3, 5);
  expect(progress).toEqual({ completed: 1, of: 5 });
  expect(lessonsCompletedLabel(progress!)).toBe('1 of 5 lessons completed');
  expect(lessonsCompletedOf(positions, 9, 5)).toBeNull();
  expect(lessonsCompletedLabel({ completed: 1, of: 1 })).toBe('1 of 1 lesson completed');
});
