import type { VideoRow } from './catalogue';
import { buildLessons, clipObjects, outlineTitles, type LessonClip } from './lessons';

const clip = (slug: string, durationSeconds: number, chapters: string | null = 'chapters.vtt'): LessonClip => ({
  slug,
  title: slug,
  durationSeconds,
  video: `${slug}.webm`,
  captions: `${slug}.vtt`,
  chapters,
});

const course = (ID: number, Lessons: number): VideoRow => ({
  ID,
  Name: `Course ${ID}`,
  Categories: 'SEO',
  Premium: false,
  Price: 0,
  Images: `videos/${ID}.svg`,
  Short_Description: '',
  Lessons,
  Rating: null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('a course outline', () => {
  test('opens with a welcome and closes by putting it together, at every length from 3 to 8', () => {
    for (let count = 3; count <= 8; count++) {
      const titles = outlineTitles(count);
      expect(titles).toHaveLength(count);
      expect(titles[0]).toMatch(/^Welcome/);
      expect(titles[count - 1]).toBe('Putting it all together');
      expect(new Set(titles).size).toBe(count);
    }
  });

  test('a length the seed never gives is a mistake, said as one', () => {
    expect(() => outlineTitles(2)).toThrow(/3 to 8 lessons/);
    expect(() => outlineTitles(9)).toThrow(/3 to 8 lessons/);
  });
});

describe('lessons', () => {
  const clips = [clip('intro', 30), clip('deep-dive', 95.5, null)];

  test('each course gets as many lessons as it counts, at positions 1 to n, playing the shared clips', () => {
    const lessons = buildLessons([course(1, 3), course(2, 5)], clips);
    expect(lessons.filter((lesson) => lesson.course_id === 1).map((lesson) => lesson.position)).toEqual([1, 2, 3]);
    expect(lessons.filter((lesson) => lesson.course_id === 2)).toHaveLength(5);
    expect(new Set(lessons.map((lesson) => lesson.video_path))).toEqual(
      new Set(['clips/intro/video.webm', 'clips/deep-dive/video.webm']),
    );
  });

  test('a lesson takes its duration, captions and chapters from its clip', () => {
    const [first, second] = buildLessons([course(1, 3)], clips);
    expect(first).toMatchObject({
      duration_seconds: 95.5,
      video_path: 'clips/deep-dive/video.webm',
      captions_path: 'clips/deep-dive/captions.vtt',
      chapters_path: null,
    });
    expect(second).toMatchObject({ duration_seconds: 30, chapters_path: 'clips/intro/chapters.vtt' });
  });

  test('a clip is stored under one folder of its own, keeping its video’s kind', () => {
    expect(clipObjects({ ...clip('intro', 30), video: 'intro.MP4' })).toEqual({
      video: 'clips/intro/video.mp4',
      captions: 'clips/intro/captions.vtt',
      chapters: 'clips/intro/chapters.vtt',
    });
  });

  test('two builds are identical, and no clips is a mistake', () => {
    const courses = [course(7, 4), course(8, 6)];
    expect(buildLessons(courses, clips)).toEqual(buildLessons(courses, clips));
    expect(() => buildLessons(courses, [])).toThrow(/at least one lesson clip/);
  });
});
