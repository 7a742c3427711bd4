import { appMessageOf, isReadsRefreshed } from './messages';

describe('messages from the app', () => {
  it('are understood when well formed and ignored otherwise', () => {
    expect(appMessageOf({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(appMessageOf({ type: 'PAGE_STARTED', extra: 'ignored' })).toEqual({ type: 'PAGE_STARTED' });
    expect(appMessageOf({ type: 'USER_CHANGED', userId: 'u1' })).toEqual({ type: 'USER_CHANGED', userId: 'u1' });
    expect(appMessageOf({ type: 'CLEAR_USER_DATA', userId: 'u1', bucket: 'ebooks-premium' })).toEqual({
      type: 'CLEAR_USER_DATA',
      userId: 'u1',
      bucket: 'ebooks-premium',
    });
    expect(appMessageOf({ type: 'USER_CHANGED', userId: 42 })).toBeNull();
    expect(appMessageOf('SKIP_WAITING')).toBeNull();
    expect(appMessageOf({ type: 'DELETE_EVERYTHING' })).toBeNull();
  });
});

describe('messages from the worker', () => {
  it('tell the app its first reads changed on the server, and nothing else is taken for that', () => {
    expect(isReadsRefreshed({ type: 'READS_REFRESHED' })).toBe(true);
    expect(isReadsRefreshed('READS_REFRESHED')).toBe(false);
    expect(isReadsRefreshed({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isReadsRefreshed(null)).toBe(false);
  });
});
