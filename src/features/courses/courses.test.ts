import {
  courseAccess,
  courseAction,
  courseLengthLabel,
  courseMinutesLabel,
  lessonDurationIso,
  toLesson,
} from './courses';
import { paths } from '../../config/paths';

const free = { price: 0 };
const premium = { price: 39 };

describe("a course's main action (docs/product.md#video-courses-are-watched-in-mentoria)", () => {
  test('a visitor is asked to sign in first, whatever the course costs', () => {
    expect(courseAccess(free, false, false)).toBe('sign-in');
    expect(courseAccess(premium, false, false)).toBe('sign-in');
  });

  test('a premium course the learner has not bought is bought', () => {
    expect(courseAccess(premium, true, false)).toBe('buy');
  });

  test('a free course, or one the learner owns, is watched', () => {
    expect(courseAccess(free, true, false)).toBe('watch');
    expect(courseAccess(premium, true, true)).toBe('watch');
  });
});

describe('what the main button says', () => {
  const learner = { signedIn: true, firstLesson: 1 } as const;

  test('a visitor reads "Sign in to watch"', () => {
    expect(courseAction({ course: premium, signedIn: false, ownership: 'notOwned', firstLesson: 1 })).toEqual({
      kind: 'sign-in',
      label: 'Sign in to watch',
    });
  });

  test('an unowned premium course reads "Buy Now" with its own price', () => {
    expect(courseAction({ ...learner, course: premium, ownership: 'notOwned' })).toEqual({
      kind: 'buy',
      label: 'Buy Now 39$',
    });
    expect(courseAction({ ...learner, course: { price: 9.5 }, ownership: 'notOwned' }).label).toBe('Buy Now 9.50$');
  });

  test('an owned or free course starts at its first lesson', () => {
    expect(courseAction({ ...learner, course: premium, ownership: 'owned' })).toEqual({
      kind: 'watch',
      label: 'Start',
      lessonPosition: 1,
    });
    expect(courseAction({ ...learner, course: free, ownership: 'notOwned', firstLesson: 2 })).toEqual({
      kind: 'watch',
      label: 'Start',
      lessonPosition: 2,
    });
  });

  test('with a lesson to resume, it continues there', () => {
    expect(courseAction({ ...learner, course: premium, ownership: 'owned', resumeLesson: 3 })).toEqual({
      kind: 'watch',
      label: 'Continue lesson 3',
      lessonPosition: 3,
    });
  });

  test('while ownership of a priced course is unknown it waits instead of offering to buy', () => {
    expect(courseAction({ ...learner, course: premium, ownership: 'unknown' })).toEqual({
      kind: 'busy',
      label: 'Checking your library…',
    });
    expect(courseAction({ ...learner, course: free, ownership: 'unknown' }).kind).toBe('watch');
  });

  test('before the session is known it waits instead of asking to sign in', () => {
    expect(courseAction({ course: free, signedIn: false, ownership: 'unknown', firstLesson: 1 }).kind).toBe('busy');
  });
});

describe('lengths', () => {
  test('a lesson reads minutes and seconds, and hours from an hour', () => {
    expect(lessonDurationIso(125.4)).toBe('PT125S');
  });

  test('a course reads its total in whole minutes, at least one', () => {
    expect(courseMinutesLabel(20)).toBe('1 min');
    expect(courseMinutesLabel(170)).toBe('3 min');
    expect(courseMinutesLabel(4800)).toBe('1 h 20 min');
    expect(courseMinutesLabel(7200)).toBe('2 h');
  });

  test('"5 lessons · 3 min": its own count, then the lessons\' total once they are known', () => {
    const lessons = [50, 40, 30, 30, 20].map((durationSeconds) => ({ durationSeconds }));
    expect(courseLengthLabel({ lessons: 5 }, lessons)).toBe('5 lessons · 3 min');
    expect(courseLengthLabel({ lessons: 5 }, null)).toBe('5 lessons');
  });
});

test('a lessons row becomes the lesson the page and the player show', () => {
  expect(
    toLesson({
      id: 11,
      course_id: 3,
      position: 2,
      title: 'Keywords',
      description: null,
      duration_seconds: '61.5' as unknown as number,
      video_path: 'clips/keywords/video.webm',
      captions_path: 'clips/keywords/captions.vtt',
      chapters_path: null,
      created_at: '2026-01-01T00:00:00.000Z',
    }),
  ).toEqual({
    id: 11,
    courseId: 3,
    position: 2,
    title: 'Keywords',
    description: null,
    durationSeconds: 61.5,
    videoPath: 'clips/keywords/video.webm',
    captionsPath: 'clips/keywords/captions.vtt',
    chaptersPath: null,
  });
});

test("a lesson's address names the course and the lesson's place in it, or only the course", () => {
  expect(paths.watch.href(7, 3)).toBe('/watch?id=7&lesson=3');
  expect(paths.watch.href(7)).toBe('/watch?id=7');
});
