/**
 * Video courses in the database and in storage (docs/product.md#video-courses-are-watched-in-mentoria),
 * through supabase-js as the app will use them: lessons are part of the public
 * catalogue and only the service role writes them; a course's lesson count
 * follows its lessons; a premium course has a price and is bought through the
 * demo checkout; a premium lesson's files are signed only for the course's
 * owners, a free lesson's for anyone signed in, and both are served with byte
 * ranges and their own content type.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let bo: SupabaseClient;
let freeCourse: number;
let premiumCourse: number;

/** A few bytes that start like a WebM file (its EBML header), then a counting pattern to check ranges against. */
const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 4092 }, (_, i) => i % 251)]);
const VTT = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the course.\n');
const clip = (bucket: string) => ({ bucket, video: 'clips/intro.webm', captions: 'clips/intro.vtt' });

async function addCourse(name: string, premium: boolean): Promise<number> {
  const { data, error } = await service
    .from('Videos')
    .insert({ Name: name, Categories: 'Digital Marketing', Premium: premium, Price: premium ? 39 : 0, Lessons: 12 })
    .select('ID')
    .single();
  if (error) throw new Error(`fixture course: ${error.message}`);
  return (data as { ID: number }).ID;
}

function lesson(courseId: number, position: number, bucket: string) {
  const files = clip(bucket);
  return {
    course_id: courseId,
    position,
    title: `Lesson ${position}`,
    duration_seconds: 42.5,
    video_path: files.video,
    captions_path: files.captions,
  };
}

async function addLessons(courseId: number, count: number, bucket: string): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => lesson(courseId, i + 1, bucket));
  const { error } = await service.from('course_lessons').insert(rows);
  if (error) throw new Error(`fixture lessons: ${error.message}`);
}

async function lessonCount(courseId: number): Promise<number> {
  const { data } = await anon.from('Videos').select('Lessons').eq('ID', courseId).single();
  return (data as { Lessons: number }).Lessons;
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  service = t.serviceClient();
  ({ client: ada, id: adaId } = await t.userWithToken());
  ({ client: bo } = await t.userWithToken());
  freeCourse = await addCourse('Courses Free Basics', false);
  premiumCourse = await addCourse('Courses Premium Masterclass', true);
  await addLessons(freeCourse, 3, 'lessons-free');
  await addLessons(premiumCourse, 4, 'lessons-premium');
  for (const bucket of ['lessons-free', 'lessons-premium']) {
    const files = clip(bucket);
    for (const [name, bytes, contentType] of [
      [files.video, WEBM, 'video/webm'],
      [files.captions, VTT, 'text/vtt'],
    ] as const) {
      const { error } = await service.storage.from(bucket).upload(name, bytes, { contentType });
      if (error) throw new Error(`fixture file: ${error.message}`);
    }
  }
});
afterAll(() => t.stop());

