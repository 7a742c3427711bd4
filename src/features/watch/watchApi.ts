import { api } from '../../lib/api';
import type { ApiError } from '../../lib/apiError';
import { chaptersFromWebVtt, type Chapter } from '../player/chapters';

/** One lesson's chapters file, through its signed link. */
export interface ChaptersFile {
  lessonId: number;
  url: string;
}

const unreadable = (lessonId: number, status: number): ApiError => ({
  status,
  code: 'chapters_unreadable',
  message: `The chapters of lesson ${lessonId} could not be read`,
});

export const watchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A lesson's chapters, read from its chapters file (WebVTT) through the signed link the lesson's files came
     * with. A lesson plays without them: a failure is the chapter list's to leave out, never the lesson's.
     */
    getLessonChapters: build.query<Chapter[], ChaptersFile>({
      queryFn: async ({ lessonId, url }) => {
        try {
          const response = await fetch(url);
          if (!response.ok) return { error: unreadable(lessonId, response.status) };
          return { data: chaptersFromWebVtt(await response.text()) };
        } catch {
          return { error: unreadable(lessonId, 0) };
        }
      },
      providesTags: (_result, _error, { lessonId }) => [{ type: 'SignedUrl', id: `chapters-${lessonId}` }],
    }),
  }),
});

export const { useGetLessonChaptersQuery } = watchApi;
