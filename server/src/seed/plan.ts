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

export type FileSource = { kind: 'cover'; art: CoverArt } | { kind: 'pdf'; book: BookOutline };

export interface SeedFile {
  bucket: string;
  name: string;
  mimetype: 'image/svg+xml' | 'application/pdf';
  source: FileSource;
}

export interface SeedPlan {
  users: SeedUser[];
  ebooks: EbookRow[];
  videos: VideoRow[];
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

export function buildSeedPlan(): SeedPlan {
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
  return {
    users,
    ebooks: catalogue.map((ebook) => ebook.row),
    videos,
    orders,
    favorites,
    reviews: buildReviews(catalogue, users),
    files,
  };
}

export async function renderFile(file: SeedFile): Promise<Uint8Array> {
  if (file.source.kind === 'cover') return new TextEncoder().encode(coverSvg(file.source.art));
  return renderBookPdf(file.source.book);
}