describe('lessons', () => {
  test('a visitor reads a course’s outline in order', async () => {
    const { data, error } = await anon
      .from('course_lessons')
      .select('position, title, duration_seconds')
      .eq('course_id', premiumCourse)
      .order('position');
    expect(error).toBeNull();
    expect(data?.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(data?.[0]).toEqual({ position: 1, title: 'Lesson 1', duration_seconds: 42.5 });
  });

  test('nobody but the service role adds, changes or removes a lesson', async () => {
    for (const [client, status] of [
      [anon, 401],
      [ada, 403],
    ] as const) {
      const insert = await client.from('course_lessons').insert(lesson(freeCourse, 9, 'lessons-free'));
      expect(insert.status).toBe(status);
      expect(insert.error?.code).toBe('42501');
      const update = await client.from('course_lessons').update({ title: 'Defaced' }).eq('course_id', freeCourse);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('course_lessons').delete().eq('course_id', freeCourse);
      expect(remove.error?.code).toBe('42501');
    }
    const { data } = await anon.from('course_lessons').select('title').eq('course_id', freeCourse).order('position');
    expect(data).toEqual([{ title: 'Lesson 1' }, { title: 'Lesson 2' }, { title: 'Lesson 3' }]);
  });

  test('a position is unique within a course and starts at 1', async () => {
    const twice = await service.from('course_lessons').insert(lesson(freeCourse, 1, 'lessons-free'));
    expect(twice.error?.code).toBe('23505');
    const zero = await service.from('course_lessons').insert(lesson(freeCourse, 0, 'lessons-free'));
    expect(zero.error?.code).toBe('23514');
  });

  test('a course’s lesson count follows its lessons as they are added and removed', async () => {
    const course = await addCourse('Courses Counted', false);
    expect(await lessonCount(course)).toBe(12);
    await addLessons(course, 5, 'lessons-free');
    expect(await lessonCount(course)).toBe(5);
    await service.from('course_lessons').delete().eq('course_id', course).eq('position', 5);
    expect(await lessonCount(course)).toBe(4);
    // A count set by hand on a course with lessons is replaced by the real one.
    await service.from('Videos').update({ Lessons: 40 }).eq('ID', course);
    expect(await lessonCount(course)).toBe(4);
  });
});

describe('the seeded courses', () => {
  test('every seeded course has lessons, and its card counts exactly those', async () => {
    const courses = await service.from('Videos').select('ID, Lessons, Premium').lte('ID', 96).order('ID');
    const lessons = await service
      .from('course_lessons')
      .select('course_id, video_path')
      .lte('course_id', 96)
      .limit(1000);
    const perCourse = new Map<number, number>();
    for (const row of lessons.data as { course_id: number }[]) {
      perCourse.set(row.course_id, (perCourse.get(row.course_id) ?? 0) + 1);
    }
    const rows = courses.data as { ID: number; Lessons: number }[];
    expect(rows.length).toBe(96);
    for (const course of rows) expect(perCourse.get(course.ID)).toBe(course.Lessons);
  });

  test('a seeded free lesson plays for anyone signed in, from its shared clip', async () => {
    const { data } = await service
      .from('course_lessons')
      .select('video_path, captions_path, Videos!inner(Premium)')
      .eq('Videos.Premium', false)
      .limit(1)
      .single();
    const lesson = data as unknown as { video_path: string; captions_path: string };
    const video = await bo.storage.from('lessons-free').createSignedUrl(lesson.video_path, 60);
    expect(video.error).toBeNull();
    const response = await fetch(video.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^video\/(webm|mp4)$/);
    const captions = await bo.storage.from('lessons-free').createSignedUrl(lesson.captions_path, 60);
    expect(await (await fetch(captions.data!.signedUrl)).text()).toMatch(/^WEBVTT/);
  });
});

describe('prices', () => {
  test('a premium course has a price and a free one costs nothing; neither can be otherwise', async () => {
    const { data } = await anon.from('Videos').select('ID, Price').in('ID', [freeCourse, premiumCourse]).order('ID');
    expect(data).toEqual([
      { ID: freeCourse, Price: 0 },
      { ID: premiumCourse, Price: 39 },
    ]);
    const freePriced = await service.from('Videos').update({ Price: 5 }).eq('ID', freeCourse);
    expect(freePriced.error?.code).toBe('23514');
    const premiumFree = await service.from('Videos').update({ Price: 0 }).eq('ID', premiumCourse);
    expect(premiumFree.error?.code).toBe('23514');
  });

  test('every seeded course has a price that matches whether it is premium', async () => {
    const { data } = await service.from('Videos').select('Premium, Price').limit(1000);
    const rows = data as { Premium: boolean; Price: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.Price > 0).toBe(row.Premium);
  });
});

describe('buying a course', () => {
  test('a premium course cannot be recorded by insert; a free one can, at 0, as yourself', async () => {
    const premium = await bo.from('course_orders').insert({ course_id: premiumCourse, amount: 0 });
    expect(premium.status).toBe(403);
    const free = await bo.from('course_orders').insert({ course_id: freeCourse, amount: 0 });
    expect(free.status).toBe(201);
    const visitor = await anon.from('course_orders').insert({ course_id: freeCourse, amount: 0 });
    expect(visitor.status).toBe(401);
  });

  test('the demo checkout records a premium course at its price, once, for a signed-in user', async () => {
    const visitor = await anon.rpc('checkout_demo_course', { course_id: premiumCourse });
    expect(visitor.status).toBe(401);
    const bought = await ada.rpc('checkout_demo_course', { course_id: premiumCourse });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({ user_id: adaId, course_id: premiumCourse, amount: 39 });
    const again = await ada.rpc('checkout_demo_course', { course_id: premiumCourse });
    expect((again.data as { id: number }).id).toBe((bought.data as { id: number }).id);
    const missing = await ada.rpc('checkout_demo_course', { course_id: 987654321 });
    expect(missing.status).toBe(404);
  });

  test('a course order is its owner’s only, and nobody changes or removes one', async () => {
    expect((await ada.from('course_orders').select('course_id')).data).toEqual([{ course_id: premiumCourse }]);
    expect((await bo.from('course_orders').select('course_id')).data).toEqual([{ course_id: freeCourse }]);
    expect((await anon.from('course_orders').select('*')).error?.code).toBe('42501');
    const update = await ada.from('course_orders').update({ amount: 0 }).eq('user_id', adaId);
    expect(update.error?.code).toBe('42501');
    const remove = await ada.from('course_orders').delete().eq('user_id', adaId);
    expect(remove.error?.code).toBe('42501');
  });
});

describe('lesson files', () => {
  const sign = (client: SupabaseClient, bucket: string, name: string) =>
    client.storage.from(bucket).createSignedUrl(name, 3600);

  test('a premium lesson’s video and captions are refused to a visitor and to a signed-in non-owner', async () => {
    for (const client of [anon, bo]) {
      for (const name of [clip('').video, clip('').captions]) {
        const signed = await sign(client, 'lessons-premium', name);
        expect(signed.error?.message).toBe('Object not found');
      }
    }
  });

  test('the owner of a premium course gets its video and captions, with their content types', async () => {
    const video = await sign(ada, 'lessons-premium', clip('').video);
    expect(video.error).toBeNull();
    const file = await fetch(video.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(WEBM);
    const captions = await sign(ada, 'lessons-premium', clip('').captions);
    const text = await fetch(captions.data!.signedUrl);
    expect(text.headers.get('content-type')).toBe('text/vtt');
    expect(await text.text()).toContain('Welcome to the course.');
  });

  test('a free lesson’s files are for anyone signed in, not for a visitor, as free ebooks are', async () => {
    expect((await sign(anon, 'lessons-free', clip('').video)).error?.message).toBe('Object not found');
    for (const client of [ada, bo]) expect((await sign(client, 'lessons-free', clip('').video)).error).toBeNull();
  });

  test('a lesson video is served by byte range, as a video element asks for it', async () => {
    const { data } = await sign(ada, 'lessons-premium', clip('').video);
    const part = await fetch(data!.signedUrl, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${WEBM.byteLength}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(WEBM.slice(1000, 2000));
    const tail = await fetch(data!.signedUrl, { headers: { Range: 'bytes=4000-' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(WEBM.slice(4000));
  });

  test('a lesson bucket takes only video and WebVTT files', async () => {
    const pdf = await service.storage
      .from('lessons-free')
      .upload('clips/notes.pdf', new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(pdf.error).not.toBeNull();
  });

  test('no client uploads or removes lesson files', async () => {
    const upload = await ada.storage.from('lessons-premium').upload('clips/intruder.webm', WEBM, {
      contentType: 'video/webm',
    });
    expect(upload.error).not.toBeNull();
    await ada.storage.from('lessons-premium').remove([clip('').video]);
    expect((await sign(ada, 'lessons-premium', clip('').video)).error).toBeNull();
  });
});
