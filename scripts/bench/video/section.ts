/**
 * The video section of `npm run bench`: the app's lesson player (/watch, signed in as the demo learner) beside
 * a bare <video> element (barePage.ts) playing the same file, the seed's longest free lesson, through a link
 * signed the way the player signs its own (the demo's session, the lessons' bucket, the app's lifetime), in
 * the same rounds, in headless Chromium (measure.ts says how each figure is taken):
 * - the first frame shown, from the navigation's start, on loopback and at 1.6 Mbps / 150 ms;
 * - a seek to 70 % of the clip while playing, until playback has resumed there (the next frame shown after
 *   `seeked`), on both networks;
 * - the player's JS heap once playing and after `minutes` of looped playback with 20 seeks across it.
 * The player signs a fresh link on every opening, as it does for a learner, so its link is not the bare page's
 * to the letter: the bench checks that it names the same stored file.
 * Goals: the player's first frame and seeks at most 1.1 × the bare element's; its heap flat (heap.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, backendClient, DEMO, signedInStorage } from '../../../e2e/fixtures';
import { BUCKETS } from '../../../src/config/buckets';
import { SIGNED_URL_TTL_SECONDS } from '../../../src/config/constants';
import { paths } from '../../../src/config/paths';
import { exposeStackToFixtures, type BenchContext } from '../context';
import type { SectionResult } from '../figures';
import { serveBarePage } from './barePage';
import { measureOpening, measureSoak, type Side } from './measure';
import { openingFigures, soakFigures, type Network, type SideName } from './report';

export interface VideoOptions {
  /** Rounds of openings and seeks (each side, each network, once a round). */
  runs?: number;
  /** How long each soak plays (`--video-minutes`). */
  minutes?: number;
  /** How many soaks (`--video-soaks`); each is `minutes` long. */
  soaks?: number;
}

/** Seeks spread across each soak. */
const SOAK_SEEKS = 20;

interface FreeLesson {
  courseId: number;
  position: number;
  lessonId: number;
  title: string;
  durationSeconds: number;
  videoPath: string;
}

/** The seed's longest free lesson: the most room to seek in, and any signed-in learner may watch it. */
async function longestFreeLesson(admin: SupabaseClient): Promise<FreeLesson> {
  const { data, error } = await admin
    .from('course_lessons')
    .select('id, course_id, position, title, duration_seconds, video_path, Videos!inner("Premium")')
    .eq('Videos.Premium', false)
    .order('duration_seconds', { ascending: false })
    .order('id')
    .limit(1)
    .single();
  if (error) throw new Error(`No free lesson to play: ${error.message}`);
  return {
    courseId: Number(data.course_id),
    position: Number(data.position),
    lessonId: Number(data.id),
    title: data.title as string,
    durationSeconds: Number(data.duration_seconds),
    videoPath: data.video_path as string,
  };
}

/** A moment for a closed page's last position to arrive: it is sent as the page closes, throttled or not. */
const LAST_POSITION_WAIT_MS = 500;
const FORGET_ATTEMPTS = 10;

/**
 * The demo learner's place in the lesson, deleted until none comes back: the last opening's final position
 * may still be on its way when its context has closed (seen: a player opened at the previous round's seek).
 */
async function forgetLessonPlace(demo: SupabaseClient, lessonId: number): Promise<void> {
  for (let attempt = 1; attempt <= FORGET_ATTEMPTS; attempt++) {
    const deleted = await demo.from('lesson_progress').delete().eq('lesson_id', lessonId);
    if (deleted.error) throw new Error(`lesson_progress: ${deleted.error.message}`);
    await new Promise((resolve) => setTimeout(resolve, LAST_POSITION_WAIT_MS));
    const left = await demo
      .from('lesson_progress')
      .select('id', { count: 'exact', head: true })
      .eq('lesson_id', lessonId);
    if (left.error) throw new Error(`lesson_progress: ${left.error.message}`);
    if (left.count === 0) return;
  }
  throw new Error(`The demo learner's place in lesson ${lessonId} keeps coming back`);
}

/** One opening as results.json keeps it: its figures, the seek's marks, the link played, the requests before. */
type OpeningDetail = Awaited<ReturnType<typeof measureOpening>>;
type RoundDetail = Record<SideName, Record<Network, OpeningDetail>>;

