/**
 * Signed links to a lesson's files through the app's real store against the real backend: the storage
 * policies decide who may watch (any signed-in learner for a free course, only its buyers for a premium one),
 * and a link that is given streams the video by byte ranges.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LessonFiles } from '../../src/features/storage/storage';
import { storageApi } from '../../src/features/storage/storageApi';
import { supabase } from '../../src/lib/supabase';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import type { TestBackend } from '../support/backendHarness';
import { signIn, startDataBackend, storePerTest } from '../support/storeHarness';

let t: TestBackend;
let service: SupabaseClient;
const current = storePerTest();

/** The first lesson of the first free and the first premium course, as the app would ask for them. */
let lessons: { free: LessonFiles; premium: LessonFiles & { courseId: number } };

async function firstLesson(premium: boolean) {
  const { data, error } = await service
    .from('course_lessons')
    .select('id, course_id, video_path, captions_path, chapters_path, Videos!inner("Premium")')
    .eq('Videos.Premium', premium)
    .eq('position', 1)
    .order('course_id')
    .limit(1)
    .single();
  if (error) throw new Error(`no ${premium ? 'premium' : 'free'} lesson: ${error.message}`);
  return {
    courseId: Number(data.course_id),
    lessonId: Number(data.id),
    premium,
    videoPath: data.video_path as string,
    captionsPath: data.captions_path as string,
    chaptersPath: data.chapters_path as string | null,
  };
}

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
  lessons = { free: await firstLesson(false), premium: await firstLesson(true) };
});
afterAll(() => t.stop());

const signLessonFiles = (files: LessonFiles) =>
  current().store.dispatch(storageApi.endpoints.getSignedLessonFiles.initiate(files, { forceRefetch: true }));

test("a free course's lesson is signed for a signed-in learner, its video streamed by ranges, its captions WebVTT", async () => {
  await signIn(current().store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const links = await signLessonFiles(lessons.free).unwrap();
  expect(Date.parse(links.expiresAt) - Date.now()).toBeGreaterThan(3500 * 1000);

  const slice = await fetch(links.video, { headers: { range: 'bytes=0-3' } });
  expect(slice.status).toBe(206);
  expect([...new Uint8Array(await slice.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect((await (await fetch(links.captions)).text()).startsWith('WEBVTT')).toBe(true);
});

test('a visitor is refused every lesson', async () => {
  const refused = await signLessonFiles(lessons.free);
  expect(refused.error).toMatchObject({ message: expect.any(String) });
});

test("a premium course's lesson is refused to a learner who has not bought it, and signed once they have", async () => {
  await signIn(current().store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { courseId, ...files } = lessons.premium;
  const refused = await signLessonFiles(files);
  expect(refused.error).toMatchObject({ status: 403, code: 'lesson_refused' });

  const bought = await supabase().rpc('checkout_demo_course', { course_id: courseId });
  expect(bought.error).toBeNull();
  const links = await signLessonFiles(files).unwrap();
  expect((await fetch(links.video, { headers: { range: 'bytes=0-3' } })).status).toBe(206);
});
