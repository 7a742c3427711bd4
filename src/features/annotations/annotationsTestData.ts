import type { Bookmark, Highlight } from './annotations';

/** A highlight as the tests need it: made on 28 November 2026, yellow, on page 3, with what is given. */
export const aHighlight = (changes: Partial<Highlight> = {}): Highlight => ({
  id: 'b6a1e3f0-0000-4000-8000-000000000001',
  productId: 7,
  kind: 'highlight',
  page: 3,
  start: 10,
  end: 24,
  text: 'a quoted passage',
  colour: 'yellow',
  note: '',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  deletedAt: null,
  ...changes,
});

export const aBookmark = (changes: Partial<Bookmark> = {}): Bookmark => ({
  id: 'b6a1e3f0-0000-4000-8000-0000000000b1',
  productId: 7,
  kind: 'bookmark',
  page: 5,
  note: '',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  deletedAt: null,
  ...changes,
});
