/**
 * The seeded courses' lessons. A few short clips are shared by every course, as
 * a few generated PDFs are shared by the --scale ebooks: each course gets an
 * outline of 3 to 8 lessons, and each lesson plays one of the clips, with its
 * duration, captions and chapters. Pure data, built from the course rows and
 * the clip list, so two builds are identical.
 */
import type { VideoRow } from './catalogue';
import type { LessonClip as ManifestClip } from './media/lessonClips';

/** What the seed uses of a clip in the lesson media's manifest (media/lessonClips.ts). */
export type LessonClip = Pick<ManifestClip, 'slug' | 'title' | 'durationSeconds' | 'video' | 'captions' | 'chapters'>;

/** A row of public.course_lessons, its id left to the database. */
export interface LessonRow {
  course_id: number;
  position: number;
  title: string;
  description: string;
  duration_seconds: number;
  video_path: string;
  captions_path: string;
  chapters_path: string | null;
}

/** Where a clip's files are stored, in lessons-free and again in lessons-premium. */
export interface ClipObjects {
  video: string;
  captions: string;
  chapters: string | null;
}

export const LESSONS_FREE_BUCKET = 'lessons-free';
export const LESSONS_PREMIUM_BUCKET = 'lessons-premium';
export const lessonBucket = (premium: boolean) => (premium ? LESSONS_PREMIUM_BUCKET : LESSONS_FREE_BUCKET);

export const MIN_LESSONS = 3;
export const MAX_LESSONS = 8;

const extension = (file: string) => /\.[a-z0-9]+$/i.exec(file)?.[0].toLowerCase() ?? '';

/** A clip's object names: one folder per clip, so every course that shares it names the same objects. */
export function clipObjects(clip: LessonClip): ClipObjects {
  return {
    video: `clips/${clip.slug}/video${extension(clip.video)}`,
    captions: `clips/${clip.slug}/captions.vtt`,
    chapters: clip.chapters === null ? null : `clips/${clip.slug}/chapters.vtt`,
  };
}

/**
 * An outline's titles, by place: an opening, middle lessons and a closing, so
 * a course of any length from MIN_LESSONS to MAX_LESSONS reads as a course.
 */
const OPENING = 'Welcome: what this course covers';
const MIDDLE = [
  'The first steps',
  'Setting up your workspace',
  'The core idea, step by step',
  'A worked example',
  'Common mistakes and how to avoid them',
  'Going further',
];
const CLOSING = 'Putting it all together';

export function outlineTitles(count: number): string[] {
  if (count < MIN_LESSONS || count > MAX_LESSONS) {
    throw new Error(`A seeded course has ${MIN_LESSONS} to ${MAX_LESSONS} lessons (got ${count})`);
  }
  return [OPENING, ...MIDDLE.slice(0, count - 2), CLOSING];
}

/** Every course's lessons, `course.Lessons` of them, each playing a clip chosen by course and place. */
export function buildLessons(courses: readonly VideoRow[], clips: readonly LessonClip[]): LessonRow[] {
  if (clips.length === 0) throw new Error('The seed needs at least one lesson clip');
  const lessons: LessonRow[] = [];
  for (const course of courses) {
    outlineTitles(course.Lessons).forEach((title, i) => {
      const clip = clips[(course.ID + i) % clips.length]!;
      const objects = clipObjects(clip);
      lessons.push({
        course_id: course.ID,
        position: i + 1,
        title,
        description: `Lesson ${i + 1} of ${course.Lessons} of ${course.Name}.`,
        duration_seconds: clip.durationSeconds,
        video_path: objects.video,
        captions_path: objects.captions,
        chapters_path: objects.chapters,
      });
    });
  }
  return lessons;
}
