/**
 * Progress in a lesson follows the learner (docs/product.md#progress-in-a-lesson-follows-the-learner),
 * through supabase-js: save_lesson_position() keeps the position with the
 * latest time, a late offline save loses, a clock running ahead is clamped,
 * completion at 90 % is for good, each learner sees only their own rows, and a
 * premium course's lessons take progress only from the course's owners.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let bo: SupabaseClient;
/** Lesson ids of a free course, one per test so each starts unwatched. */
let freeLessons: number[];
let premiumLesson: number;

interface StoredLessonPosition {
  user_id: string;
  lesson_id: number;
  course_id: number;
  position_seconds: number;
  duration_seconds: number;
  completed: boolean;
  device: string;
  watched_at: string;
}

const MINUTE = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

interface Save {
  lesson_id: number;
  position_seconds: number;
  duration_seconds: number;
  watched_at?: string;
  device?: string;
}

async function saved(client: SupabaseClient, position: Save): Promise<StoredLessonPosition> {
  const { data, error, status } = await client.rpc('save_lesson_position', position);
  if (error) throw new Error(`save_lesson_position answered ${status}: ${error.message}`);
  return data as StoredLessonPosition;
}

async function addCourse(premium: boolean, lessons: number): Promise<{ course: number; lessons: number[] }> {
  const course = await service
    .from('Videos')
    .insert({
      Name: `Progress ${premium ? 'premium' : 'free'}`,
      Categories: 'SEO',
      Premium: premium,
      Price: premium ? 29 : 0,
    })
    .select('ID')
    .single();
  if (course.error) throw new Error(course.error.message);
  const id = (course.data as { ID: number }).ID;
  const rows = Array.from({ length: lessons }, (_, i) => ({
    course_id: id,
    position: i + 1,
    title: `Part ${i + 1}`,
    duration_seconds: 100,
    video_path: 'clips/progress.webm',
    captions_path: 'clips/progress.vtt',
  }));
  const inserted = await service.from('course_lessons').insert(rows).select('id').order('position');
  if (inserted.error) throw new Error(inserted.error.message);
  return { course: id, lessons: (inserted.data as { id: number }[]).map((row) => row.id) };
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  service = t.serviceClient();
  ({ client: ada, id: adaId } = await t.userWithToken());
  ({ client: bo } = await t.userWithToken());
  ({ lessons: freeLessons } = await addCourse(false, 8));
  const premium = await addCourse(true, 1);
  premiumLesson = premium.lessons[0]!;
});
afterAll(() => t.stop());

describe('saving a position in a lesson', () => {
  test('the first save stores the position, the duration, the device, the time and the course', async () => {
    const watchedAt = at(-MINUTE);
    const row = await saved(ada, {
      lesson_id: freeLessons[0]!,
      position_seconds: 12.5,
      duration_seconds: 100,
      watched_at: watchedAt,
      device: 'Firefox on Android',
    });
    expect(row).toMatchObject({
      user_id: adaId,
      lesson_id: freeLessons[0],
      position_seconds: 12.5,
      duration_seconds: 100,
      completed: false,
      device: 'Firefox on Android',
    });
    expect(Date.parse(row.watched_at)).toBe(Date.parse(watchedAt));
  });

  test('an older save that arrives late does not move the learner back; an equal time changes nothing', async () => {
    const lesson = freeLessons[1]!;
    const newest = at(-MINUTE);
    await saved(ada, { lesson_id: lesson, position_seconds: 60, duration_seconds: 100, watched_at: newest });
    const late = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 5,
      duration_seconds: 100,
      watched_at: at(-MINUTE * 30),
    });
    expect(late).toMatchObject({ position_seconds: 60 });
    const same = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 7,
      duration_seconds: 100,
      watched_at: newest,
    });
    expect(same).toMatchObject({ position_seconds: 60 });
    const later = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 20,
      duration_seconds: 100,
      watched_at: at(0),
    });
    expect(later).toMatchObject({ position_seconds: 20 });
  });

  test('a clock running ahead is clamped to the server’s, so it cannot pin a position for good', async () => {
    const lesson = freeLessons[2]!;
    const ahead = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 40,
      duration_seconds: 100,
      watched_at: '2099-01-01T00:00:00Z',
    });
    expect(Date.parse(ahead.watched_at)).toBeLessThanOrEqual(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const honest = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 45,
      duration_seconds: 100,
      watched_at: at(0),
    });
    expect(honest).toMatchObject({ position_seconds: 45 });
  });

  test('a lesson watched to 90 % is completed, and stays so when the learner goes back', async () => {
    const lesson = freeLessons[3]!;
    const nearly = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 89,
      duration_seconds: 100,
      watched_at: at(-3 * MINUTE),
    });
    expect(nearly.completed).toBe(false);
    const done = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 90,
      duration_seconds: 100,
      watched_at: at(-2 * MINUTE),
    });
    expect(done.completed).toBe(true);
    const rewound = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 3,
      duration_seconds: 100,
      watched_at: at(-MINUTE),
    });
    expect(rewound).toMatchObject({ position_seconds: 3, completed: true });
  });

  test('a late save that had reached 90 % completes the lesson without moving the learner', async () => {
    const lesson = freeLessons[4]!;
    await saved(ada, { lesson_id: lesson, position_seconds: 10, duration_seconds: 100, watched_at: at(-MINUTE) });
    const late = await saved(ada, {
      lesson_id: lesson,
      position_seconds: 95,
      duration_seconds: 100,
      watched_at: at(-MINUTE * 10),
    });
    expect(late).toMatchObject({ position_seconds: 10, completed: true });
  });
});

