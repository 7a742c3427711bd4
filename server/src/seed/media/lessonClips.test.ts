import { existsSync, readFileSync, statSync } from 'node:fs';
import { LESSON_SCRIPTS, narrationOf } from '../../../../scripts/media/lessonScripts';
import { lessonFile, readLessonClips, type LessonClip } from './lessonClips';
import { parseWebVtt } from './webVtt';

// The clips are committed files: these checks read them as they are, with no media tools installed.
const clips = readLessonClips();
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const TEN_MEGABYTES = 10_000_000;

const scriptOf = (clip: LessonClip) => {
  const script = LESSON_SCRIPTS.find((candidate) => candidate.slug === clip.slug);
  if (!script) throw new Error(`No lesson script for ${clip.slug}`);
  return script;
};

describe('the seed’s lesson clips', () => {
  it('are the clips of the lesson scripts, in order', () => {
    expect(clips.map((clip) => clip.slug)).toEqual(LESSON_SCRIPTS.map((script) => script.slug));
    expect(clips.map((clip) => clip.title)).toEqual(LESSON_SCRIPTS.map((script) => script.title));
  });

  it('stay small enough to commit', () => {
    expect(clips.reduce((sum, clip) => sum + clip.bytes, 0)).toBeLessThan(TEN_MEGABYTES);
  });

  it('include at least three longer clips with three chapters or more', () => {
    const chaptered = clips.filter((clip) => clip.durationSeconds > 35 && clip.chapterList.length >= 3);
    expect(chaptered.length).toBeGreaterThanOrEqual(3);
  });

  describe.each(clips.map((clip) => [clip.slug, clip] as const))('%s', (_slug, clip) => {
    it('is a WebM file of the size the manifest gives, 10 to 60 seconds long', () => {
      const video = lessonFile(clip.video);
      expect(statSync(video).size).toBe(clip.bytes);
      expect(readFileSync(video).subarray(0, 4)).toEqual(EBML_MAGIC);
      expect(clip.durationSeconds).toBeGreaterThanOrEqual(10);
      expect(clip.durationSeconds).toBeLessThanOrEqual(60);
    });

    it('has captions in order, inside the clip, that say exactly what is narrated', () => {
      const cues = parseWebVtt(readFileSync(lessonFile(clip.captions), 'utf8'));
      expect(cues.length).toBeGreaterThan(0);
      let previousEnd = 0;
      for (const cue of cues) {
        expect(cue.startSeconds).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.endSeconds).toBeGreaterThan(cue.startSeconds);
        previousEnd = cue.endSeconds;
      }
      expect(previousEnd).toBeLessThanOrEqual(clip.durationSeconds);
      expect(cues.map((cue) => cue.text).join(' ')).toBe(narrationOf(scriptOf(clip)).join(' '));
    });

    it('has chapters, where it has any, that cover it from start to end under the listed titles', () => {
      if (clip.chapters === null) {
        expect(clip.chapterList).toEqual([]);
        return;
      }
      expect(existsSync(lessonFile(clip.chapters))).toBe(true);
      const cues = parseWebVtt(readFileSync(lessonFile(clip.chapters), 'utf8'));
      expect(cues.map((cue) => cue.text)).toEqual(clip.chapterList.map((chapter) => chapter.title));
      expect(cues[0]?.startSeconds).toBe(0);
      cues.forEach((cue, index) => {
        expect(cue.startSeconds).toBeCloseTo(clip.chapterList[index]?.startSeconds ?? NaN, 3);
        const next = cues[index + 1];
        expect(cue.endSeconds).toBeCloseTo(next ? next.startSeconds : clip.durationSeconds, 3);
      });
      expect(clip.chapterList.map((chapter) => chapter.title)).toEqual(
        scriptOf(clip).slides.map((slide) => slide.heading),
      );
    });
  });
});
