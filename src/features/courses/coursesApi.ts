import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { RELATED_COURSES_LIMIT } from '../../config/constants';
import { api, type MutationStarted } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { VideoRow } from '../../types/database';
import { fetchOwnRowsWithCourses } from '../videos/fetchOwnRowsWithCourses';
import { receiveVideos } from '../videos/receiveVideos';
import { toVideo, videoColumn, type Video } from '../videos/videos';
import { videosReceived } from '../videos/videosSlice';
import { lessonColumn, ownsCourse, toCourseOrder, toLesson, type CourseOrder, type CourseOrderList } from './courses';
import { lessonsReceived } from './lessonsSlice';

/** Newest first, with the id breaking ties (the videos list's order, served by the table's indexes). */
const newestFirst = { ascending: false } as const;

/**
 * The signed-in learner's course orders with their courses, newest first: the courses go to the videos slice,
 * the orders come back without them.
 */
async function fetchOwnCourseOrders(userId: string, dispatch: Dispatch<UnknownAction>) {
  const rows = await fetchOwnRowsWithCourses('course_orders', userId, dispatch);
  return rows.error ? rows : { data: { userId, orders: rows.data.map(toCourseOrder) } satisfies CourseOrderList };
}

/** What a new course order changes: the learner's course orders (the Library's Videos tab, the course page). */
const changedByCourseOrder = [{ type: 'CourseOrder' as const, id: 'LIST' as const }];

/** Puts a just-recorded order into the cached list at once, so the course page offers Start without waiting. */
const addToCachedCourseOrders: MutationStarted<CourseOrder, number> = async (
  courseId,
  { dispatch, queryFulfilled },
) => {
  try {
    const { data: order } = await queryFulfilled;
    dispatch(
      coursesApi.util.updateQueryData('getCourseOrders', undefined, (draft) => {
        if (!ownsCourse(draft.orders, courseId)) draft.orders.unshift(order);
      }),
    );
  } catch {
    // Nothing was recorded; the error is in the mutation's state.
  }
};

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One course by id, into the videos slice; the answer is its id (screens select the course itself). An
     * unknown id is an ApiError (PGRST116, 406), which the page tells apart from a failed load (courseLoad).
     */
    getCourse: build.query<number, number>({
      queryFn: (id, { dispatch }) =>
        fromSupabase(
          () => supabase().from('Videos').select('*').eq(videoColumn.id, id).single(),
          (row: VideoRow) => {
            const course = toVideo(row);
            dispatch(videosReceived([course]));
            return course.id;
          },
        ),
      providesTags: (_result, _error, id) => [{ type: 'Video', id }],
    }),

    /** A course's lessons in outline order, into the lessons slice; the answer is their ids in that order. */
    getCourseLessons: build.query<number[], number>({
      queryFn: (courseId, { dispatch }) =>
        fromSupabase(
          () =>
            supabase()
              .from('course_lessons')
              .select('*')
              .eq(lessonColumn.courseId, courseId)
              .order(lessonColumn.position, { ascending: true }),
          (rows) => {
            const lessons = rows.map(toLesson);
            if (lessons.length > 0) dispatch(lessonsReceived(lessons));
            return lessons.map((lesson) => lesson.id);
          },
        ),
      providesTags: (_result, _error, courseId) => [{ type: 'Lesson', id: courseId }],
    }),

    /** Other courses of the same category, newest first: a short row under the course. */
    getRelatedCourses: build.query<number[], Pick<Video, 'id' | 'category'>>({
      queryFn: ({ id, category }, { dispatch }) =>
        fromSupabase(
          () =>
            supabase()
              .from('Videos')
              .select('*')
              .eq(videoColumn.category, category)
              .neq(videoColumn.id, id)
              .order(videoColumn.createdAt, newestFirst)
              .order(videoColumn.id, newestFirst)
              .limit(RELATED_COURSES_LIMIT),
          (rows) => receiveVideos(dispatch, rows),
        ),
      providesTags: (result) => [
        { type: 'Video', id: 'LIST' },
        ...(result ?? []).map((id) => ({ type: 'Video' as const, id })),
      ],
    }),

    /** The signed-in learner's course orders with their courses, newest first; a visitor owns nothing. */
    getCourseOrders: build.query<CourseOrderList, void>({
      queryFn: async (_arg, { dispatch }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, orders: [] } };
        return fetchOwnCourseOrders(userId, dispatch);
      },
      providesTags: (result) => [
        { type: 'CourseOrder', id: 'LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'CourseOrder' as const, id: order.courseId })),
      ],
    }),

    /**
     * Records a free course as the learner's (amount 0), as Get Ebook does. The database refuses it for a
     * priced course: those go through `buyCourse`.
     */
    claimFreeCourse: build.mutation<CourseOrder, number>({
      queryFn: (courseId) =>
        fromSupabase(
          () => supabase().from('course_orders').insert({ course_id: courseId, amount: 0 }).select('*').single(),
          toCourseOrder,
        ),
      invalidatesTags: (_result, error) => (error ? [] : changedByCourseOrder),
      onQueryStarted: addToCachedCourseOrders,
    }),

    /**
     * The demo checkout of a course (docs/product.md#checkout-is-a-demo-that-completes): the server records the
     * order at the course's price; buying a course already owned returns the existing order.
     */
    buyCourse: build.mutation<CourseOrder, number>({
      queryFn: (courseId) =>
        fromSupabase(() => supabase().rpc('checkout_demo_course', { course_id: courseId }).single(), toCourseOrder),
      invalidatesTags: (_result, error) => (error ? [] : changedByCourseOrder),
      onQueryStarted: addToCachedCourseOrders,
    }),
  }),
});

export const {
  useGetCourseQuery,
  useGetCourseLessonsQuery,
  useGetRelatedCoursesQuery,
  useGetCourseOrdersQuery,
  useClaimFreeCourseMutation,
  useBuyCourseMutation,
} = coursesApi;
