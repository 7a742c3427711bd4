import {
  restCacheKey,
  visitorReadAddress,
  restCacheKeyUser,
  storageObjectKey,
  storageObjectKeyOf,
  storageObjectOf,
} from './cacheKeys';

const API = 'http://127.0.0.1:54321';

describe('the key of a stored object', () => {
  it('is the same for every signed link to one book, whatever its token', () => {
    const morning = `${API}/storage/v1/object/sign/ebooks-premium/books/Deep%20Work.pdf?token=aaa.bbb.ccc`;
    const evening = `${API}/storage/v1/object/sign/ebooks-premium/books/Deep%20Work.pdf?token=xxx.yyy.zzz`;
    expect(storageObjectKeyOf(morning)).toBe(storageObjectKeyOf(evening));
    expect(storageObjectKeyOf(morning)).not.toContain('token');
  });

  it('is the same for the public, authenticated and signed links of one object', () => {
    const keys = ['public', 'authenticated', 'sign'].map((kind) =>
      storageObjectKeyOf(`${API}/storage/v1/object/${kind}/ebooks-free/a/b.pdf?token=t`),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('differs between two books and between two buckets', () => {
    const a = storageObjectKeyOf(`${API}/storage/v1/object/sign/ebooks-free/a.pdf?token=t`);
    const b = storageObjectKeyOf(`${API}/storage/v1/object/sign/ebooks-free/b.pdf?token=t`);
    const c = storageObjectKeyOf(`${API}/storage/v1/object/sign/ebooks-premium/a.pdf?token=t`);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('is what the app computes from the bucket and path it saves a book under', () => {
    const path = 'books/Deep Work (2nd ed).pdf';
    const signed = `${API}/storage/v1/object/sign/ebooks-free/${encodeURI(path)}?token=t`;
    expect(storageObjectKey(API, { bucket: 'ebooks-free', path })).toBe(storageObjectKeyOf(signed));
    expect(storageObjectOf(signed)).toEqual({ bucket: 'ebooks-free', path });
  });

  it('does not exist for URLs that are not stored objects', () => {
    expect(storageObjectKeyOf(`${API}/rest/v1/MentoriaDatabase?select=*`)).toBeNull();
    expect(storageObjectKeyOf(`${API}/storage/v1/object/sign/ebooks-free`)).toBeNull();
    expect(storageObjectKeyOf(`${API}/storage/v1/bucket/ebooks-free`)).toBeNull();
  });
});

describe('the key of a saved REST answer', () => {
  const url = `${API}/rest/v1/Orders?select=*`;

  it('differs between two users, so one never sees the other’s orders', () => {
    const headers = new Headers();
    expect(restCacheKey(url, headers, 'user-1')).not.toBe(restCacheKey(url, headers, 'user-2'));
    expect(restCacheKeyUser(restCacheKey(url, headers, 'user-2'))).toBe('user-2');
  });

  it('differs when PostgREST is asked for one object instead of a list, or for a count', () => {
    const list = restCacheKey(url, new Headers({ accept: 'application/json' }), 'u');
    const single = restCacheKey(url, new Headers({ accept: 'application/vnd.pgrst.object+json' }), 'u');
    const counted = restCacheKey(url, new Headers({ accept: 'application/json', prefer: 'count=exact' }), 'u');
    expect(new Set([list, single, counted]).size).toBe(3);
  });

  it('belongs to nobody when it is not a REST key', () => {
    expect(restCacheKeyUser(`${API}/storage/v1/object/ebooks-free/a.pdf`)).toBeNull();
  });
});

test('a visitor’s read address keeps its query as written and ends with the API key', () => {
  expect(visitorReadAddress('https://abc.supabase.co/', 'k', 'rest/v1/t?select=*&order=a.desc,b.desc&limit=10')).toBe(
    'https://abc.supabase.co/rest/v1/t?select=*&order=a.desc%2Cb.desc&limit=10&apikey=k',
  );
  expect(visitorReadAddress('https://abc.supabase.co', 'k', 'rest/v1/rpc/f')).toBe(
    'https://abc.supabase.co/rest/v1/rpc/f?apikey=k',
  );
});
