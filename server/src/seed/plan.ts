/**
 * The whole seed as one plan: the rows to insert and the files to store.
 * The plan is plain data (deep-equal between two builds); files carry what is
 * needed to render them, and renderFile turns one into bytes. The local
 * backend applies a plan (applyPlan.ts); the hosted export writes it out
 * (cli/exportSeed.ts). Both share everything here.
 */
import { renderBookPdf } from './bookPdf';
import { buildEbooks, buildVideos, type BookOutline, type EbookRow, type VideoRow } from './catalogue';
import { coverSvg, type CoverArt } from './cover';
import { clipFileBytes, seedLessonClips, type ClipFileSource, type SourcedClip } from './lessonClipSource';
import { buildLessons, clipObjects, LESSONS_FREE_BUCKET, LESSONS_PREMIUM_BUCKET, type LessonRow } from './lessons';
import {
  buildDemoLibrary,
  buildReviews,
  buildUsers,
  type FavoriteRow,
  type OrderRow,
  type ReviewRow,
  type SeedUser,
} from './people';

export const COVERS_BUCKET = 'covers';
export const FREE_BUCKET = 'ebooks-free';
export const PREMIUM_BUCKET = 'ebooks-premium';

export type FileSource =
  { kind: 'cover'; art: CoverArt } | { kind: 'pdf'; book: BookOutline } | { kind: 'clip'; file: ClipFileSource };

export interface SeedFile {
  bucket: string;
  name: string;
  mimetype: 'image/svg+xml' | 'application/pdf' | 'video/webm' | 'video/mp4' | 'text/vtt';
  source: FileSource;
}

export interface SeedPlan {
  users: SeedUser[];
  ebooks: EbookRow[];
  videos: VideoRow[];
  lessons: LessonRow[];
  orders: OrderRow[];
  favorites: FavoriteRow[];
  reviews: ReviewRow[];
  files: SeedFile[];
}

export const ebookBucket = (premium: boolean) => (premium ? PREMIUM_BUCKET : FREE_BUCKET);

/** The thumbnail's corner line, in the words the video card uses (src/features/videoList/videoList.ts). */
export const lessonsFootnote = (lessons: number): string => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;

export function coverFile(name: string, art: CoverArt): SeedFile {
  return { bucket: COVERS_BUCKET, name, mimetype: 'image/svg+xml', source: { kind: 'cover', art } };
}

export function pdfFile(bucket: string, name: string, book: BookOutline): SeedFile {
  return { bucket, name, mimetype: 'application/pdf', source: { kind: 'pdf', book } };
}

/** Each clip's files, once in each lesson bucket: every course that shares a clip names the same objects. */
export function clipFiles(clips: readonly SourcedClip[]): SeedFile[] {
  const files: SeedFile[] = [];
  for (const bucket of [LESSONS_FREE_BUCKET, LESSONS_PREMIUM_BUCKET]) {
    for (const sourced of clips) {
      const names = clipObjects(sourced.clip);
      const video = names.video.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
      files.push({ bucket, name: names.video, mimetype: video, source: { kind: 'clip', file: sourced.video } });
      files.push({
        bucket,
        name: names.captions,
        mimetype: 'text/vtt',
        source: { kind: 'clip', file: sourced.captions },
      });
      if (names.chapters !== null && sourced.chapters !== null) {
        files.push({
          bucket,
          name: names.chapters,
          mimetype: 'text/vtt',
          source: { kind: 'clip', file: sourced.chapters },
        });
      }
    }
  }
  return files;
}

export function buildSeedPlan(clips: readonly SourcedClip[] = seedLessonClips()): SeedPlan {
  const catalogue = buildEbooks();
  const videos = buildVideos();
  const users = buildUsers();
  const { orders, favorites } = buildDemoLibrary(catalogue);
  const files: SeedFile[] = [];
  for (const { row, book } of catalogue) {
    files.push(
      coverFile(row.Images, { title: row.Name, category: row.Categories, label: row.Type, shape: 'portrait' }),
    );
    files.push(pdfFile(ebookBucket(row.Premium), row.ContentURL, book));
  }
  for (const video of videos) {
    files.push(
      coverFile(video.Images, {
        title: video.Name,
        category: video.Categories,
        label: 'Video course',
        shape: 'landscape',
        footnote: lessonsFootnote(video.Lessons),
      }),
    );
  }
  files.push(...clipFiles(clips));
  return {
    users,
    ebooks: catalogue.map((ebook) => ebook.row),
    videos,
    lessons: buildLessons(
      videos,
      clips.map((sourced) => sourced.clip),
    ),
    orders,
    favorites,
    reviews: buildReviews(catalogue, users),
    files,
  };
}

export async function renderFile(file: SeedFile): Promise<Uint8Array> {
  if (file.source.kind === 'cover') return new TextEncoder().encode(coverSvg(file.source.art));
  if (file.source.kind === 'clip') return clipFileBytes(file.source.file);
  return renderBookPdf(file.source.book);
}
