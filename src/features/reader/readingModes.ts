import type { PageColors } from '../../lib/pdf';
import type { ReadingMode } from '../learnerSettings/learnerSettings';

/**
 * The page's colours in each reading mode (docs/product.md#the-reader-is-a-study-tool), drawn by pdf.js itself
 * (its `pageColors`), so the text layer, the selection and the highlights sit on the page as drawn. Light is the
 * PDF's own colours. Sepia is dark brown ink on warm paper; dark is light grey ink on near-black, not pure
 * white on black, which glares. Both keep the ink's contrast with the paper above 7:1 (WCAG AAA).
 */
const PAGE_COLORS: Record<ReadingMode, PageColors | null> = {
  light: null,
  sepia: { background: '#f4ecd8', foreground: '#433422' },
  dark: { background: '#1c1c1e', foreground: '#e4e4e6' },
};

export const pageColorsOf = (mode: ReadingMode): PageColors | null => PAGE_COLORS[mode];

/** The paper's colour in a mode, for what surrounds the canvas while it draws. */
export const paperOf = (mode: ReadingMode): string => PAGE_COLORS[mode]?.background ?? '#ffffff';

/** The modes as the toolbar offers them, in order. */
export const READING_MODE_LABELS: Record<ReadingMode, string> = { light: 'Light', sepia: 'Sepia', dark: 'Dark' };
