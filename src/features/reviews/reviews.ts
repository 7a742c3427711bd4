import type { Json, ReviewRow, Tables } from '../../types/database';
import type { Subject, SubjectKind } from '../../types/subject';

/** A review row of either table: an ebook's ("Reviews") or a course's (course_reviews). */
export type AnyReviewRow = ReviewRow | Tables<'course_reviews'>;

/** The author card stored with each review (filled server-side from the author's account). */
export interface ReviewUserInfo {
  uid: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
}

/** Who wrote a review, as the server recorded it from the author's account. */
export interface ReviewAuthor {
  name: string;
  email: string | null;
  avatarUrl: string | null;
}

export interface Review {
  id: number;
  /** The ebook or the course it reviews. */
  subject: Subject;
  content: string;
  userId: string;
  author: ReviewAuthor;
  /** ISO timestamp. */
  createdAt: string;
  /** When its author last changed the text (ISO timestamp), or null if never. */
  editedAt: string | null;
}

/** Whose review of which ebook or course: the reader's own review is asked for by both. */
export interface OwnReviewArg {
  subject: Subject;
  userId: string;
}

/**
 * What a signed-in reader sends: the text, and the ebook or course. The server takes the
 * author from the account; the reader's id only says whose review box shows it.
 */
export interface NewReview extends OwnReviewArg {
  content: string;
}

/** The reader's new text for their own review. */
export interface ReviewEdit {
  review: Review;
  content: string;
}

/** The name shown on a review: the author's full name, else the part of the email before the @. */
function authorName(info: Partial<ReviewUserInfo> | null | undefined): string {
  const fullName = info?.full_name?.trim();
  if (fullName) return fullName;
  const mailbox = info?.email?.split('@')[0]?.trim();
  return mailbox || 'Anonymous';
}

/**
 * The card's string fields. `user_info` is jsonb, typed only as Json: the
 * trigger writes the card, but a field that is missing or not a string reads
 * as absent rather than being trusted.
 */
function readUserInfo(json: Json): Partial<ReviewUserInfo> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  const info: Partial<Record<keyof ReviewUserInfo, string>> = {};
  for (const key of ['uid', 'email', 'full_name', 'avatar_url'] as const) {
    const value = json[key];
    if (typeof value === 'string') info[key] = value;
  }
  return info;
}

export function toReview(row: AnyReviewRow): Review {
  const info = readUserInfo(row.user_info);
  return {
    id: Number(row.id),
    subject:
      'product_id' in row
        ? { kind: 'ebook', id: Number(row.product_id) }
        : { kind: 'course', id: Number(row.course_id) },
    content: row.content,
    userId: row.user_id,
    author: { name: authorName(info), email: info.email ?? null, avatarUrl: info.avatar_url ?? null },
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/**
 * A short mark for a reviewer, made from their account id (which the server assigns and
 * nobody chooses): names are free text, so two reviewers may share one, but not a mark.
 * FNV-1a over the id, four base-36 characters: enough to tell reviewers of one product
 * apart at a glance, not a proof of identity.
 */
export function reviewerMark(userId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).toUpperCase().padStart(4, '0');
}

/** Spec section 5: a review of only blanks is never sent. */
export const isBlankReview = (content: string): boolean => content.trim() === '';

/** Reviews fetched at a time: a product with many reviews pages them, newest first. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * The reviews tables' column names used in queries; with `toReview` and REVIEW_TABLES, the only
 * place they are spelled. An ebook's or a course's reviews run newest first, the id
 * breaking ties (the keyset its pages follow, lib/keysetPages.ts).
 */
export const reviewColumn = {
  id: 'id',
  userId: 'user_id',
  createdAt: 'created_at',
} as const satisfies Record<string, keyof ReviewRow & keyof Tables<'course_reviews'>>;

/** Where each kind's reviews are kept, and the column that names what they review. */
export const REVIEW_TABLES = {
  ebook: { table: 'Reviews', column: 'product_id' },
  course: { table: 'course_reviews', column: 'course_id' },
} as const satisfies Record<SubjectKind, { table: string; column: string }>;

/** What the reader calls the thing reviewed, in the box's messages ("this book", "this course"). */
export const reviewedThing = (kind: SubjectKind): string => (kind === 'ebook' ? 'book' : 'course');

/** The day a review was written, as readers read dates ("Mar 1, 2026"), in their own time zone. */
export function formatReviewDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(date);
}
