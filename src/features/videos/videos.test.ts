import { createTestStore } from '../../testing/createTestStore';
import type { VideoRow } from '../../types/database';
import { receiveVideos } from './receiveVideos';
import { lessonCountLabel, toVideo, videoBadge, videoLessons, videoRating } from './videos';
import { selectVideoById } from './videosSlice';

process.env.VITE_SUPABASE_URL = 'http://backend.test';
process.env.VITE_SUPABASE_ANON_KEY = 'anon-key';

const row = (overrides: Partial<VideoRow> = {}): VideoRow => ({
  ID: 3,
  Name: 'Shopify in a Weekend',
  Categories: 'Shopify',
  Premium: false,
  Price: 0,
  Images: 'videos/0003.svg',
  Short_Description: 'Open a shop.',
  Lessons: 8,
  Rating: 4.4,
  created_at: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

test('a videos row becomes the video the videos screen shows', () => {
  expect(toVideo(row())).toEqual({
    id: 3,
    name: 'Shopify in a Weekend',
    category: 'Shopify',
    premium: false,
    price: 0,
    image: 'http://backend.test/storage/v1/object/public/covers/videos/0003.svg',
    shortDescription: 'Open a shop.',
    lessons: 8,
    rating: 4.4,
    createdAt: '2026-02-01T00:00:00.000Z',
  });
});

test('a premium course costs its own price, even when the server sends the number as text', () => {
  expect(toVideo(row({ Premium: true, Price: '39.00' as unknown as number })).price).toBe(39);
});

test('rows cross into the videos slice once, and the answer keeps only their ids, in the server’s order', () => {
  const store = createTestStore();
  expect(receiveVideos(store.dispatch, [row({ ID: 5 }), row({ ID: 3 })])).toEqual([5, 3]);
  expect(receiveVideos(store.dispatch, [row({ ID: 3, Rating: 4.9 })])).toEqual([3]);
  expect(store.getState().videos.ids).toEqual([5, 3]);
  expect(selectVideoById(store.getState(), 3)?.rating).toBe(4.9);
});

describe('the badge (docs/product.md#video-badges-say-what-they-mean)', () => {
  test('a premium video reads Premium', () => {
    expect(videoBadge({ premium: true })).toBe('Premium');
  });

  test('any other video reads Free', () => {
    expect(videoBadge({ premium: false })).toBe('Free');
  });
});

describe('real figures before fixed ones (docs/product.md#real-figures-before-fixed-ones)', () => {
  test('a video shows its own rating and lesson count', () => {
    expect(videoRating({ rating: 4.1 })).toBe(4.1);
    expect(videoLessons({ lessons: 5 })).toBe(5);
  });

  test('without them it shows the fallback figures, 4.9 and 12 videos', () => {
    expect(videoRating({ rating: null })).toBe(4.9);
    expect(videoLessons({ lessons: null })).toBe(12);
    expect(videoLessons({ lessons: 0 })).toBe(12);
  });
});

describe('the lesson count on a card', () => {
  test('reads "{n} lessons" from the video\'s own count', () => {
    expect(lessonCountLabel({ lessons: 8 })).toBe('8 lessons');
  });

  test('falls back to "12 lessons"', () => {
    expect(lessonCountLabel({ lessons: null })).toBe('12 lessons');
  });

  test('one lesson is "1 lesson"', () => {
    expect(lessonCountLabel({ lessons: 1 })).toBe('1 lesson');
  });
});
