import './testing/workerGlobals';
import { clearSavedLessonFiles, savedLessonFileKey } from './lessonFileKeys';
import { lessonFileFromSavedCopy } from './caching';
import { FakeCache } from './testing/fakeCache';

const API = 'http://127.0.0.1:54321';
const VIDEO = { bucket: 'lessons-premium', path: '1/intro.webm' };
const FREE_VIDEO = { bucket: 'lessons-free', path: '4/intro.webm' };
const signedLink = (object: typeof VIDEO, token: string) =>
  `${API}/storage/v1/object/sign/${object.bucket}/${object.path}?token=${token}`;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const videoBytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

/** `user` saved the course: its video is in the lessons cache under their key. */
async function savedBy(user: string, cache = new FakeCache(), object = VIDEO) {
  await cache.put(
    savedLessonFileKey(API, object, user),
    new Response(videoBytes, { headers: { 'content-type': 'video/webm', 'content-length': '1000' } }),
  );
  return cache;
}

test("a saved lesson's video plays offline, a seek's byte range cut from the saved copy, whatever the link's token", async () => {
  const cache = await savedBy('alice');
  const request = new Request(signedLink(VIDEO, 'an-expired-token'), { headers: { range: 'bytes=600-699' } });
  const answer = await lessonFileFromSavedCopy(request, cache, 'alice', offline);
  expect(answer.status).toBe(206);
  expect(answer.headers.get('content-range')).toBe('bytes 600-699/1000');
  expect(new Uint8Array(await answer.arrayBuffer())).toEqual(videoBytes.slice(600, 700));
});

test('the same file asked for by its storage path alone is found too', async () => {
  const answer = await lessonFileFromSavedCopy(
    new Request(`${API}/storage/v1/object/${VIDEO.bucket}/${VIDEO.path}`),
    await savedBy('alice'),
    'alice',
    offline,
  );
  expect(answer.status).toBe(200);
  expect((await answer.arrayBuffer()).byteLength).toBe(1000);
});

test("one user's saved lesson is never served to another, nor to nobody", async () => {
  const cache = await savedBy('alice');
  const request = () => new Request(signedLink(VIDEO, 't'), { headers: { range: 'bytes=0-99' } });
  await expect(lessonFileFromSavedCopy(request(), cache, 'bob', offline)).rejects.toThrow('Failed to fetch');
  await expect(lessonFileFromSavedCopy(request(), cache, null, offline)).rejects.toThrow('Failed to fetch');
});

test('a lesson nobody saved goes to the network untouched, and nothing is kept', async () => {
  const cache = new FakeCache();
  const partial = new Response(new Uint8Array(10), { status: 206, headers: { 'content-range': 'bytes 0-9/50' } });
  let sent: Request | undefined;
  const answer = await lessonFileFromSavedCopy(
    new Request(signedLink(VIDEO, 't'), { headers: { range: 'bytes=0-9' } }),
    cache,
    'alice',
    async (request) => {
      sent = request;
      return partial;
    },
  );
  expect(answer).toBe(partial);
  expect(sent?.headers.get('range')).toBe('bytes=0-9');
  expect(cache.entries.size).toBe(0);
});

test("signing out removes that user's premium lessons only: their free ones and other users' stay", async () => {
  const cache = await savedBy('alice');
  await savedBy('alice', cache, FREE_VIDEO);
  await savedBy('bob', cache);
  expect(await clearSavedLessonFiles(cache, 'alice', 'lessons-premium')).toBe(1);
  expect([...cache.entries.keys()].sort()).toEqual(
    [savedLessonFileKey(API, FREE_VIDEO, 'alice'), savedLessonFileKey(API, VIDEO, 'bob')].sort(),
  );
});
