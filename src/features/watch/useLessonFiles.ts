import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Lesson } from '../courses/courses';
import type { Chapter } from '../player/chapters';
import { useGetSignedLessonFilesQuery } from '../storage/storageApi';
import type { SignedLessonFiles } from '../storage/storage';
import { useAppSelector } from '../../app/hooks';
import type { Loadable } from '../../lib/loadable';
import { serviceWorkerControlsPage } from '../../lib/serviceWorker';
import { savedLessonFileUrl } from '../offlineCourses/offlineCourseFiles';
import type { OfflineCourseSnapshot } from '../offlineCourses/offlineCourses';
import { selectOfflineCourse } from '../offlineCourses/offlineCoursesSlice';
import { useGetLessonChaptersQuery } from './watchApi';

/** A lesson's files through their signed links: what the player plays. */
export type LessonFilesLoad = Loadable<
  { links: SignedLessonFiles; chapters: readonly Chapter[] },
  { refused: boolean; retry: () => void; retrying: boolean }
> & {
  /** Asks for fresh links (one expired mid-lesson): the player carries on with them. */
  renew: () => void;
};

/**
 * A lesson of a course saved on this device, as the player asks for it: by storage path, which the service worker
 * answers from the learner's copy, seeking included, with or without a network
 * (docs/product.md#a-course-can-be-watched-offline). Null when it is not saved or no worker answers this page.
 */
function savedLessonFiles(saved: OfflineCourseSnapshot | undefined, lessonId: number): SignedLessonFiles | null {
  const files = saved?.lessons.find((lesson) => lesson.lessonId === lessonId);
  if (!saved || !files || !serviceWorkerControlsPage()) return null;
  return {
    lessonId,
    video: savedLessonFileUrl(saved.bucket, files.videoPath),
    captions: savedLessonFileUrl(saved.bucket, files.captionsPath),
    chapters: files.chaptersPath ? savedLessonFileUrl(saved.bucket, files.chaptersPath) : null,
    // A saved copy does not expire: the player never needs to renew it.
    expiresAt: NEVER,
  };
}

const NEVER = new Date(8.64e15).toISOString();

/** A lesson has no chapters until its chapters file says otherwise. */
const NO_CHAPTERS: readonly Chapter[] = [];

/**
 * The lesson's video, captions and chapters: from the device when its course is saved there, else through signed
 * links (fresh each time the lesson opens); and its chapters read from theirs. The storage policies decide: a refused lesson is told apart from a failed load.
 */
export function useLessonFiles(lesson: Lesson, premium: boolean): LessonFilesLoad {
  const saved = useAppSelector((state) => selectOfflineCourse(state, lesson.courseId));
  const onDevice = savedLessonFiles(saved, lesson.id);
  const links = useGetSignedLessonFilesQuery(
    onDevice
      ? skipToken
      : {
          lessonId: lesson.id,
          premium,
          videoPath: lesson.videoPath,
          captionsPath: lesson.captionsPath,
          chaptersPath: lesson.chaptersPath,
        },
    { refetchOnMountOrArgChange: true },
  );
  const files = onDevice ?? links.data;
  const chaptersUrl = files?.chapters;
  const chapters = useGetLessonChaptersQuery(chaptersUrl ? { lessonId: lesson.id, url: chaptersUrl } : skipToken);
  // A saved lesson's addresses do not expire: only signed links are asked for again.
  const renew = () => {
    if (!onDevice) void links.refetch();
  };
  if (files) return { status: 'ready', data: { links: files, chapters: chapters.data ?? NO_CHAPTERS }, renew };
  if (links.isError) {
    const refused = links.error !== undefined && 'status' in links.error && links.error.status === 403;
    return { status: 'failed', refused, retry: renew, retrying: links.isFetching, renew };
  }
  return { status: 'loading', renew };
}
