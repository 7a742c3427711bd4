/**
 * Draws Mentoria's app icons (an open book on a green tile, the drawing of
 * public/icons/icon.svg) as PNGs in the sizes browsers and home screens ask
 * for, with no image library: shapes are rasterised here with 4×4 supersampling
 * and written as PNG with node:zlib. The output is deterministic and committed;
 * run `npx tsx scripts/generateIcons.ts` after changing the drawing.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
type Point = [number, number];

const TILE: Rgb = [0x1f, 0x5e, 0x4a];
const LEFT_PAGE: Rgb = [0xf7, 0xf3, 0xec];
const RIGHT_PAGE: Rgb = [0xe3, 0xd9, 0xc6];

/** Points along a cubic Bézier from p0 to p3 (p0 excluded). */
function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 24): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    points.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return points;
}

/** The left page in the SVG's 64-unit space: M32 20 c-5-4-11-5-18-4 v28 c7-1 13 0 18 4 z. */
const leftPage: Point[] = [
  [32, 20],
  ...cubic([32, 20], [27, 16], [21, 15], [14, 16]),
  [14, 44],
  ...cubic([14, 44], [21, 43], [27, 44], [32, 48]),
];
const rightPage: Point[] = leftPage.map(([x, y]) => [64 - x, y]);

function insidePolygon(x: number, y: number, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

interface IconOptions {
  size: number;
  /** Corner radius of the tile in 64-unit space; 0 fills the square (maskable and Apple icons, which the OS shapes). */
  radius: number;
  /** How large the book is drawn; maskable icons keep it inside the central safe zone. */
  bookScale: number;
}

/** RGBA pixels of the icon. */
function draw({ size, radius, bookScale }: IconOptions): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (radius > 0 && !insideRoundedSquare(x, y, radius)) continue;
          // Book coordinates: scaled about the centre (32, 32).
          const bx = 32 + (x - 32) / bookScale;
          const by = 32 + (y - 32) / bookScale;
          const colour = insidePolygon(bx, by, leftPage)
            ? LEFT_PAGE
            : insidePolygon(bx, by, rightPage)
              ? RIGHT_PAGE
              : TILE;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const at = (py * size + px) * 4;
      if (covered > 0) {
        pixels[at] = Math.round(r / covered);
        pixels[at + 1] = Math.round(g / covered);
        pixels[at + 2] = Math.round(b / covered);
      }
      pixels[at + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of `size`×`size` pixels. */
function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS: (IconOptions & { file: string })[] = [
  { file: 'icon-192.png', size: 192, radius: 14, bookScale: 1 },
  { file: 'icon-512.png', size: 512, radius: 14, bookScale: 1 },
  // Maskable: full bleed, the book inside the central 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, radius: 0, bookScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, bookScale: 0.9 },
];

const outDir = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(join(outDir, icon.file), encodePng(icon.size, draw(icon)));
  console.log(`wrote public/icons/${icon.file}`);
}
