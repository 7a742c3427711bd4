/**
 * Makes the seed's lesson clips (server/src/seed/media/lessons/) from the data in
 * scripts/media/lessonScripts.ts: each slide drawn by ImageMagick, each sentence
 * spoken by espeak-ng into its own WAV (so its start and end are known to the
 * sample), the whole encoded by ffmpeg as VP9 and Opus in WebM, with WebVTT
 * captions, chapters and a manifest. The output is committed; run this
 * (`npm run media:lessons`) only after changing the lessons. ffmpeg runs on one
 * thread, as the machines this is made on are small and shared.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LESSON_MANIFEST, lessonsDir, type LessonClip } from '../../server/src/seed/media/lessonClips';
import { formatWebVtt } from '../../server/src/seed/media/webVtt';
import { captionCues, chapterCues, layOutClip, type ClipTimeline } from './clipTimeline';
import { LESSON_SCRIPTS, type LessonScript } from './lessonScripts';
import { durationOf, mixAt, readWav, trimSilence, writeWav, type Pcm } from './pcm';
import { drawSlide } from './slideImage';

const VOICE = 'en-us';
const WORDS_PER_MINUTE = 155;
const FRAMES_PER_SECOND = 12;
/** A keyframe every two seconds keeps seeking quick; between them a still slide costs almost nothing. */
const KEYFRAME_INTERVAL = 2 * FRAMES_PER_SECOND;
/** Low enough for a small file, high enough that 40-point text keeps clean edges. */
const VIDEO_CRF = 40;
const AUDIO_BITRATE = '28k';
/** Clips with this many slides or more get chapters: a chapter a slide. */
const SLIDES_FOR_CHAPTERS = 3;

function speak(text: string, wavPath: string): Pcm {
  execFileSync('espeak-ng', ['-v', VOICE, '-s', String(WORDS_PER_MINUTE), '-w', wavPath, text]);
  return trimSilence(readWav(wavPath));
}

function recordNarration(script: LessonScript, workDir: string): { timeline: ClipTimeline; audioPath: string } {
  const recordings = script.slides.map((slide, slideIndex) =>
    slide.narration.map((text, sentenceIndex) => ({
      text,
      pcm: speak(text, join(workDir, `sentence-${slideIndex}-${sentenceIndex}.wav`)),
    })),
  );
  const timeline = layOutClip(
    recordings.map((slide) => slide.map(({ text, pcm }) => ({ text, seconds: durationOf(pcm) }))),
  );
  const pcms = recordings.flat().map(({ pcm }) => pcm);
  const sampleRate = pcms[0]?.sampleRate ?? 22_050;
  const placed = timeline.sentences.map((sentence, index) => ({
    startSeconds: sentence.startSeconds,
    pcm: pcms[index] ?? { sampleRate, samples: new Int16Array(0) },
  }));
  const audioPath = join(workDir, 'narration.wav');
  writeWav(audioPath, mixAt(sampleRate, timeline.totalSeconds, placed));
  return { timeline, audioPath };
}

/** The concat demuxer's list: each slide for as long as it is shown; the last named twice, as the demuxer asks. */
function slideShowList(script: LessonScript, timeline: ClipTimeline, workDir: string): string {
  const lines = ['ffconcat version 1.0'];
  script.slides.forEach((slide, index) => {
    const image = join(workDir, `slide-${index}.png`);
    drawSlide(
      {
        heading: slide.heading,
        bullets: slide.bullets,
        clipTitle: script.title,
        position: `${index + 1} / ${script.slides.length}`,
      },
      image,
    );
    const start = timeline.slideStartSeconds[index] ?? 0;
    const end = timeline.slideStartSeconds[index + 1] ?? timeline.totalSeconds;
    lines.push(`file '${image}'`, `duration ${(end - start).toFixed(3)}`);
  });
  lines.push(`file '${join(workDir, `slide-${script.slides.length - 1}.png`)}'`);
  const listPath = join(workDir, 'slides.ffconcat');
  writeFileSync(listPath, lines.join('\n') + '\n');
  return listPath;
}

