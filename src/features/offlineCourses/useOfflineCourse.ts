import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { askForPersistentStorage, OfflineStorageFullError } from '../../lib/offlineFiles';
import { downloadKey, downloadProgressed, runDownload } from '../../lib/runningDownloads';
import { useDownloadProgress } from '../../shared/hooks/useDownloadProgress';
import { selectUser } from '../auth/authSlice';
import { coursesApi } from '../courses/coursesApi';
import { selectLessonById } from '../courses/lessonsSlice';
import { lessonBucket } from '../storage/storage';
import { storageApi } from '../storage/storageApi';
import { toastRaised } from '../toasts/toastsSlice';
import type { Video } from '../videos/videos';
import { hasCourseFiles, removeCourseFiles, saveCourseFiles, type LessonToSave } from './offlineCourseFiles';
import { OFFLINE_COURSE_MESSAGES } from './offlineCourses';
import { offlineCourseRemoved, offlineCourseSaved, selectOfflineCourse } from './offlineCoursesSlice';

type AppStore = ReturnType<typeof useAppStore>;
type AppDispatch = ReturnType<typeof useAppDispatch>;

/** One course's offline copy: whether it is saved, the download in progress, and what can be done. */
export function useOfflineCourse(course: Pick<Video, 'id' | 'name' | 'premium' | 'price'>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const saved = useAppSelector((state) => selectOfflineCourse(state, course.id));
  const key = userId === null ? null : downloadKey(userId, { courseId: course.id });
  /** Percent done while downloading; undefined when not downloading. */
  const progress = useDownloadProgress(key);

  // A listed course whose files the browser evicted (or another tab removed) is shown as not saved.
  useEffect(() => {
    if (!saved || !userId || typeof caches === 'undefined') return;
    let current = true;
    void hasCourseFiles(userId, saved).then((there) => {
      if (current && !there) dispatch(offlineCourseRemoved({ userId, courseId: course.id }));
    });
    return () => {
      current = false;
    };
  }, [saved, userId, course.id, dispatch]);

  const download = useCallback(async () => {
    if (!userId || key === null) return;
    await runDownload(key, (controller) => saveOfflineCourse({ store, dispatch, course, userId, controller, key }));
  }, [store, dispatch, course, key, userId]);

  const remove = useCallback(async () => {
    if (!saved || !userId) return;
    dispatch(offlineCourseRemoved({ userId, courseId: course.id }));
    await removeCourseFiles(userId, saved);
    dispatch(toastRaised('success', OFFLINE_COURSE_MESSAGES.removed));
  }, [dispatch, saved, userId, course.id]);

  return { saved, downloading: progress !== undefined, progress: progress ?? null, download, remove };
}

interface OfflineCourseJob {
  store: AppStore;
  dispatch: AppDispatch;
  course: Pick<Video, 'id' | 'name' | 'premium' | 'price'>;
  userId: string;
  controller: AbortController;
  /** The download's key in lib/runningDownloads.ts, for its progress. */
  key: string;
}

/**
 * The course's lessons and a fresh signed link to each of their files. The reads the watch screen makes (the
 * course, its lessons, the learner's courses) are made here too, so the service worker has them offline.
 */
async function lessonsToSave({
  store,
  dispatch,
  course,
}: Pick<OfflineCourseJob, 'store' | 'dispatch' | 'course'>): Promise<LessonToSave[]> {
  const read = { forceRefetch: true, subscribe: false } as const;
  const [lessonIds] = await Promise.all([
    dispatch(coursesApi.endpoints.getCourseLessons.initiate(course.id, read)).unwrap(),
    dispatch(coursesApi.endpoints.getCourse.initiate(course.id, read)).unwrap(),
    dispatch(coursesApi.endpoints.getCourseOrders.initiate(undefined, read)).unwrap(),
  ]);
  const lessons = lessonIds.map((id) => selectLessonById(store.getState(), id)).filter((lesson) => !!lesson);
  return Promise.all(
    lessons.map(async (lesson) => {
      const files = {
        videoPath: lesson.videoPath,
        captionsPath: lesson.captionsPath,
        chaptersPath: lesson.chaptersPath,
      };
      const links = await dispatch(
        storageApi.endpoints.getSignedLessonFiles.initiate(
          { lessonId: lesson.id, premium: course.premium, ...files },
          read,
        ),
      ).unwrap();
      const linkOf: Record<string, string> = { [files.videoPath]: links.video, [files.captionsPath]: links.captions };
      if (files.chaptersPath && links.chapters) linkOf[files.chaptersPath] = links.chapters;
      return { files: { lessonId: lesson.id, ...files }, links: linkOf };
    }),
  );
}

/**
 * Saves every lesson of a course for offline viewing, saying so in the store, or why not in a toast. A free
 * course not yet the learner's becomes theirs, as starting it does, so it is in their Library. Its learner signed
 * out (or another person signed in) mid-download: it stops, and nothing of it is kept. Watched in the store, not
 * in the card that started it, which may be gone by then.
 */
async function saveOfflineCourse({
  store,
  dispatch,
  course,
  userId,
  controller,
  key,
}: OfflineCourseJob): Promise<void> {
  const stillTheirs = () => store.getState().auth.user?.id === userId;
  const unsubscribe = store.subscribe(() => {
    if (!stillTheirs()) controller.abort();
  });
  try {
    const lessons = await lessonsToSave({ store, dispatch, course });
    controller.signal.throwIfAborted();
    if (lessons.length === 0) throw new Error('A course without lessons has nothing to save');
    await askForPersistentStorage();
    const bucket = lessonBucket(course);
    const bytes = await saveCourseFiles({
      userId,
      bucket,
      lessons,
      signal: controller.signal,
      // One update per percent, not one per network chunk.
      onProgress: (done) => downloadProgressed(key, controller, Math.min(100, Math.floor(done * 100))),
    });
    const saved = {
      courseId: course.id,
      name: course.name,
      bucket,
      lessons: lessons.map((lesson) => lesson.files),
      bytes,
      savedAt: new Date().toISOString(),
    };
    if (!stillTheirs()) {
      await removeCourseFiles(userId, saved);
      return;
    }
    dispatch(offlineCourseSaved({ userId, course: saved }));
    if (course.price <= 0) void dispatch(coursesApi.endpoints.claimFreeCourse.initiate(course.id));
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = error instanceof OfflineStorageFullError ? error.message : OFFLINE_COURSE_MESSAGES.failed;
    dispatch(toastRaised('danger', message));
  } finally {
    unsubscribe();
  }
}
