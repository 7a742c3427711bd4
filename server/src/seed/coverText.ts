/**
 * Cover text set to the width it really takes when drawn, so a title wraps
 * between words before it reaches the edge and a title too long for its lines
 * gets smaller type instead of being cut. The covers name "Helvetica, Arial,
 * sans-serif": a Mac draws Helvetica, Windows Arial (the same widths), and a
 * Linux browser without either often DejaVu Sans, up to a quarter wider. The
 * tables hold, for each character, the wider of Helvetica's and DejaVu Sans's
 * advance widths, so a line measured here fits whichever of them draws it.
 */

/** Advance widths of the printable ASCII characters, space to "~", in thousandths of the font size. */
const REGULAR_WIDTHS: readonly number[] = [
  318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637, 637, 637, 637, 637,
  637, 637, 637, 337, 337, 838, 838, 838, 556, 1015, 685, 687, 722, 771, 667, 611, 778, 752, 295, 500, 667, 558, 863,
  749, 788, 667, 788, 722, 667, 611, 732, 685, 989, 686, 667, 686, 391, 337, 391, 838, 556, 500, 613, 635, 550, 635,
  616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637,
  337, 637, 838,
];
const BOLD_WIDTHS: readonly number[] = [
  349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 611, 1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 556, 775, 638, 996,
  837, 851, 733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 556, 500, 675, 716, 593, 716,
  679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712,
  366, 712, 838,
];
const FIRST_CHARACTER = 32;
// A character outside the tables (a title typed by hand may have one) counts as the widest there is.
const WIDEST_REGULAR = Math.max(...REGULAR_WIDTHS);
const WIDEST_BOLD = Math.max(...BOLD_WIDTHS);
/** Room for rounding and a browser's own spacing: a line is measured this much wider than the sum of its advances. */
const SAFETY = 1.02;
/** What a title too long for its lines ends with, after its last whole word. */
const ELLIPSIS = '...';

export interface TextStyle {
  bold?: boolean;
  /** Extra space after each character, in the SVG's units (as its letter-spacing attribute). */
  letterSpacing?: number;
}

/** The room a piece of cover text may take: a width, a number of lines, and the range of font sizes to try. */
export interface TextRoom {
  width: number;
  maxLines: number;
  largest: number;
  smallest: number;
}

/** Text set for the cover: its font size and its lines. */
export interface TextBlock {
  size: number;
  lines: string[];
}

/** The width `text` takes at font size `size`, in the SVG's units. */
export function textWidth(text: string, size: number, style: TextStyle = {}): number {
  const [widths, widest] = style.bold ? [BOLD_WIDTHS, WIDEST_BOLD] : [REGULAR_WIDTHS, WIDEST_REGULAR];
  let thousandths = 0;
  for (const character of text) thousandths += widths[character.charCodeAt(0) - FIRST_CHARACTER] ?? widest;
  return ((thousandths * size) / 1000) * SAFETY + (style.letterSpacing ?? 0) * [...text].length;
}

/** Greedy wrap between words to `width`; a word wider than that gets a line of its own (never split). */
export function wrapWords(text: string, width: number, size: number, style: TextStyle = {}): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, style) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const fits = (lines: readonly string[], room: TextRoom, size: number, style: TextStyle) =>
  lines.length <= room.maxLines && lines.every((line) => textWidth(line, size, style) <= room.width);

/** The first `maxLines` lines, the last one shortened by whole words until it fits with an ellipsis after it. */
function cutWithEllipsis(lines: readonly string[], room: TextRoom, size: number, style: TextStyle): string[] {
  const kept = lines.slice(0, room.maxLines);
  const words = kept[kept.length - 1]!.split(' ');
  const ending = () => `${words.join(' ').replace(/[\s,:;.-]+$/, '')}${ELLIPSIS}`;
  while (words.length > 1 && textWidth(ending(), size, style) > room.width) words.pop();
  kept[kept.length - 1] = ending();
  return kept;
}

/**
 * The text at the largest size, from `largest` down to `smallest` in steps
 * of 2, at which it fits the room's lines and width with no word split. A
 * word too wide even at the smallest size gets the size that fits it; a text
 * that still needs more lines keeps its first whole words and an ellipsis.
 */
export function fitText(text: string, room: TextRoom, style: TextStyle = {}): TextBlock {
  for (let size = room.largest; size >= room.smallest; size -= 2) {
    const lines = wrapWords(text, room.width, size, style);
    if (fits(lines, room, size, style)) return { size, lines };
  }
  const widestWord = Math.max(...text.split(/\s+/).map((word) => textWidth(word, room.smallest, style)));
  const size = widestWord > room.width ? Math.floor((room.smallest * room.width) / widestWord) : room.smallest;
  const lines = wrapWords(text, room.width, size, style);
  return { size, lines: lines.length > room.maxLines ? cutWithEllipsis(lines, room, size, style) : lines };
}
