import { fitText, textWidth, wrapWords } from './coverText';

const room = { width: 488, maxLines: 3, largest: 52, smallest: 34 };

test('a line is as wide as its letters: capital Ws take more room than the same number of "i"s', () => {
  expect(textWidth('WWWW', 52, { bold: true })).toBeGreaterThan(3 * textWidth('iiii', 52, { bold: true }));
  expect(textWidth('ab', 10, { letterSpacing: 4 })).toBeCloseTo(textWidth('ab', 10) + 8);
});

test('a title wraps between words where the next word would cross the width, never inside a word', () => {
  expect(wrapWords('Mastering Link Building', 488, 52, { bold: true })).toEqual(['Mastering Link', 'Building']);
  expect(wrapWords('iii iii iii iii iii iii', 488, 52, { bold: true })).toEqual(['iii iii iii iii iii iii']);
  expect(wrapWords('Supercalifragilisticexpialidocious and more', 300, 52)).toEqual([
    'Supercalifragilisticexpialidocious',
    'and more',
  ]);
});

test('a short title keeps the largest type', () => {
  expect(fitText('SEO Basics', room, { bold: true })).toEqual({ size: 52, lines: ['SEO Basics'] });
});

test('a title too long for its lines at the largest size gets smaller type, whole', () => {
  const title = 'The Content Marketing Playbook for Bloggers and Creators';
  const fitted = fitText(title, room, { bold: true });
  expect(fitted.size).toBeLessThan(52);
  expect(fitted.size).toBeGreaterThanOrEqual(34);
  expect(fitted.lines.join(' ')).toBe(title);
  expect(fitted.lines.length).toBeLessThanOrEqual(3);
  for (const line of fitted.lines) expect(textWidth(line, fitted.size, { bold: true })).toBeLessThanOrEqual(488);
});

test('a word too wide even for the smallest type gets the size that fits it rather than being split', () => {
  const fitted = fitText('Supercalifragilisticexpialidocious', room, { bold: true });
  expect(fitted.lines).toEqual(['Supercalifragilisticexpialidocious']);
  expect(textWidth(fitted.lines[0]!, fitted.size, { bold: true })).toBeLessThanOrEqual(488);
});

test('only a title that fits no size loses words: whole ones, with an ellipsis after the last kept', () => {
  const title = Array.from({ length: 30 }, (_, i) => `Word${i}`).join(' ');
  const fitted = fitText(title, room, { bold: true });
  expect(fitted.size).toBe(34);
  expect(fitted.lines).toHaveLength(3);
  expect(fitted.lines[2]).toMatch(/ Word\d+\.\.\.$/);
  expect(title.startsWith(fitted.lines.join(' ').replace(/\.\.\.$/, ''))).toBe(true);
  for (const line of fitted.lines) expect(textWidth(line, 34, { bold: true })).toBeLessThanOrEqual(488);
});
