/**
 * The seed's lesson clips: short narrated slide videos with captions and, on the
 * longer ones, chapters. The files in lessons/ are made by `npm run media:lessons`
 * (scripts/media/makeLessonClips.ts) and committed, so a clone needs no media
 * tools; lessons.json lists them for the seed to attach to courses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../shared/paths';

export interface LessonChapter {
  title: string;
  startSeconds: number;
}

export interface LessonClip {
  slug: string;
  title: string;
  /** As ffprobe measures the video, to two decimals. */
  durationSeconds: number;
  /** File names inside the lessons folder. */
  video: string;
  captions: string;
  chapters: string | null;
  chapterList: LessonChapter[];
  /** The video file's size. */
  bytes: number;
}

export const LESSON_MANIFEST = 'lessons.json';

/** Located from the project root, as the rest of the server finds its files, so tsx and jest agree. */
export const lessonsDir = (root = projectRoot()) => join(root, 'server', 'src', 'seed', 'media', 'lessons');

export const lessonFile = (name: string, root = projectRoot()) => join(lessonsDir(root), name);

function checkClip(value: unknown): LessonClip {
  const clip = value as Partial<LessonClip>;
  const valid =
    typeof clip.slug === 'string' &&
    typeof clip.title === 'string' &&
    typeof clip.durationSeconds === 'number' &&
    typeof clip.video === 'string' &&
    typeof clip.captions === 'string' &&
    (clip.chapters === null || typeof clip.chapters === 'string') &&
    Array.isArray(clip.chapterList) &&
    typeof clip.bytes === 'number';
  if (!valid) throw new Error(`${LESSON_MANIFEST}: not a lesson clip: ${JSON.stringify(value)}`);
  return clip as LessonClip;
}

export function readLessonClips(root = projectRoot()): LessonClip[] {
  const manifest: unknown = JSON.parse(readFileSync(lessonFile(LESSON_MANIFEST, root), 'utf8'));
  if (!Array.isArray(manifest)) throw new Error(`${LESSON_MANIFEST} holds a list of clips`);
  return manifest.map(checkClip);
}