export async function videoSection(
  ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey' | 'serviceRoleKey' | 'browser' | 'useDatabase' | 'log'>,
  { runs = 5, minutes = 10, soaks = 1 }: VideoOptions = {},
): Promise<SectionResult> {
  await ctx.useDatabase('seed');
  exposeStackToFixtures(ctx);
  const lesson = await longestFreeLesson(adminClient());
  const demo = await backendClient(DEMO);
  const signed = await demo.storage.from(BUCKETS.lessonsFree).createSignedUrl(lesson.videoPath, SIGNED_URL_TTL_SECONDS);
  if (signed.error) throw new Error(`The demo learner may not watch ${lesson.videoPath}: ${signed.error.message}`);
  const link = signed.data.signedUrl;
  const bare = await serveBarePage();
  try {
    const sides: Record<SideName, Side> = {
      player: {
        name: 'player',
        url: new URL(paths.watch.href(lesson.courseId, lesson.position), ctx.appUrl).href,
        storageState: await signedInStorage(DEMO),
        // Every opening starts at 0:00: the player resumes where the last one stopped (docs/product.md#progress-in-a-lesson-follows-the-learner).
        beforeOpen: () => forgetLessonPlace(demo, lesson.lessonId),
      },
      bare: { name: 'bare', url: bare.urlFor(link) },
    };
    ctx.log(
      `  course ${lesson.courseId}, lesson ${lesson.position} "${lesson.title}" (${lesson.durationSeconds} s); ` +
        `${runs} round(s), then ${soaks} soak(s) of ${minutes} min with ${SOAK_SEEKS} seeks`,
    );
    const rounds: RoundDetail[] = [];
    for (let round = 1; round <= runs; round++) {
      const measured = await measureRound(ctx.browser, round, sides);
      for (const side of ['player', 'bare'] as const)
        for (const opening of Object.values(measured[side])) sameFile(opening.source, link);
      rounds.push(measured);
      ctx.log(`  round ${round}/${runs}: ${describeRound(measured)} (player / bare)`);
    }
    const soaked: Array<Awaited<ReturnType<typeof measureSoak>>> = [];
    for (let soak = 1; soak <= soaks; soak++) {
      const result = await measureSoak(ctx.browser, sides.player, { minutes, seeks: SOAK_SEEKS });
      soaked.push(result);
      ctx.log(
        `  soak ${soak}/${soaks}: ${minutes} min, ${SOAK_SEEKS} seeks: heap by minute ${result.heapBytes.map(mb).join(', ')} MB, ` +
          `${result.playback.framesPresented} frames shown, ${result.playback.framesDropped} dropped`,
      );
    }
    return {
      figures: [...openingFigures(rounds), ...soakFigures(soaked)],
      details: {
        lesson,
        settings: { runs, minutes, soaks, soakSeeks: SOAK_SEEKS, viewport: '1280×800' },
        rounds,
        soaks: soaked,
        chromium: ctx.browser.version(),
      },
    };
  } finally {
    await bare.close();
  }
}

/** One round: each side on loopback, then each throttled; which side goes first alternates by round. */
async function measureRound(
  browser: BenchContext['browser'],
  round: number,
  sides: Record<SideName, Side>,
): Promise<RoundDetail> {
  // Alternate, so a burst of load elsewhere on the machine does not always fall on the same side.
  const order: SideName[] = round % 2 === 1 ? ['player', 'bare'] : ['bare', 'player'];
  const measured: Partial<Record<SideName, Partial<Record<Network, OpeningDetail>>>> = {};
  for (const network of ['loopback', 'throttled'] as const) {
    for (const side of order) {
      (measured[side] ??= {})[network] = await measureOpening(browser, sides[side], network === 'throttled');
    }
  }
  return measured as RoundDetail;
}

/** Both sides must play the same stored file: the player's link is its own, but it must name the same object. */
function sameFile(played: string, link: string): void {
  const object = (address: string) => new URL(address).pathname;
  if (object(played) !== object(link)) throw new Error(`The player played ${object(played)}, not ${object(link)}`);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const ms = (value: number) => value.toFixed(0);

function describeRound(round: RoundDetail): string {
  const pair = (read: (opening: OpeningDetail) => number, network: Network) =>
    `${ms(read(round.player[network]))} / ${ms(read(round.bare[network]))}`;
  return (
    `first frame ${pair((o) => o.firstFrameMs, 'loopback')} ms, throttled ${pair((o) => o.firstFrameMs, 'throttled')} ms; ` +
    `seek ${pair((o) => o.seekMs, 'loopback')} ms, throttled ${pair((o) => o.seekMs, 'throttled')} ms`
  );
}
