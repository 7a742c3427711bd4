import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { receiveVideos } from '../videos/receiveVideos';
import { toLesson } from './courses';
import { lessonsReceived } from './lessonsSlice';

/** Lessons read by id rather than by course (coursesApi reads a course's outline). */
export const lessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Some lessons by id, each with its course (Home's "Continue learning" knows the lessons a learner is in,
     * not their courses): the lessons go into the lessons slice, the courses into the videos slice.
     */
    getLessonsWithCourses: build.query<number[], readonly number[]>({
      queryFn: (lessonIds, { dispatch }) =>
        fromSupabase(
          () =>
            supabase()
              .from('course_lessons')
              .select('*, Videos(*)')
              .in('id', [...lessonIds]),
          (rows) => {
            const courses = rows.flatMap((row) => (row.Videos ? [row.Videos] : []));
            if (courses.length > 0) receiveVideos(dispatch, courses);
            const lessons = rows.map(toLesson);
            if (lessons.length > 0) dispatch(lessonsReceived(lessons));
            return lessons.map((lesson) => lesson.id);
          },
        ),
      providesTags: (result) => (result ?? []).map((id) => ({ type: 'Lesson' as const, id: `lesson-${id}` })),
    }),
  }),
});

export const { useGetLessonsWithCoursesQuery } = lessonsApi;
