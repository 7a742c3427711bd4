import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clipFileBytes, placeholderClips, readLessonManifest, seedLessonClips } from './lessonClipSource';

let folder: string;

const INTRO = {
  slug: 'intro',
  title: 'Intro',
  durationSeconds: 2.5,
  video: 'intro.webm',
  captions: 'intro.vtt',
  chapters: 'intro.chapters.vtt',
};

/** A tiny manifest in the media's shape, with two clips' files beside it. */
function writeFixture(): string {
  const files: Record<string, string> = {
    'intro.webm': '\u001aE\u00df\u00a3 fake webm',
    'intro.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n',
    'intro.chapters.vtt': 'WEBVTT\n\n00:00.000 --> 00:02.000\nStart\n',
    'outro.webm': 'fake webm',
    'outro.vtt': 'WEBVTT\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const manifest = [
    { ...INTRO, chapterList: [{ start: 0, title: 'Start' }], bytes: 14 },
    {
      slug: 'outro',
      title: 'Outro',
      durationSeconds: 1,
      video: 'outro.webm',
      captions: 'outro.vtt',
      chapters: null,
      chapterList: [],
      bytes: 9,
    },
  ];
  const file = join(folder, 'lessons.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mentoria-clips-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a manifest’s clips are read with their files resolved beside it', () => {
  const [intro, outro] = readLessonManifest(writeFixture());
  // What the seed does not use (the chapter list, the size) is left behind.
  expect(intro!.clip).toEqual(INTRO);
  expect(new TextDecoder().decode(clipFileBytes(intro!.captions))).toContain('Hello.');
  expect(outro!.chapters).toBeNull();
});

test('a manifest that is not a list of clips is refused, saying which clip', () => {
  const file = join(folder, 'lessons.json');
  writeFileSync(file, JSON.stringify([{ slug: 'No Spaces Allowed', title: 'x', durationSeconds: 1 }]));
  expect(() => readLessonManifest(file)).toThrow(/clip 0/);
  writeFileSync(file, '{}');
  expect(() => readLessonManifest(file)).toThrow(/array/);
});

test('the seed uses the manifest when it is there, and placeholders until then', () => {
  expect(seedLessonClips(writeFixture()).map((sourced) => sourced.clip.slug)).toEqual(['intro', 'outro']);
  const placeholders = seedLessonClips(join(folder, 'missing.json'));
  expect(placeholders).toEqual(placeholderClips());
  expect(new TextDecoder().decode(clipFileBytes(placeholders[0]!.captions))).toMatch(/^WEBVTT/);
});
