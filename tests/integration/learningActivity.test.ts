/**
 * What follows a learner besides their place, through supabase-js: their player
 * settings (docs/product.md#the-player-remembers-the-learners-choices) and their
 * minutes of reading and watching (docs/product.md#learning-minutes-are-counted-once),
 * each their owner's only; the same minutes from two devices count once, and
 * the summary counts them per day of the learner's own calendar.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let anon: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let bo: SupabaseClient;
let boId: string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Midnight UTC of the day `daysAgo` days before today, in ms. */
const utcMidnight = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
};
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

interface DaySummary {
  day: string;
  read_minutes: number;
  watch_minutes: number;
  total_minutes: number;
}

async function record(client: SupabaseClient, kind: string, minutes: string[]): Promise<number> {
  const { data, error, status } = await client.rpc('record_learning_minutes', { kind, minutes });
  if (error) throw new Error(`record_learning_minutes answered ${status}: ${error.message}`);
  return data as number;
}

async function summary(client: SupabaseClient, timeZone: string, days: number): Promise<DaySummary[]> {
  const { data, error } = await client.rpc('learning_summary', { time_zone: timeZone, days });
  if (error) throw new Error(error.message);
  return data as DaySummary[];
}

/** A user with a password, signed in twice: two devices, two sessions. */
async function twoDevices(email: string): Promise<[SupabaseClient, SupabaseClient, string]> {
  const password = 'correct horse battery';
  const made = await t.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (made.error || !made.data.user) throw new Error(`user: ${made.error?.message}`);
  return [await t.signedInClient(email, password), await t.signedInClient(email, password), made.data.user.id];
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  ({ client: ada, id: adaId } = await t.userWithToken());
  ({ client: bo, id: boId } = await t.userWithToken());
});
afterAll(() => t.stop());

describe('learner settings', () => {
  test('a learner saves their speed, captions and goal, and reads them back; nobody else sees them', async () => {
    const saved = await ada
      .from('learner_settings')
      .upsert({ user_id: adaId, playback_rate: 1.5, captions_on: true, weekly_goal_minutes: 150 })
      .select('playback_rate, captions_on, weekly_goal_minutes')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ playback_rate: 1.5, captions_on: true, weekly_goal_minutes: 150 });
    const changed = await ada
      .from('learner_settings')
      .upsert({ user_id: adaId, playback_rate: 1.25 })
      .select()
      .single();
    expect(changed.data).toMatchObject({ playback_rate: 1.25, captions_on: true });

    expect((await bo.from('learner_settings').select('*')).data).toEqual([]);
    expect((await anon.from('learner_settings').select('*')).error?.code).toBe('42501');
    await bo.from('learner_settings').update({ playback_rate: 2 }).eq('user_id', adaId);
    await bo.from('learner_settings').delete().eq('user_id', adaId);
    const kept = await ada.from('learner_settings').select('playback_rate').single();
    expect(kept.data).toEqual({ playback_rate: 1.25 });
  });

  test('a learner’s reading mode starts light, is saved with the other settings and is theirs alone', async () => {
    const first = await bo.from('learner_settings').upsert({ user_id: boId }).select('reading_mode').single();
    expect(first.data).toEqual({ reading_mode: 'light' });
    const sepia = await bo
      .from('learner_settings')
      .upsert({ user_id: boId, reading_mode: 'sepia' })
      .select('reading_mode, playback_rate')
      .single();
    expect(sepia.data).toEqual({ reading_mode: 'sepia', playback_rate: 1 });
    await ada.from('learner_settings').update({ reading_mode: 'dark' }).eq('user_id', boId);
    expect((await bo.from('learner_settings').select('reading_mode').single()).data).toEqual({ reading_mode: 'sepia' });
  });

  test('nobody saves settings for someone else, and a visitor saves none', async () => {
    const forAda = await bo.from('learner_settings').insert({ user_id: adaId, playback_rate: 0.5 });
    expect(forAda.status).toBe(403);
    const visitor = await anon.from('learner_settings').insert({ user_id: adaId, playback_rate: 0.5 });
    expect(visitor.status).toBe(401);
    const moved = await ada.from('learner_settings').update({ user_id: boId }).eq('user_id', adaId);
    expect(moved.error?.code).toBe('42501');
  });

  test.each([
    [{ playback_rate: 3 }, 'playback_rate must be between 0.5 and 2'],
    [{ playback_rate: 0.25 }, 'playback_rate must be between 0.5 and 2'],
    [{ weekly_goal_minutes: -5 }, 'weekly_goal_minutes must be between 0 and 10080'],
    [{ weekly_goal_minutes: 20000 }, 'weekly_goal_minutes must be between 0 and 10080'],
    [{ reading_mode: 'neon' }, 'reading_mode must be light, sepia or dark'],
  ])('%o is refused, and the error says what is allowed', async (values, rule) => {
    const { error, status } = await bo.from('learner_settings').upsert({ user_id: boId, ...values });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(rule);
  });
});

