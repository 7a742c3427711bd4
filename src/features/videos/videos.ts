import { VIDEO_FALLBACK_LESSONS, VIDEO_FALLBACK_RATING } from '../../config/constants';
import type { VideoRow } from '../../types/database';
import { coverUrl } from '../products/products';

/** A video course, as its card and its page show it (its lessons are in the lessons slice, features/courses). */
export interface Video {
  id: number;
  name: string;
  category: string;
  premium: boolean;
  /** What a buyer pays for the course (docs/product.md#prices-come-from-the-data); 0 means free. */
  price: number;
  /** The thumbnail's absolute address, or null. */
  image: string | null;
  shortDescription: string | null;
  lessons: number | null;
  rating: number | null;
  /** ISO timestamp. */
  createdAt: string;
}

/**
 * The videos table's column names used in queries; with `toVideo`, the only
 * place they are spelled. The list runs newest first, the id breaking ties
 * (the keyset its pages follow, lib/keysetPages.ts, served by the table's indexes).
 */
export const videoColumn = {
  id: 'ID',
  category: 'Categories',
  createdAt: 'created_at',
} as const satisfies Record<string, keyof VideoRow>;

export type VideoBadge = 'Premium' | 'Free';

/** docs/product.md#video-badges-say-what-they-mean: premium videos say Premium, the others Free (the observed product's cards had it the wrong way round). */
export const videoBadge = (video: Pick<Video, 'premium'>): VideoBadge => (video.premium ? 'Premium' : 'Free');

/** docs/product.md#real-figures-before-fixed-ones: the video's own rating, else the observed product's fixed 4.9. */
export const videoRating = (video: Pick<Video, 'rating'>): number => video.rating ?? VIDEO_FALLBACK_RATING;

/** docs/product.md#real-figures-before-fixed-ones: the video's own lesson count, else the observed product's fixed 12. */
export const videoLessons = (video: Pick<Video, 'lessons'>): number =>
  video.lessons != null && video.lessons > 0 ? video.lessons : VIDEO_FALLBACK_LESSONS;

/**
 * "12 lessons": a course is made of lessons, and its thumbnail says so in the
 * same words (server/src/seed/plan.ts). The video's own count, else the
 * fallback 12; one reads "1 lesson". The card and the course page say it alike.
 */
export function lessonCountLabel(video: Pick<Video, 'lessons'>): string {
  const lessons = videoLessons(video);
  return `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;
}

export function toVideo(row: VideoRow): Video {
  return {
    id: Number(row.ID),
    name: row.Name,
    category: row.Categories,
    premium: row.Premium,
    // A Postgres numeric may reach a client as a string, as products' prices do (products.ts, toProduct).
    price: Number(row.Price),
    image: coverUrl(row.Images),
    shortDescription: row.Short_Description,
    lessons: row.Lessons == null ? null : Number(row.Lessons),
    rating: row.Rating == null ? null : Number(row.Rating),
    createdAt: row.created_at,
  };
}

/** Which videos the videos screen lists: one category, or all; a page at a time (getVideos). */
export interface VideoQuery {
  /** Exactly this category; none or "All" means every one. */
  category?: string;
  pageSize?: number;
}

/** Videos per request: the whole seeded category fits, a large catalogue is still paged (docs/product.md#load-what-the-screen-shows). */
export const VIDEO_PAGE_SIZE = 60;
