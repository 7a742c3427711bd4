/**
 * Draws the picture on every seeded book's title page (server/src/seed/media/books/frontispiece.jpg) with
 * ImageMagick: a landscape in strong colours (a blue sky, a yellow sun, green hills, a red roof). It is there so
 * the seed's books hold a photograph as well as text, and the reader's sepia and dark modes can be seen to keep a
 * picture in its own colours (docs/product.md#the-reader-is-a-study-tool). The output is committed; run this
 * (`npm run media:frontispiece`) only after changing the drawing.
 */
import { execFileSync } from 'node:child_process';
import { frontispiecePath } from '../../server/src/seed/media/frontispiece';

const WIDTH = 640;
const HEIGHT = 400;

const draw = [
  '-size',
  `${WIDTH}x${HEIGHT}`,
  'gradient:#2f7fd8-#bfe0ff',
  // The sun, with a softer ring around it.
  ...['-fill', '#ffe27a', '-draw', 'circle 470,120 470,190'],
  ...['-fill', '#ffc21a', '-draw', 'circle 470,120 470,165'],
  // Far hills, then near hills, each a closed curve along the bottom.
  ...[
    '-fill',
    '#5fa35a',
    '-draw',
    'path "M 0,270 C 120,200 220,230 330,260 C 440,290 540,210 640,240 L 640,400 L 0,400 Z"',
  ],
  ...[
    '-fill',
    '#2f7a38',
    '-draw',
    'path "M 0,330 C 160,280 300,300 420,330 C 520,355 590,320 640,310 L 640,400 L 0,400 Z"',
  ],
  // A house: white walls, a red roof, a dark door.
  ...['-fill', '#f4f1ea', '-draw', 'rectangle 140,282 210,330'],
  ...['-fill', '#d23a2a', '-draw', 'polygon 130,284 175,250 220,284'],
  ...['-fill', '#5a3a22', '-draw', 'rectangle 168,302 184,330'],
  '-strip',
  '-quality',
  '82',
  frontispiecePath(),
];

execFileSync('convert', draw, { stdio: 'inherit' });
console.log(`Wrote ${frontispiecePath()}`);
