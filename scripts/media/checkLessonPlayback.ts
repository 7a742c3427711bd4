/**
 * Plays the committed lesson clips in headless Chromium, served over HTTP with
 * byte ranges as a storage server would: each clip must start, seek to its
 * middle and go on playing there, and its caption and chapter tracks must load
 * with as many cues as their files hold. Also reports whether this Chromium
 * plays H.264 in MP4, which decides whether WebM alone is enough.
 * Run: `npx tsx scripts/media/checkLessonPlayback.ts [screenshot.png]`.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { lessonFile, lessonsDir, readLessonClips, type LessonClip } from '../../server/src/seed/media/lessonClips';
import { parseWebVtt } from '../../server/src/seed/media/webVtt';

const TYPES: Record<string, string> = { webm: 'video/webm', vtt: 'text/vtt', mp4: 'video/mp4', html: 'text/html' };
const rangeRequests: string[] = [];

function serveFile(request: IncomingMessage, response: ServerResponse, root: string): void {
  const name = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname).slice(1);
  if (name === '') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>lessons</title>');
    return;
  }
  const path = join(root, name.replace(/[/\\]/g, ''));
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    response.writeHead(404).end();
    return;
  }
  const headers = {
    'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range) {
    response.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(path).pipe(response);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  rangeRequests.push(`${name} ${start}-${end}`);
  response.writeHead(206, {
    ...headers,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  createReadStream(path, { start, end }).pipe(response);
}

interface PlaybackResult {
  startedAt: number;
  seekedTo: number;
  playedTo: number;
  captionCues: number;
  chapterCues: number;
}

/** Runs in the page: plays, seeks to the middle, plays on, and counts the cues each track loaded. */
async function playInPage(page: Page, clip: LessonClip): Promise<PlaybackResult> {
  return page.evaluate(
    async ({ video, captions, chapters, middle }) => {
      const element = document.createElement('video');
      element.muted = true;
      element.src = video;
      const addTrack = (src: string, kind: 'subtitles' | 'chapters') => {
        const track = Object.assign(document.createElement('track'), { src, kind, srclang: 'en', label: kind });
        element.append(track);
        track.track.mode = 'hidden';
        return new Promise<number>((resolve, reject) => {
          track.addEventListener('load', () => resolve(track.track.cues?.length ?? 0));
          track.addEventListener('error', () => reject(new Error(`${src} did not load`)));
        });
      };
      const captionCues = addTrack(captions, 'subtitles');
      const chapterCues = chapters ? addTrack(chapters, 'chapters') : Promise.resolve(0);
      document.body.append(element);
      const waitFor = (test: () => boolean) =>
        new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + 15_000;
          const poll = () =>
            test() ? resolve() : Date.now() > deadline ? reject(new Error('timed out')) : setTimeout(poll, 50);
          poll();
        });
      await element.play();
      await waitFor(() => element.currentTime > 0.5);
      const startedAt = element.currentTime;
      element.currentTime = middle;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      const seekedTo = element.currentTime;
      await waitFor(() => element.currentTime > seekedTo + 0.5);
      return {
        startedAt,
        seekedTo,
        playedTo: element.currentTime,
        captionCues: await captionCues,
        chapterCues: await chapterCues,
      };
    },
    { video: clip.video, captions: clip.captions, chapters: clip.chapters, middle: clip.durationSeconds / 2 },
  );
}

async function main(): Promise<void> {
  const root = process.env.LESSONS_DIR ?? lessonsDir();
  const server = createServer((request, response) => serveFile(request, response, root)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const profile = mkdtempSync(join(tmpdir(), 'mentoria-chromium-'));
  // A fresh profile, so nothing cached from an earlier run (a range already fetched, a track) helps this one.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let failures = 0;
  try {
    const page = await browser.newPage();
    // tsx keeps function names with an `__name` helper, which code sent into the page would otherwise miss.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.goto(`http://127.0.0.1:${port}/`);
    console.log(
      'H.264 MP4:',
      await page.evaluate(() => ({
        canPlayType: document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'),
        mediaSource: MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'),
        vp9Opus: document.createElement('video').canPlayType('video/webm; codecs="vp9, opus"'),
      })),
    );
    for (const clip of readLessonClips()) {
      const expectedCaptions = parseWebVtt(readFileSync(lessonFile(clip.captions), 'utf8')).length;
      const result = await playInPage(page, clip).catch((error: unknown) => error as Error);
      const ok =
        !(result instanceof Error) &&
        result.captionCues === expectedCaptions &&
        result.chapterCues === clip.chapterList.length &&
        result.playedTo > result.seekedTo;
      if (!ok) failures++;
      console.log(
        ok ? 'ok  ' : 'FAIL',
        clip.slug,
        result instanceof Error ? result.message : JSON.stringify(result),
        `expected ${expectedCaptions} caption cues`,
      );
      await page.evaluate(() => document.querySelectorAll('video').forEach((video) => video.remove()));
    }
    const screenshot = process.argv[2];
    if (screenshot) {
      await page.setContent(
        `<body style="margin:0;background:#000"><video src="http://127.0.0.1:${port}/${readLessonClips()[0]?.video}" muted style="width:1280px;height:720px;display:block"></video></body>`,
      );
      await page.evaluate(async () => {
        const video = document.querySelector('video');
        if (!video) return;
        video.currentTime = 20;
        await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      });
      await page.screenshot({ path: screenshot });
    }
    console.log(`range requests: ${rangeRequests.length}, e.g. ${rangeRequests.slice(0, 4).join('; ')}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  if (failures > 0) process.exitCode = 1;
}

await main();
