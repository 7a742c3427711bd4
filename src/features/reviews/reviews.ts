import type { Json, ReviewRow } from '../../types/database';

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
  productId: number;
  content: string;
  userId: string;
  author: ReviewAuthor;
  /** ISO timestamp. */
  createdAt: string;
  /** When its author last changed the text (ISO timestamp), or null if never. */
  editedAt: string | null;
}

/** Whose review of which product: the reader's own review is asked for by both. */
export interface OwnReviewArg {
  productId: number;
  userId: string;
}

/**
 * What a signed-in reader sends: the text, and the book. The server takes the
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

export function toReview(row: ReviewRow): Review {
  const info = readUserInfo(row.user_info);
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
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
 * The reviews table's column names used in queries; with `toReview`, the only
 * place they are spelled. A product's reviews run newest first, the id
 * breaking ties (the keyset its pages follow, lib/keysetPages.ts).
 */
export const reviewColumn = {
  id: 'id',
  productId: 'product_id',
  userId: 'user_id',
  createdAt: 'created_at',
} as const satisfies Record<string, keyof ReviewRow>;

/** The day a review was written, as readers read dates ("Mar 1, 2026"), in their own time zone. */
export function formatReviewDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(date);
}
