import { BUCKETS } from '../../config/buckets';
import type { Product } from '../products/products';

/** A time-limited link to an ebook's PDF. */
export interface SignedEbookUrl {
  productId: number;
  url: string;
  /** ISO timestamp after which the link no longer works. */
  expiresAt: string;
}

/** Premium files live in the private premium bucket, the rest in the free one (docs/product.md#who-may-do-what). */
export const ebookBucket = (product: Pick<Product, 'premium'>): string =>
  product.premium ? BUCKETS.ebooksPremium : BUCKETS.ebooksFree;

/** The files of one lesson to sign: where they are, in the course's bucket. */
export interface LessonFiles {
  lessonId: number;
  /** Whether the lesson's course is premium: its files are in the premium bucket. */
  premium: boolean;
  videoPath: string;
  captionsPath: string;
  chaptersPath: string | null;
}

/** Time-limited links to a lesson's video, captions and chapters, signed together. */
export interface SignedLessonFiles {
  lessonId: number;
  video: string;
  captions: string;
  chapters: string | null;
  /** ISO timestamp after which the links no longer work. */
  expiresAt: string;
}

/** A premium course's lesson files live in the premium lesson bucket, the rest in the free one, as ebooks do. */
export const lessonBucket = (files: Pick<LessonFiles, 'premium'>): string =>
  files.premium ? BUCKETS.lessonsPremium : BUCKETS.lessonsFree;
