/**
 * The clips the seed's courses play: the committed ones (media/lessonClips.ts reads their manifest), each with
 * the files the seed uploads to the lesson buckets, read from disk.
 */
import { readFileSync } from 'node:fs';
import { projectRoot } from '../shared/paths';
import type { LessonClip } from './lessons';
import { lessonFile, readLessonClips } from './media/lessonClips';

/** Where one of a clip's files is on disk. */
export interface ClipFileSource {
  path: string;
}

export interface SourcedClip {
  clip: LessonClip;
  video: ClipFileSource;
  captions: ClipFileSource;
  chapters: ClipFileSource | null;
}

/** The clips the seed shares between its courses. */
export function seedLessonClips(root = projectRoot()): SourcedClip[] {
  const file = (name: string): ClipFileSource => ({ path: lessonFile(name, root) });
  return readLessonClips(root).map(({ slug, title, durationSeconds, video, captions, chapters }) => ({
    clip: { slug, title, durationSeconds, video, captions, chapters },
    video: file(video),
    captions: file(captions),
    chapters: chapters === null ? null : file(chapters),
  }));
}

export function clipFileBytes(source: ClipFileSource): Uint8Array {
  return new Uint8Array(readFileSync(source.path));
}
