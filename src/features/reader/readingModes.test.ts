import { READING_MODES } from '../../config/constants';
import { pageColorsOf, paperOf } from './readingModes';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the light page is the PDF’s own colours: nothing is recoloured', () => {
  expect(pageColorsOf('light')).toBeNull();
  expect(paperOf('light')).toBe('#ffffff');
});

test('sepia is dark ink on warm paper, dark is light ink on dark paper', () => {
  const sepia = pageColorsOf('sepia')!;
  const dark = pageColorsOf('dark')!;
  expect(contrast(sepia.background, '#ffffff')).toBeLessThan(1.2);
  expect(contrast(dark.background, '#000000')).toBeLessThan(1.3);
  expect(contrast(dark.foreground, '#ffffff')).toBeLessThan(1.3);
});

test.each(READING_MODES.filter((mode) => mode !== 'light'))('%s ink reads on its paper (at least 7:1)', (mode) => {
  const colors = pageColorsOf(mode)!;
  expect(contrast(colors.foreground, colors.background)).toBeGreaterThanOrEqual(7);
  expect(paperOf(mode)).toBe(colors.background);
});