describe('what is refused, and why', () => {
  test.each([
    ['a negative position', { position_seconds: -1, duration_seconds: 100 }, /position_seconds/],
    ['a position past the end', { position_seconds: 101, duration_seconds: 100 }, /position_seconds/],
    ['a duration of zero', { position_seconds: 0, duration_seconds: 0 }, /duration_seconds/],
    ['a long device name', { position_seconds: 1, duration_seconds: 100, device: 'x'.repeat(81) }, /device/],
  ])('%s is bad input (22023, 400)', async (_, values, message) => {
    const { error, status } = await ada.rpc('save_lesson_position', { lesson_id: freeLessons[5]!, ...values });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(message);
  });

  test('an unknown lesson is 404, a visitor 401', async () => {
    const missing = await ada.rpc('save_lesson_position', {
      lesson_id: 987654321,
      position_seconds: 1,
      duration_seconds: 10,
    });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PT404');
    const visitor = await anon.rpc('save_lesson_position', {
      lesson_id: freeLessons[5]!,
      position_seconds: 1,
      duration_seconds: 10,
    });
    expect(visitor.status).toBe(401);
  });

  test('progress in a premium lesson is refused until the course is bought', async () => {
    const save = { lesson_id: premiumLesson, position_seconds: 5, duration_seconds: 100 };
    const before = await bo.rpc('save_lesson_position', save);
    expect(before.status).toBe(403);
    expect(before.error?.code).toBe('PT403');
    const course = await service.from('course_lessons').select('course_id').eq('id', premiumLesson).single();
    await bo.rpc('checkout_demo_course', { course_id: (course.data as { course_id: number }).course_id });
    expect((await bo.rpc('save_lesson_position', save)).error).toBeNull();
  });
});

describe('whose progress it is', () => {
  test('each learner reads and removes only their own; nobody writes the table directly', async () => {
    const lesson = freeLessons[6]!;
    await saved(ada, { lesson_id: lesson, position_seconds: 30, duration_seconds: 100 });
    await saved(bo, { lesson_id: lesson, position_seconds: 50, duration_seconds: 100 });
    const adas = await ada.from('lesson_progress').select('position_seconds').eq('lesson_id', lesson);
    expect(adas.data).toEqual([{ position_seconds: 30 }]);
    expect((await anon.from('lesson_progress').select('*')).error?.code).toBe('42501');

    const insert = await ada.from('lesson_progress').insert({
      lesson_id: lesson,
      course_id: 1,
      position_seconds: 1,
      duration_seconds: 2,
      watched_at: '2099-01-01T00:00:00Z',
    });
    expect(insert.error?.code).toBe('42501');
    const update = await ada.from('lesson_progress').update({ completed: true }).eq('lesson_id', lesson);
    expect(update.error?.code).toBe('42501');

    await bo.from('lesson_progress').delete().eq('user_id', adaId);
    expect((await ada.from('lesson_progress').select('id').eq('lesson_id', lesson)).data).toHaveLength(1);
    const removed = await ada.from('lesson_progress').delete().eq('lesson_id', lesson).select('lesson_id');
    expect(removed.data).toEqual([{ lesson_id: lesson }]);
    expect((await bo.from('lesson_progress').select('id').eq('lesson_id', lesson)).data).toHaveLength(1);
  });
});
