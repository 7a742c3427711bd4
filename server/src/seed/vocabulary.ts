/**
 * Curated words per category, combined by the generators into titles,
 * descriptions, chapter titles and body text that read like the category's
 * topic. Plain ASCII on purpose: the PDFs use the standard Helvetica fonts,
 * whose WinAnsi encoding has no room for arbitrary Unicode.
 */
import { FURTHER_TOPICS } from './furtherTopics';
import { LEADING_TOPICS } from './leadingTopics';

export interface Topic {
  /** The category's name as it appears in the migration's categories table. */
  category: string;
  /** What a title calls the subject ("SEO", "Email Marketing"). */
  subject: string;
  /** Who a book is for, as a title ends ("for Local Businesses"). */
  audiences: readonly string[];
  /** Sub-topics: chapter titles, "What's Inside" items and body text. */
  themes: readonly string[];
  /** What a reader learns to do, as a verb phrase ("rank higher in local search"). */
  outcomes: readonly string[];
}

/**
 * Every category's words, in the order of the migration's categories table: the seed gives the
 * first twelve (leadingTopics.ts) most of its ebooks, the others (furtherTopics.ts) one or two each.
 */
export const TOPICS: readonly Topic[] = [...LEADING_TOPICS, ...FURTHER_TOPICS];

/** Shared words for the parts of a book that do not depend on the topic. */
export const EBOOK_TYPES = ['Ebook', 'Guide', 'Workbook', 'Playbook'] as const;
export type EbookType = (typeof EBOOK_TYPES)[number];

export const VIDEO_FORMATS = ['Masterclass', 'Crash Course', 'Workshop', 'Bootcamp', 'Video Course'] as const;
