import { inReadingOrder, isStoredAnnotation, mergeAnnotation } from './annotations';
import { aBookmark, aHighlight } from './annotationsTestData';

describe('two copies of one highlight: which stands', () => {
  const older = aHighlight({ note: 'from the phone', updatedAt: '2026-11-28T10:00:00.000Z' });
  const newer = aHighlight({ note: 'from the laptop', updatedAt: '2026-11-28T10:05:00.000Z' });

  test('the newer edit wins, whichever copy arrives first', () => {
    expect(mergeAnnotation(older, newer)).toBe(newer);
    expect(mergeAnnotation(newer, older)).toBe(newer);
  });

  test('a deletion wins over an older edit, so an older copy never brings it back', () => {
    const deleted = aHighlight({ updatedAt: '2026-11-28T10:03:00.000Z', deletedAt: '2026-11-28T10:03:00.000Z' });
    expect(mergeAnnotation(older, deleted)).toBe(deleted);
    expect(mergeAnnotation(deleted, older)).toBe(deleted);
  });

  test('an edit made after a deletion, on a device that had not heard of it, keeps what the reader wrote', () => {
    const deleted = aHighlight({ updatedAt: '2026-11-28T10:03:00.000Z', deletedAt: '2026-11-28T10:03:00.000Z' });
    expect(mergeAnnotation(deleted, newer)).toBe(newer);
  });

  test('at the same time a deletion wins over a copy that is not deleted', () => {
    const time = '2026-11-28T10:05:00.000Z';
    const deleted = aHighlight({ updatedAt: time, deletedAt: time });
    expect(mergeAnnotation(newer, deleted)).toBe(deleted);
    expect(mergeAnnotation(deleted, newer)).toBe(deleted);
  });

  test('two different edits at the same time: every device picks the same one, in either order', () => {
    const pink = aHighlight({ colour: 'pink', updatedAt: newer.updatedAt });
    const picked = mergeAnnotation(newer, pink);
    expect(mergeAnnotation(pink, newer)).toBe(picked);
    expect([newer, pink]).toContain(picked);
  });
});

test('a book’s notes read in order: by page, a bookmark before the highlights of its page, deleted ones left out', () => {
  const later = aHighlight({ id: 'later', page: 5, start: 80 });
  const earlier = aHighlight({ id: 'earlier', page: 5, start: 2 });
  const gone = aHighlight({ id: 'gone', page: 1, deletedAt: '2026-11-28T11:00:00.000Z' });
  const mark = aBookmark({ id: 'mark', page: 5 });
  const first = aHighlight({ id: 'first', page: 2 });
  expect(inReadingOrder([later, earlier, gone, mark, first]).map((one) => one.id)).toEqual([
    'first',
    'mark',
    'earlier',
    'later',
  ]);
});

test('a stored highlight or bookmark is recognised, and anything else is not', () => {
  expect(isStoredAnnotation(aHighlight())).toBe(true);
  expect(isStoredAnnotation(aBookmark())).toBe(true);
  expect(isStoredAnnotation({ ...aHighlight(), colour: 'red' })).toBe(false);
  expect(isStoredAnnotation({ ...aHighlight(), page: 0 })).toBe(false);
  expect(isStoredAnnotation('highlight')).toBe(false);
});