function encode(listPath: string, audioPath: string, seconds: number, outputPath: string): void {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1'],
    ...['-f', 'concat', '-safe', '0', '-i', listPath, '-i', audioPath, '-map', '0:v', '-map', '1:a'],
    ...['-vf', `fps=${FRAMES_PER_SECOND},format=yuv420p`, '-t', seconds.toFixed(3)],
    ...['-c:v', 'libvpx-vp9', '-crf', String(VIDEO_CRF), '-b:v', '0', '-deadline', 'good', '-cpu-used', '2'],
    ...['-g', String(KEYFRAME_INTERVAL), '-row-mt', '0', '-tile-columns', '0', '-threads', '1'],
    ...['-c:a', 'libopus', '-b:a', AUDIO_BITRATE, '-ac', '1', '-ar', '48000', '-application', 'voip'],
    // The index (Cues) before the clusters lets a browser seek with one range request, without reading to the end.
    ...['-cues_to_front', '1', '-fflags', '+bitexact', '-flags', '+bitexact'],
    outputPath,
  ]);
}

function measureSeconds(videoPath: string): number {
  const output = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    videoPath,
  ]);
  return Math.round(Number(output.toString().trim()) * 100) / 100;
}

function makeClip(script: LessonScript, outputDir: string, workDir: string): LessonClip {
  const { timeline, audioPath } = recordNarration(script, workDir);
  const video = `${script.slug}.webm`;
  encode(slideShowList(script, timeline, workDir), audioPath, timeline.totalSeconds, join(outputDir, video));
  const durationSeconds = measureSeconds(join(outputDir, video));
  const captions = `${script.slug}.vtt`;
  const lastCueEnd = Math.min(durationSeconds, timeline.totalSeconds);
  const cues = captionCues(timeline.sentences).map((cue) => ({
    ...cue,
    endSeconds: Math.min(cue.endSeconds, lastCueEnd),
  }));
  writeFileSync(join(outputDir, captions), formatWebVtt(cues, ['Kind: subtitles', 'Language: en']));
  const hasChapters = script.slides.length >= SLIDES_FOR_CHAPTERS;
  const chapters = hasChapters ? `${script.slug}.chapters.vtt` : null;
  const headings = script.slides.map((slide) => slide.heading);
  if (chapters) {
    writeFileSync(
      join(outputDir, chapters),
      formatWebVtt(chapterCues(headings, timeline.slideStartSeconds, durationSeconds)),
    );
  }
  const chapterList = hasChapters
    ? headings.map((title, index) => ({ title, startSeconds: timeline.slideStartSeconds[index] ?? 0 }))
    : [];
  const bytes = statSync(join(outputDir, video)).size;
  return { slug: script.slug, title: script.title, durationSeconds, video, captions, chapters, chapterList, bytes };
}

function main(): void {
  const outputDir = lessonsDir();
  mkdirSync(outputDir, { recursive: true });
  // Clips no longer in the scripts would linger in the seed otherwise.
  for (const name of readdirSync(outputDir)) rmSync(join(outputDir, name));
  const workDir = mkdtempSync(join(tmpdir(), 'mentoria-lessons-'));
  try {
    const clips = LESSON_SCRIPTS.map((script) => {
      const clip = makeClip(script, outputDir, join(mkdtempSync(join(workDir, `${script.slug}-`))));
      console.log(`${clip.video}: ${clip.durationSeconds.toFixed(2)} s, ${(clip.bytes / 1024).toFixed(0)} KiB`);
      return clip;
    });
    writeFileSync(join(outputDir, LESSON_MANIFEST), JSON.stringify(clips, null, 2) + '\n');
    const total = clips.reduce((sum, clip) => sum + clip.bytes, 0);
    console.log(`${clips.length} clips, ${(total / 1024 / 1024).toFixed(2)} MiB of video in ${outputDir}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