describe('learning minutes', () => {
  test('the same minutes from two devices count once; a repeat records nothing new', async () => {
    const [phone, laptop] = await twoDevices('two-devices@mentoria.test');
    const base = Date.now() - 10 * MINUTE;
    const minutes = [0, 1, 2].map((k) => iso(base + k * MINUTE));
    expect(await record(phone, 'watch', minutes)).toBe(3);
    // The laptop saw the same minutes (seconds apart) and one more.
    const laptopMinutes = [...minutes.map((m) => iso(Date.parse(m) + 5000)), iso(base + 3 * MINUTE)];
    expect(await record(laptop, 'watch', laptopMinutes)).toBe(1);
    expect(await record(phone, 'watch', minutes)).toBe(0);
    const { data } = await laptop.from('learning_minutes').select('minute');
    expect(data).toHaveLength(4);
  });

  test('minutes in the future and older than 30 days are dropped', async () => {
    const [client] = await twoDevices('clock-ahead@mentoria.test');
    const kept = iso(Date.now() - 5 * MINUTE);
    const future = iso(Date.now() + 10 * MINUTE);
    const ancient = iso(Date.now() - 31 * DAY);
    expect(await record(client, 'read', [kept, future, ancient])).toBe(1);
    const { data } = await client.from('learning_minutes').select('minute, kind');
    expect(data).toEqual([{ minute: expect.any(String), kind: 'read' }]);
    expect(Date.parse((data as { minute: string }[])[0]!.minute) % MINUTE).toBe(0);
  });

  test('minutes are their owner’s only, and written only through the function', async () => {
    await record(ada, 'read', [iso(Date.now() - 2 * MINUTE)]);
    expect((await bo.from('learning_minutes').select('*').eq('user_id', adaId)).data).toEqual([]);
    expect((await anon.from('learning_minutes').select('*')).error?.code).toBe('42501');
    const insert = await bo.from('learning_minutes').insert({ minute: iso(utcMidnight(1)), kind: 'read' });
    expect(insert.error?.code).toBe('42501');
    const visitor = await anon.rpc('record_learning_minutes', { kind: 'read', minutes: [iso(Date.now())] });
    expect(visitor.status).toBe(401);
  });

  test.each([
    ['an unknown kind', { kind: 'listen', minutes: [] }],
    ['too many minutes', { kind: 'read', minutes: Array.from({ length: 1441 }, () => new Date().toISOString()) }],
  ])('%s is refused as bad input', async (_, args) => {
    const { error, status } = await ada.rpc('record_learning_minutes', args);
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
  });
});

describe('the learning summary', () => {
  test('minutes are counted per day of the learner’s calendar, across a time zone’s midnight', async () => {
    const [client] = await twoDevices('time-zones@mentoria.test');
    const midnight = utcMidnight(1); // the start of yesterday, UTC
    const before = midnight - 30 * MINUTE; // 23:30 UTC the day before yesterday
    const after = midnight + 30 * MINUTE; // 00:30 UTC yesterday
    await record(client, 'read', [iso(before), iso(after)]);
    // The minute after midnight was also spent watching: it counts once in the total.
    await record(client, 'watch', [iso(after)]);

    const utc = await summary(client, 'UTC', 4);
    expect(utc.map((d) => d.day)).toEqual([3, 2, 1, 0].map((n) => isoDay(utcMidnight(n))));
    expect(utc.find((d) => d.day === isoDay(before))).toMatchObject({
      read_minutes: 1,
      watch_minutes: 0,
      total_minutes: 1,
    });
    expect(utc.find((d) => d.day === isoDay(after))).toMatchObject({
      read_minutes: 1,
      watch_minutes: 1,
      total_minutes: 1,
    });

    // In Tokyo (UTC+9) both minutes fall on the same morning: yesterday, Tokyo time, at 08:30 and 09:30.
    const tokyo = await summary(client, 'Asia/Tokyo', 4);
    const tokyoDay = tokyo.filter((d) => d.total_minutes > 0);
    expect(tokyoDay).toEqual([{ day: isoDay(after), read_minutes: 2, watch_minutes: 1, total_minutes: 2 }]);
  });

  test('every day is listed, idle ones with 0', async () => {
    const week = await summary(bo, 'Europe/Paris', 7);
    expect(week).toHaveLength(7);
    expect(week.every((d) => d.total_minutes === 0)).toBe(true);
  });

  test('an unknown time zone or a bad number of days is refused with a clear error', async () => {
    const zone = await ada.rpc('learning_summary', { time_zone: 'Mars/Olympus_Mons', days: 7 });
    expect(zone.status).toBe(400);
    expect(zone.error?.code).toBe('22023');
    expect(zone.error?.message).toBe('Unknown time zone: Mars/Olympus_Mons');
    const days = await ada.rpc('learning_summary', { time_zone: 'UTC', days: 0 });
    expect(days.error?.code).toBe('22023');
    const visitor = await anon.rpc('learning_summary', { time_zone: 'UTC', days: 7 });
    expect(visitor.status).toBe(401);
  });
});
