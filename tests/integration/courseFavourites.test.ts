/**
 * A learner's favourite courses (supabase/migrations/20261128000500_course_favourites.sql), through
 * supabase-js as the app uses them: one heart per learner per course, ids and creation times the server's,
 * and a course's favourites gone with the course or the account. Who may read and write them is in
 * accessMatrix.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { addCourse } from '../support/courseFixtures';

let t: TestBackend;
let service: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let courseId: number;
let otherCourseId: number;

beforeAll(async () => {
  t = await startTestBackend();
  service = t.serviceClient();
  ada = t.anonClient();
  const { data, error } = await ada.auth.signUp({ email: 'course-hearts@mentoria.test', password: 'correct horse' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  adaId = data.user.id;
  courseId = await addCourse(service, 'Hearts Course', { premium: true });
  otherCourseId = await addCourse(service, 'Hearts Second Course', { premium: true });
});
afterAll(() => t.stop());

test('a learner favourites a course once: a second heart for it is refused (409)', async () => {
  const first = await ada.from('course_favorites').insert({ course_id: courseId }).select().single();
  expect(first.error).toBeNull();
  // The database fills in who favourited it from the session.
  expect(first.data).toMatchObject({ user_id: adaId, course_id: courseId });
  const second = await ada.from('course_favorites').insert({ course_id: courseId });
  expect(second.status).toBe(409);
  expect(second.error?.code).toBe('23505');
});

test('a premium course can be favourited without being bought', async () => {
  const kept = await ada.from('course_favorites').insert({ course_id: otherCourseId }).select('course_id').single();
  expect(kept.data).toEqual({ course_id: otherCourseId });
});

test('ids and creation times are the server’s', async () => {
  const withId = await ada.from('course_favorites').insert({ id: 999_999, course_id: courseId });
  expect(withId.error?.code).toBe('428C9');
  const withTime = await ada
    .from('course_favorites')
    .insert({ course_id: courseId, created_at: '2099-01-01T00:00:00Z' } as never);
  expect(withTime.error?.code).toBe('42501');
});

test('the learner’s favourites are listed newest first with their course', async () => {
  const listed = await ada
    .from('course_favorites')
    .select('course_id, Videos(Name)')
    .eq('user_id', adaId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  expect(listed.data).toEqual([
    { course_id: otherCourseId, Videos: { Name: 'Hearts Second Course' } },
    { course_id: courseId, Videos: { Name: 'Hearts Course' } },
  ]);
});

test('a course removed from the catalogue takes its favourites with it', async () => {
  const removed = await service.from('Videos').delete().eq('ID', otherCourseId);
  expect(removed.error).toBeNull();
  const left = await ada.from('course_favorites').select('course_id');
  expect(left.data).toEqual([{ course_id: courseId }]);
});
