import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Lesson } from '../courses/courses';
import type { Chapter } from '../player/chapters';
import { useGetSignedLessonFilesQuery } from '../storage/storageApi';
import type { SignedLessonFiles } from '../storage/storage';
import type { Loadable } from '../../lib/loadable';
import { useGetLessonChaptersQuery } from './watchApi';

/** A lesson's files through their signed links: what the player plays. */
export type LessonFilesLoad = Loadable<
  { links: SignedLessonFiles; chapters: readonly Chapter[] },
  { refused: boolean; retry: () => void; retrying: boolean }
> & {
  /** Asks for fresh links (one expired mid-lesson): the player carries on with them. */
  renew: () => void;
};

/** A lesson has no chapters until its chapters file says otherwise. */
const NO_CHAPTERS: readonly Chapter[] = [];

/**
 * The signed links to a lesson's video, captions and chapters (fresh each time the lesson opens), and its
 * chapters read from theirs. The storage policies decide: a refused lesson is told apart from a failed load.
 */
export function useLessonFiles(lesson: Lesson, premium: boolean): LessonFilesLoad {
  const links = useGetSignedLessonFilesQuery(
    {
      lessonId: lesson.id,
      premium,
      videoPath: lesson.videoPath,
      captionsPath: lesson.captionsPath,
      chaptersPath: lesson.chaptersPath,
    },
    { refetchOnMountOrArgChange: true },
  );
  const chaptersUrl = links.data?.chapters;
  const chapters = useGetLessonChaptersQuery(chaptersUrl ? { lessonId: lesson.id, url: chaptersUrl } : skipToken);
  const renew = () => void links.refetch();
  if (links.data)
    return { status: 'ready', data: { links: links.data, chapters: chapters.data ?? NO_CHAPTERS }, renew };
  if (links.isError) {
    const refused = links.error !== undefined && 'status' in links.error && links.error.status === 403;
    return { status: 'failed', refused, retry: renew, retrying: links.isFetching, renew };
  }
  return { status: 'loading', renew };
}
