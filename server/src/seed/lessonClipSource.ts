/**
 * Where the seed's lesson clips come from, and the bytes of their files.
 *
 * GLUE, to point at the real clips once they are merged: the lesson media are
 * produced under server/src/seed/media/lessons/ with a manifest, lessons.json
 * (`[{ slug, title, durationSeconds, video, captions, chapters | null,
 * chapterList, bytes }]`, file names relative to that folder). readLessonManifest
 * reads that shape; seedLessonClips uses it when the folder is there, and until
 * then a few placeholder clips made here (WebVTT that reads, and a WebM header
 * with no frames), so the seed, its tests and the policies work either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../shared/paths';
import type { LessonClip } from './lessons';

/** Where a file's bytes are: a file on disk, or bytes made here. */
export type ClipFileSource = { kind: 'file'; path: string } | { kind: 'inline'; base64: string };

export interface SourcedClip {
  clip: LessonClip;
  video: ClipFileSource;
  captions: ClipFileSource;
  chapters: ClipFileSource | null;
}

/** GLUE: the real manifest, once the media are merged. */
export const lessonManifest = (root = projectRoot()) =>
  join(root, 'server', 'src', 'seed', 'media', 'lessons', 'lessons.json');

function isClip(value: unknown): value is LessonClip {
  const clip = value as Partial<LessonClip> | null;
  return (
    typeof clip === 'object' &&
    clip !== null &&
    typeof clip.slug === 'string' &&
    /^[a-z0-9-]+$/.test(clip.slug) &&
    typeof clip.title === 'string' &&
    typeof clip.durationSeconds === 'number' &&
    clip.durationSeconds > 0 &&
    typeof clip.video === 'string' &&
    typeof clip.captions === 'string' &&
    (clip.chapters === null || typeof clip.chapters === 'string')
  );
}

/** The clips a manifest lists, each file resolved beside the manifest. */
export function readLessonManifest(manifestFile: string): SourcedClip[] {
  const entries: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${manifestFile}: expected an array of clips`);
  const folder = dirname(manifestFile);
  return entries.map((entry, i) => {
    if (!isClip(entry)) throw new Error(`${manifestFile}: clip ${i} is not { slug, title, durationSeconds, … }`);
    const clip: LessonClip = {
      slug: entry.slug,
      title: entry.title,
      durationSeconds: entry.durationSeconds,
      video: entry.video,
      captions: entry.captions,
      chapters: entry.chapters,
    };
    const file = (name: string): ClipFileSource => ({ kind: 'file', path: join(folder, name) });
    return {
      clip,
      video: file(clip.video),
      captions: file(clip.captions),
      chapters: clip.chapters === null ? null : file(clip.chapters),
    };
  });
}

const inline = (bytes: Uint8Array | string): ClipFileSource => ({
  kind: 'inline',
  base64: Buffer.from(bytes).toString('base64'),
});

/** The start of a WebM file (its EBML header): enough for a content type, not a picture. */
const WEBM_HEADER = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]);

/** GLUE: stand-ins until the real clips are merged. */
export function placeholderClips(): SourcedClip[] {
  return [
    { slug: 'welcome', title: 'Welcome', seconds: 30 },
    { slug: 'step-by-step', title: 'Step by step', seconds: 45 },
    { slug: 'wrap-up', title: 'Wrap-up', seconds: 20 },
  ].map(({ slug, title, seconds }) => ({
    clip: {
      slug,
      title,
      durationSeconds: seconds,
      video: 'video.webm',
      captions: 'captions.vtt',
      chapters: 'chapters.vtt',
    },
    video: inline(WEBM_HEADER),
    captions: inline(`WEBVTT\n\n00:00.000 --> 00:05.000\n${title}.\n`),
    chapters: inline(`WEBVTT\n\n00:00.000 --> 00:${String(seconds).padStart(2, '0')}.000\n${title}\n`),
  }));
}

/** The clips the seed shares between its courses. */
export function seedLessonClips(manifestFile = lessonManifest()): SourcedClip[] {
  return existsSync(manifestFile) ? readLessonManifest(manifestFile) : placeholderClips();
}

export function clipFileBytes(source: ClipFileSource): Uint8Array {
  return source.kind === 'file' ? new Uint8Array(readFileSync(source.path)) : Buffer.from(source.base64, 'base64');
}
