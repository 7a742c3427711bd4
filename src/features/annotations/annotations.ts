import type { Tables } from '../../types/database';

/**
 * A reader's highlights, notes and bookmarks (docs/product.md#the-reader-is-a-study-tool): what one is, and the rule
 * that decides between two copies of it (this device's and the server's, or two devices').
 */

/** The four colours a highlight comes in; each is drawn as `::highlight(reader-<colour>)` (Annotations.css). */
export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];

/** The lengths the server refuses beyond (20261129000200_book_annotations.sql); the fields stop there. */
export const NOTE_MAX_LENGTH = 5000;
export const QUOTE_MAX_LENGTH = 2000;

/**
 * How often an open book asks for changes made on the reader's other devices, besides when the window regains
 * the focus and when the network returns. The local backend has no Realtime, so this is a poll
 * (docs/product.md#the-reader-is-a-study-tool).
 */
export const ANNOTATIONS_POLL_MS = 30_000;

interface AnnotationBase {
  /** Chosen on the device (a uuid), so one made offline has its id before the server sees it. */
  id: string;
  productId: number;
  page: number;
  note: string;
  /** When it was made, and when the reader last changed it (colour, note, deletion): ISO times. */
  createdAt: string;
  updatedAt: string;
  /** A deletion is kept (a tombstone), so an older copy that arrives later cannot bring it back. */
  deletedAt: string | null;
}

export interface Highlight extends AnnotationBase {
  kind: 'highlight';
  start: number;
  end: number;
  /** The text highlighted, as it was on the page. */
  text: string;
  colour: HighlightColour;
}

export interface Bookmark extends AnnotationBase {
  kind: 'bookmark';
}

export type Annotation = Highlight | Bookmark;

export const isHighlightColour = (value: unknown): value is HighlightColour =>
  HIGHLIGHT_COLOURS.includes(value as HighlightColour);

/** A row of book_annotations as the app keeps it. */
export function toAnnotation(row: Tables<'book_annotations'>): Annotation {
  const base: AnnotationBase = {
    id: row.id,
    productId: Number(row.product_id),
    page: row.page,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
  if (row.kind === 'bookmark') return { ...base, kind: 'bookmark' };
  return {
    ...base,
    kind: 'highlight',
    start: row.start_offset ?? 0,
    end: row.end_offset ?? 0,
    text: row.quoted_text,
    colour: isHighlightColour(row.colour) ? row.colour : 'yellow',
  };
}

/** What a copy says, for telling two copies of the same time apart in the same way on every device. */
const contentOf = (annotation: Annotation) =>
  JSON.stringify([annotation.note, annotation.kind === 'highlight' ? annotation.colour : '']);

/**
 * Which of two copies of one annotation stands: the newer change wins; at the same time a deletion wins (a copy no
 * newer than a deletion never undoes it); two live copies of the same time are told apart by what they say, so
 * every device picks the same one whichever order they arrive in.
 */
export function mergeAnnotation(a: Annotation, b: Annotation): Annotation {
  const aTime = Date.parse(a.updatedAt);
  const bTime = Date.parse(b.updatedAt);
  if (aTime !== bTime) return aTime > bTime ? a : b;
  if ((a.deletedAt === null) !== (b.deletedAt === null)) return a.deletedAt !== null ? a : b;
  return contentOf(a) >= contentOf(b) ? a : b;
}

/** Whether two copies say the same thing at the same time (the server's answer to a save is the save). */
export const sameChange = (a: Annotation, b: Annotation): boolean =>
  Date.parse(a.updatedAt) === Date.parse(b.updatedAt) &&
  (a.deletedAt === null) === (b.deletedAt === null) &&
  contentOf(a) === contentOf(b);

/** A book's live annotations in reading order: by page, then where on the page (a bookmark first). */
export function inReadingOrder(annotations: readonly Annotation[]): Annotation[] {
  const place = (annotation: Annotation) => (annotation.kind === 'highlight' ? annotation.start : -1);
  return annotations
    .filter((annotation) => annotation.deletedAt === null)
    .sort((a, b) => a.page - b.page || place(a) - place(b) || a.createdAt.localeCompare(b.createdAt));
}

const isWhole = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= least;
const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An annotation as the device stored it (app/learnerSlicesValid.ts drops a stored state with anything else). */
export function isStoredAnnotation(value: unknown): value is Annotation {
  if (!isRecordLike(value)) return false;
  const common =
    typeof value.id === 'string' &&
    isWhole(value.productId, 1) &&
    isWhole(value.page, 1) &&
    typeof value.note === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.updatedAt === 'string' &&
    (value.deletedAt === null || typeof value.deletedAt === 'string');
  if (!common) return false;
  if (value.kind === 'bookmark') return true;
  return (
    value.kind === 'highlight' &&
    isWhole(value.start, 0) &&
    isWhole(value.end, 0) &&
    typeof value.text === 'string' &&
    isHighlightColour(value.colour)
  );
}
