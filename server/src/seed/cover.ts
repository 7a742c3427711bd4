/**
 * Generated cover art: a self-contained SVG (no scripts, no external
 * references, text XML-escaped) with a colour scheme per category, a simple
 * geometric motif and the title wrapped over a few lines. Ebook covers are 2:3
 * portrait, video thumbnails 16:9.
 */
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

/** Greedy word wrap to at most `maxChars` per line and `maxLines` lines (the last one ellipsised if needed). */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,:;.-]+$/, '')}...`;
  return kept;
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

/** The cover as SVG text. */
export function coverSvg(art: CoverArt): string {
  const portrait = art.shape === 'portrait';
  const [width, height] = portrait ? [600, 900] : [1280, 720];
  const palette = PALETTES[hashOf(art.category) % PALETTES.length]!;
  const random = new Random(hashOf(`${art.category}|${art.title}`));
  const titleSize = portrait ? 52 : 64;
  const lines = wrapWords(art.title, portrait ? 18 : 30, portrait ? 6 : 3);
  const margin = portrait ? 56 : 80;
  const titleTop = portrait ? 300 : 250;
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${titleTop + i * titleSize * 1.15}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const footY = height - margin;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    motif(width, height, palette, random),
    `<rect x="${margin}" y="${titleTop - titleSize * 2}" width="${portrait ? 120 : 160}" height="10" fill="${palette.accent}"/>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="${palette.ink}">`,
    `<text x="${margin}" y="${titleTop - titleSize * 1.1}" font-size="${portrait ? 28 : 32}" letter-spacing="4">${escapeXml(art.label.toUpperCase())}</text>`,
    titleText,
    `<text x="${margin}" y="${footY}" font-size="${portrait ? 26 : 30}">${escapeXml(art.category)}</text>`,
    art.footnote
      ? `<text x="${width - margin}" y="${footY}" font-size="${portrait ? 26 : 30}" text-anchor="end">${escapeXml(art.footnote)}</text>`
      : '',
    '</g>',
    '</svg>',
  ].join('');
}
