import { clipFileBytes, seedLessonClips } from './lessonClipSource';

test("the seed's clips are the committed ones, each with its video and captions", () => {
  const clips = seedLessonClips();
  expect(clips.length).toBeGreaterThanOrEqual(3);
  for (const { clip, video, captions, chapters } of clips) {
    // A WebM file starts with the EBML magic number; captions are WebVTT.
    expect([...clipFileBytes(video).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(new TextDecoder().decode(clipFileBytes(captions)).startsWith('WEBVTT')).toBe(true);
    expect(chapters === null).toBe(clip.chapters === null);
  }
  expect(clips.some(({ chapters }) => chapters !== null)).toBe(true);
});
