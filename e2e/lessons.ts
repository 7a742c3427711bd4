/**
 * The seeded free courses' lessons, as the backend answers a visitor, for the specs of the watch screen to
 * pick the lesson they need (a long one, one with chapters, one followed by another) rather than name an id.
 */
import { backendClient } from './fixtures';

export interface SeededLesson {
  id: number;
  courseId: number;
  courseName: string;
  position: number;
  title: string;
  durationSeconds: number;
  hasChapters: boolean;
  /** The lesson after it in its course, or null for the course's last. */
  next: { position: number; title: string } | null;
}

interface LessonRow {
  id: number;
  position: number;
  title: string;
  duration_seconds: number;
  chapters_path: string | null;
}

/** Every lesson of the free courses (anyone signed in may watch them), in course and lesson order. */
async function freeLessons(): Promise<SeededLesson[]> {
  const { data, error } = await (
    await backendClient()
  )
    .from('Videos')
    .select('ID, Name, course_lessons(id, position, title, duration_seconds, chapters_path)')
    .eq('Premium', false)
    .order('ID');
  if (error) throw new Error(`the free courses could not be read: ${error.message}`);
  return data.flatMap((course) => {
    const lessons = [...(course.course_lessons as LessonRow[])].sort((a, b) => a.position - b.position);
    return lessons.map((lesson, index) => {
      const next = lessons[index + 1];
      return {
        id: Number(lesson.id),
        courseId: Number(course.ID),
        courseName: course.Name as string,
        position: lesson.position,
        title: lesson.title,
        durationSeconds: Number(lesson.duration_seconds),
        hasChapters: lesson.chapters_path !== null,
        next: next ? { position: next.position, title: next.title } : null,
      };
    });
  });
}

/** The first free lesson that is what a test needs. */
export async function freeLesson(what: string, wanted: (lesson: SeededLesson) => boolean): Promise<SeededLesson> {
  const lesson = (await freeLessons()).find(wanted);
  if (!lesson) throw new Error(`the seed has no free lesson that is ${what}`);
  return lesson;
}
