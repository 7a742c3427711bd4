import { SIGNED_URL_TTL_SECONDS } from '../../config/constants';
import type { ApiError } from '../../lib/apiError';
import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { ebookBucket, lessonBucket, type LessonFiles, type SignedEbookUrl, type SignedLessonFiles } from './storage';
import { fetchProduct } from '../products/productsApi';
import { selectProductById } from '../products/productsSlice';

/** A link is dropped from the cache this long after its last reader leaves: far inside its validity. */
const SIGNED_URL_CACHE_SECONDS = 5 * 60;

const noContent = (productId: number): ApiError => ({
  status: 404,
  code: 'no_content',
  message: `Ebook ${productId} has no file to read`,
});

export const storageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A signed link to the ebook's PDF, valid for SIGNED_URL_TTL_SECONDS. The
     * storage policies decide: any signed-in reader for a free ebook, only its
     * buyers for a premium one; otherwise this is an ApiError. Use it with
     * `refetchOnMountOrArgChange` so the reader always opens a fresh link.
     */
    getSignedEbookUrl: build.query<SignedEbookUrl, number>({
      queryFn: async (productId, { getState }) => {
        // The reader has usually loaded the product already (for its name): signing then
        // costs one round trip, not two, before the first byte of the book is asked for.
        const known = selectProductById(getState() as Parameters<typeof selectProductById>[0], productId);
        const product = known ? { data: known } : await fetchProduct(productId);
        if (product.error) return product;
        const { contentPath } = product.data;
        if (!contentPath) return { error: noContent(productId) };
        const requestedAt = Date.now();
        return fromSupabase(
          () => supabase().storage.from(ebookBucket(product.data)).createSignedUrl(contentPath, SIGNED_URL_TTL_SECONDS),
          ({ signedUrl }) => ({
            productId,
            url: signedUrl,
            expiresAt: new Date(requestedAt + SIGNED_URL_TTL_SECONDS * 1000).toISOString(),
          }),
        );
      },
      providesTags: (_result, _error, productId) => [{ type: 'SignedUrl', id: productId }],
      keepUnusedDataFor: SIGNED_URL_CACHE_SECONDS,
    }),

    /**
     * Signed links to a lesson's video, captions and chapters, in one request, valid for SIGNED_URL_TTL_SECONDS.
     * The storage policies decide, as for ebooks: any signed-in learner for a free course, only its buyers for a
     * premium one. A file the policies hide is an ApiError (403), never a link that fails later. The player asks
     * again (refetch) when a link expires mid-lesson.
     */
    getSignedLessonFiles: build.query<SignedLessonFiles, LessonFiles>({
      queryFn: async (files) => {
        const paths = [files.videoPath, files.captionsPath, ...(files.chaptersPath ? [files.chaptersPath] : [])];
        const requestedAt = Date.now();
        const signed = await fromSupabase(
          () => supabase().storage.from(lessonBucket(files)).createSignedUrls(paths, SIGNED_URL_TTL_SECONDS),
          (links) => links,
        );
        if (signed.error) return signed;
        const link = (path: string | null) => signed.data.find((entry) => entry.path === path)?.signedUrl ?? null;
        const [video, captions] = [link(files.videoPath), link(files.captionsPath)];
        if (!video || !captions) return { error: lessonRefused(files.lessonId) };
        return {
          data: {
            lessonId: files.lessonId,
            video,
            captions,
            chapters: link(files.chaptersPath),
            expiresAt: new Date(requestedAt + SIGNED_URL_TTL_SECONDS * 1000).toISOString(),
          },
        };
      },
      providesTags: (_result, _error, files) => [{ type: 'SignedUrl', id: `lesson-${files.lessonId}` }],
      keepUnusedDataFor: SIGNED_URL_CACHE_SECONDS,
    }),
  }),
});

const lessonRefused = (lessonId: number): ApiError => ({
  status: 403,
  code: 'lesson_refused',
  message: `Lesson ${lessonId} is not yours to watch: buy its course first`,
});

export const { useGetSignedEbookUrlQuery, useGetSignedLessonFilesQuery } = storageApi;
