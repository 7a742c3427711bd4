import type { ReviewRow } from '../../types/database';

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
}

/** What a signed-in reader sends; the server adds who wrote it. */
export interface NewReview {
  productId: number;
  content: string;
}

/** The name shown on a review: the author's full name, else the part of the email before the @. */
function authorName(info: Partial<ReviewRow['user_info']> | null | undefined): string {
  const fullName = info?.full_name?.trim();
  if (fullName) return fullName;
  const mailbox = info?.email?.split('@')[0]?.trim();
  return mailbox || 'Anonymous';
}

export function toReview(row: ReviewRow): Review {
  const info = row.user_info as Partial<ReviewRow['user_info']> | null;
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    content: row.content,
    userId: row.user_id,
    author: { name: authorName(info), email: info?.email ?? null, avatarUrl: info?.avatar_url ?? null },
    createdAt: row.created_at,
  };
}

/** Spec section 5: a review of only blanks is never sent. */
export const isBlankReview = (content: string): boolean => content.trim() === '';

/** Newest first; the id breaks ties between reviews written in the same instant. */
export function newestReviewFirst(a: Review, b: Review): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** A product's reviews: their ids, newest first, and the reviews for the entity store. */
export interface ReviewList {
  productId: number;
  ids: number[];
  /** Read by the reviews slice's matcher; screens select reviews by product instead. */
  reviews: Review[];
}
