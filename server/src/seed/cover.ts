/**
 * Generated cover art: a self-contained SVG (no scripts, no external
 * references, text XML-escaped) with a colour scheme per category, a simple
 * geometric motif and the title wrapped over a few lines, set to fit inside
 * the cover's margins (coverText.ts). Ebook covers are 2:3 portrait, video
 * thumbnails 16:9; an SVG scales as a whole, so text that fits the viewBox
 * fits at every size the cover is shown.
 */
import { fitText, textWidth, type TextRoom, type TextStyle } from './coverText';
import { Random } from './random';

export interface CoverArt {
  title: string;
  category: string;
  /** The small label above the title: the ebook's Type, or "Video course". */
  label: string;
  shape: 'portrait' | 'landscape';
  /** Extra line at the bottom (for videos: the number of lessons). */
  footnote?: string;
}

interface Palette {
  background: string;
  accent: string;
  ink: string;
}

const PALETTES: readonly Palette[] = [
  { background: '#1e3a5f', accent: '#f4a261', ink: '#ffffff' },
  { background: '#2a9d8f', accent: '#e9c46a', ink: '#ffffff' },
  { background: '#6d2e46', accent: '#d5b9b2', ink: '#ffffff' },
  { background: '#f1faee', accent: '#e63946', ink: '#1d3557' },
  { background: '#264653', accent: '#2a9d8f', ink: '#ffffff' },
  { background: '#3d405b', accent: '#f2cc8f', ink: '#ffffff' },
  { background: '#fefae0', accent: '#bc6c25', ink: '#283618' },
  { background: '#5f0f40', accent: '#fb8b24', ink: '#ffffff' },
  { background: '#0b132b', accent: '#5bc0be', ink: '#ffffff' },
  { background: '#edf2f4', accent: '#ef233c', ink: '#2b2d42' },
  { background: '#335c67', accent: '#e09f3e', ink: '#fff3b0' },
  { background: '#40916c', accent: '#d8f3dc', ink: '#ffffff' },
];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function motif(width: number, height: number, palette: Palette, random: Random): string {
  const shapes: string[] = [];
  const kind = random.int(0, 2);
  for (let i = 0; i < 5; i++) {
    const opacity = (0.12 + random.next() * 0.25).toFixed(2);
    if (kind === 0) {
      const r = Math.round((0.1 + random.next() * 0.25) * width);
      shapes.push(
        `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${palette.accent}" fill-opacity="${opacity}"/>`,
      );
    } else if (kind === 1) {
      const y = random.int(0, height);
      shapes.push(
        `<rect x="0" y="${y}" width="${width}" height="${random.int(8, 60)}" fill="${palette.accent}" fill-opacity="${opacity}" transform="rotate(${random.int(-20, 20)} ${width / 2} ${y})"/>`,
      );
    } else {
      const x = random.int(0, width);
      const y = random.int(0, height);
      const s = Math.round((0.15 + random.next() * 0.2) * width);
      shapes.push(
        `<polygon points="${x},${y} ${x + s},${y + s} ${x - s},${y + s}" fill="${palette.accent}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  return shapes.join('');
}

/** Where things go on each shape of cover, in the SVG's units. */
interface Frame {
  width: number;
  height: number;
  /** The clear edge on the left, right and bottom. */
  margin: number;
  /** The first title line's baseline; everything above the accent bar is left to the motif. */
  titleTop: number;
  /** The title's lines and sizes: the largest for short titles, smaller ones for long titles. */
  title: Omit<TextRoom, 'width'>;
  labelSize: number;
  footSize: number;
  accentWidth: number;
}

/**
 * The top fifth of every cover holds no text: cards lay their price and heart
 * over it (the price on the left, the heart on the right), so nothing written
 * on the cover is hidden at any card size.
 */
const FRAMES: Record<CoverArt['shape'], Frame> = {
  portrait: {
    width: 600,
    height: 900,
    margin: 56,
    titleTop: 300,
    title: { maxLines: 6, largest: 52, smallest: 34 },
    labelSize: 28,
    footSize: 26,
    accentWidth: 120,
  },
  landscape: {
    width: 1280,
    height: 720,
    margin: 80,
    titleTop: 250,
    title: { maxLines: 3, largest: 64, smallest: 44 },
    labelSize: 32,
    footSize: 30,
    accentWidth: 160,
  },
};

const LABEL_SPACING = 4;
/** Space kept between the category and the footnote when they share the bottom line. */
const FOOT_GAP = 40;

/** One line of text at (x, y); `extra` holds further attributes. */
const textLine = (x: number, y: number, size: number, text: string, extra = '') =>
  `<text x="${x}" y="${Math.round(y)}" font-size="${size}"${extra}>${escapeXml(text)}</text>`;

/** A single line fitted to `width`: smaller type if it needs it. */
const oneLine = (text: string, width: number, size: number, style: TextStyle = {}) =>
  fitText(text, { width, maxLines: 1, largest: size, smallest: Math.ceil(size / 2) }, style);

/** The words on the cover: label, title, category and footnote, each inside the frame's margins. */
function coverText(art: CoverArt, frame: Frame): string {
  const { margin, titleTop } = frame;
  const room = frame.width - 2 * margin;
  const title = fitText(art.title, { ...frame.title, width: room }, { bold: true });
  const label = oneLine(art.label.toUpperCase(), room, frame.labelSize, { letterSpacing: LABEL_SPACING });
  const footnote = art.footnote ? oneLine(art.footnote, room / 2, frame.footSize) : undefined;
  const footnoteWidth = footnote ? textWidth(footnote.lines[0]!, footnote.size) + FOOT_GAP : 0;
  const category = oneLine(art.category, room - footnoteWidth, frame.footSize);
  const footY = frame.height - margin;
  return [
    textLine(
      margin,
      titleTop - frame.title.largest * 1.1,
      label.size,
      label.lines[0]!,
      ` letter-spacing="${LABEL_SPACING}"`,
    ),
    ...title.lines.map((line, i) =>
      textLine(margin, titleTop + i * title.size * 1.15, title.size, line, ' font-weight="700"'),
    ),
    textLine(margin, footY, category.size, category.lines[0]!),
    footnote ? textLine(frame.width - margin, footY, footnote.size, footnote.lines[0]!, ' text-anchor="end"') : '',
  ].join('');
}

/** The cover as SVG text. */
export function coverSvg(art: CoverArt): string {
  const frame = FRAMES[art.shape];
  const { width, height, margin, titleTop } = frame;
  const palette = PALETTES[hashOf(art.category) % PALETTES.length]!;
  const random = new Random(hashOf(`${art.category}|${art.title}`));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    motif(width, height, palette, random),
    `<rect x="${margin}" y="${titleTop - frame.title.largest * 2}" width="${frame.accentWidth}" height="10" fill="${palette.accent}"/>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="${palette.ink}">`,
    coverText(art, frame),
    '</g>',
    '</svg>',
  ].join('');
}
