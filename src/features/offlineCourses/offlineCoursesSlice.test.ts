import { configureStore } from '@reduxjs/toolkit';
import { authSlice, sessionChanged } from '../auth/authSlice';
import { demoReader } from '../../testing/fixtures';
import type { OfflineCourseSnapshot } from './offlineCourses';
import { isOfflineCoursesState } from './offlineCourses';
import {
  offlineCourseRemoved,
  offlineCourseSaved,
  offlineCoursesSlice,
  premiumOfflineCoursesForgotten,
  selectOfflineCourse,
  selectOfflineCourses,
} from './offlineCoursesSlice';

const saved = (courseId: number, bucket = 'lessons-free'): OfflineCourseSnapshot => ({
  courseId,
  name: `Course ${courseId}`,
  bucket,
  lessons: [
    { lessonId: courseId * 10, videoPath: `${courseId}/a.webm`, captionsPath: `${courseId}/a.vtt`, chaptersPath: null },
  ],
  bytes: 1000,
  savedAt: '2026-11-28T10:00:00.000Z',
});

function store() {
  const made = configureStore({
    reducer: { auth: authSlice.reducer, offlineCourses: offlineCoursesSlice.reducer },
  });
  made.dispatch(sessionChanged(demoReader));
  return made;
}

test("a learner's saved courses are theirs: newest first, one entry per course, none for anyone else", () => {
  const made = store();
  made.dispatch(offlineCourseSaved({ userId: demoReader.id, course: saved(4) }));
  made.dispatch(offlineCourseSaved({ userId: demoReader.id, course: saved(5) }));
  made.dispatch(offlineCourseSaved({ userId: demoReader.id, course: { ...saved(4), bytes: 2000 } }));
  made.dispatch(offlineCourseSaved({ userId: 'someone-else', course: saved(6) }));
  expect(selectOfflineCourses(made.getState()).map((course) => [course.courseId, course.bytes])).toEqual([
    [4, 2000],
    [5, 1000],
  ]);
  expect(selectOfflineCourse(made.getState(), 6)).toBeUndefined();
  made.dispatch(offlineCourseRemoved({ userId: demoReader.id, courseId: 4 }));
  expect(selectOfflineCourses(made.getState()).map((course) => course.courseId)).toEqual([5]);
});

test('signing out forgets their premium courses and keeps their free ones', () => {
  const made = store();
  made.dispatch(offlineCourseSaved({ userId: demoReader.id, course: saved(1, 'lessons-premium') }));
  made.dispatch(offlineCourseSaved({ userId: demoReader.id, course: saved(4) }));
  made.dispatch(premiumOfflineCoursesForgotten(demoReader.id));
  expect(selectOfflineCourses(made.getState()).map((course) => course.courseId)).toEqual([4]);
});

test('a visitor, or a store without the learner state yet, has no saved courses', () => {
  expect(selectOfflineCourses({ auth: { user: null } })).toEqual([]);
  expect(selectOfflineCourses({ auth: { user: demoReader } })).toEqual([]);
});

test('stored saved courses of another shape are not taken', () => {
  expect(isOfflineCoursesState({ byUser: { u1: [saved(4)] } })).toBe(true);
  expect(isOfflineCoursesState({ byUser: { u1: [{ ...saved(4), lessons: [{ lessonId: 'x' }] }] } })).toBe(false);
  expect(isOfflineCoursesState({ byUser: [] })).toBe(false);
});
