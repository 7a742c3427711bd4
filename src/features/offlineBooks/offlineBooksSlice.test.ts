import { downloadPercent, formatBytes } from '../../lib/offlineFiles';
import type { AuthState } from '../auth/authSlice';
import { isOfflineBooksState, offlineFileName, type OfflineBookSnapshot } from './offlineBooks';
import {
  offlineBookRemoved,
  offlineBookSaved,
  offlineBooksSlice,
  premiumOfflineBooksForgotten,
  selectIsOfflineCopyShared,
  selectOfflineBook,
  selectOfflineBooks,
} from './offlineBooksSlice';

const book = (productId: number, bucket = 'ebooks-free'): OfflineBookSnapshot => ({
  productId,
  name: `Book ${productId}`,
  image: null,
  category: 'Business',
  contentPath: `books/${productId}.pdf`,
  bucket,
  bytes: 1000,
  savedAt: '2026-11-22T20:00:00.000Z',
});
const reduce = offlineBooksSlice.reducer;
const signedInAs = (id: string | null) => ({ user: id ? ({ id } as AuthState['user']) : null });

describe("a user's offline books", () => {
  it('are listed for that user only, newest first, once each', () => {
    let state = reduce(undefined, offlineBookSaved({ userId: 'alice', book: book(1) }));
    state = reduce(state, offlineBookSaved({ userId: 'alice', book: book(2) }));
    state = reduce(state, offlineBookSaved({ userId: 'alice', book: book(1) }));
    expect(selectOfflineBooks({ offlineBooks: state, auth: signedInAs('alice') }).map((b) => b.productId)).toEqual([
      1, 2,
    ]);
    expect(selectOfflineBooks({ offlineBooks: state, auth: signedInAs('bob') })).toEqual([]);
    expect(selectOfflineBook({ offlineBooks: state, auth: signedInAs(null) }, 1)).toBeUndefined();
  });

  it('lose a book when its copy is removed', () => {
    let state = reduce(undefined, offlineBookSaved({ userId: 'alice', book: book(1) }));
    state = reduce(state, offlineBookRemoved({ userId: 'alice', productId: 1 }));
    expect(selectOfflineBook({ offlineBooks: state, auth: signedInAs('alice') }, 1)).toBeUndefined();
  });

  it('lose their premium books at sign-out and keep their free ones', () => {
    let state = reduce(undefined, offlineBookSaved({ userId: 'alice', book: book(1) }));
    state = reduce(state, offlineBookSaved({ userId: 'alice', book: book(2, 'ebooks-premium') }));
    state = reduce(state, premiumOfflineBooksForgotten('alice'));
    expect(selectOfflineBooks({ offlineBooks: state, auth: signedInAs('alice') }).map((b) => b.productId)).toEqual([1]);
  });

  it('share a file with another user of the device, which then stays when one removes it', () => {
    let state = reduce(undefined, offlineBookSaved({ userId: 'alice', book: book(1) }));
    expect(selectIsOfflineCopyShared({ offlineBooks: state, auth: signedInAs('alice') }, 1)).toBe(false);
    state = reduce(state, offlineBookSaved({ userId: 'bob', book: book(1) }));
    expect(selectIsOfflineCopyShared({ offlineBooks: state, auth: signedInAs('alice') }, 1)).toBe(true);
  });

  it('survive a reload only in their own shape', () => {
    const state = reduce(undefined, offlineBookSaved({ userId: 'alice', book: book(1) }));
    expect(isOfflineBooksState(JSON.parse(JSON.stringify(state)))).toBe(true);
    expect(isOfflineBooksState({ byUser: { alice: [{ productId: '1' }] } })).toBe(false);
    expect(isOfflineBooksState([])).toBe(false);
  });
});

describe('what the controls show', () => {
  it('names a saved file after the book, without characters file systems refuse', () => {
    expect(offlineFileName('Deep Work: Rules/Focus?')).toBe('Deep Work Rules Focus.pdf');
    expect(offlineFileName('  ')).toBe('ebook.pdf');
  });

  it('shows sizes and progress as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(downloadPercent(50, 200)).toBe(25);
    expect(downloadPercent(50, null)).toBeNull();
  });
});
