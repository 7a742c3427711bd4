/**
 * Draws one lesson slide as a 1280×720 PNG with ImageMagick's `convert`: light
 * text on a dark ground, large enough to read on a phone after VP9 compression.
 * DejaVu Sans is the font Debian installs with ImageMagick, so the drawing is
 * the same on every machine that remakes the clips.
 */
import { execFileSync } from 'node:child_process';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${FONT_DIR}/DejaVuSans.ttf`;
const BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;

const WIDTH = 1280;
const HEIGHT = 720;
const MARGIN = 72;
const HEADING_POINTS = 56;
const BULLET_POINTS = 40;

const BACKGROUND = '#0F172A';
const FOOTER = '#1E293B';
const ACCENT = '#34D399';
const HEADING = '#FFFFFF';
const BODY = '#E2E8F0';
const MUTED = '#CBD5E1';

export interface SlideDrawing {
  heading: string;
  bullets: string[];
  clipTitle: string;
  /** "2 / 3", where the slide stands in its clip. */
  position: string;
}

/** ImageMagick reads `%` escapes and a leading `@` (a file name) in drawn text; the lessons need neither. */
function checkDrawable(text: string): string {
  if (/[%@\\]/.test(text)) throw new Error(`Slide text may not contain %, @ or a backslash: ${text}`);
  return text;
}

function textWidth(text: string, font: string, points: number): number {
  const output = execFileSync('convert', [
    '-font',
    font,
    '-pointsize',
    String(points),
    `label:${text}`,
    '-format',
    '%w',
    'info:',
  ]);
  return Number(output.toString());
}

/** Fails loudly where a line would run off the slide: better than a clipped lesson nobody notices. */
function checkFits(drawing: SlideDrawing): void {
  const room = WIDTH - 2 * MARGIN;
  const lines: [string, string, number][] = [
    [drawing.heading, BOLD, HEADING_POINTS],
    ...drawing.bullets.map((bullet): [string, string, number] => [bullet, REGULAR, BULLET_POINTS]),
  ];
  for (const [text, font, points] of lines) {
    if (textWidth(checkDrawable(text), font, points) > room - (font === REGULAR ? 56 : 0)) {
      throw new Error(`Too wide for a slide: "${text}"`);
    }
  }
  checkDrawable(drawing.clipTitle);
}

export function drawSlide(drawing: SlideDrawing, outputPath: string): void {
  checkFits(drawing);
  const bulletArguments = drawing.bullets.flatMap((bullet, index) => {
    const baseline = 340 + index * 84;
    return [
      ...['-fill', ACCENT, '-draw', `circle ${MARGIN + 12},${baseline - 14} ${MARGIN + 20},${baseline - 14}`],
      ...['-fill', BODY, '-annotate', `+${MARGIN + 56}+${baseline}`, bullet],
    ];
  });
  execFileSync('convert', [
    ...['-size', `${WIDTH}x${HEIGHT}`, `xc:${BACKGROUND}`],
    ...['-fill', FOOTER, '-draw', `rectangle 0,${HEIGHT - 72} ${WIDTH},${HEIGHT}`],
    ...['-font', BOLD, '-pointsize', '28', '-fill', ACCENT, '-annotate', `+${MARGIN}+${MARGIN}`, 'Mentoria'],
    ...['-pointsize', String(HEADING_POINTS), '-fill', HEADING, '-annotate', `+${MARGIN}+200`, drawing.heading],
    ...['-fill', ACCENT, '-draw', `rectangle ${MARGIN},226 ${MARGIN + 120},232`],
    ...['-font', REGULAR, '-pointsize', String(BULLET_POINTS), ...bulletArguments],
    ...['-pointsize', '24', '-fill', MUTED, '-annotate', `+${MARGIN}+${HEIGHT - 27}`, drawing.clipTitle],
    ...['-gravity', 'SouthEast', '-annotate', `+${MARGIN}+27`, drawing.position],
    ...['-depth', '8', '-define', 'png:exclude-chunks=date,time', outputPath],
  ]);
}
