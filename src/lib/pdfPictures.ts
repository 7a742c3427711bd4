/**
 * A page's pictures kept in their own colours in a reading mode (docs/product.md#the-reader-is-a-study-tool).
 * pdf.js draws a page in `pageColors` by passing the whole finished canvas through one filter, pictures included,
 * so a photograph comes out as a two-tone print of the mode's ink and paper. With `recordImages` it also says
 * where each picture is; the pictures' areas are then copied from the page drawn a second time in its own colours.
 * Only a page with pictures is drawn twice.
 */

/** A picture's four corners in canvas pixels, in order around it. */
export type PictureOutline = readonly (readonly [number, number])[];

/**
 * The pictures' outlines from pdf.js's `imageCoordinates`: six numbers a picture, three corners of the
 * parallelogram it covers (a corner, then the far ends of the two sides that meet there), as fractions of the
 * canvas's width and height.
 */
export function pictureOutlines(coordinates: ArrayLike<number>, width: number, height: number): PictureOutline[] {
  const outlines: PictureOutline[] = [];
  for (let at = 0; at + 6 <= coordinates.length; at += 6) {
    const x = (i: number) => coordinates[at + i]! * width;
    const y = (i: number) => coordinates[at + i]! * height;
    const [cornerX, cornerY, sideX, sideY, otherX, otherY] = [x(0), y(1), x(2), y(3), x(4), y(5)];
    outlines.push([
      [cornerX, cornerY],
      [sideX, sideY],
      [sideX + otherX - cornerX, sideY + otherY - cornerY],
      [otherX, otherY],
    ]);
  }
  return outlines;
}

/** Copies the pictures' areas of `ownColours` (the same page, the same size, in its own colours) onto `page`. */
export function copyPictures(page: HTMLCanvasElement, ownColours: HTMLCanvasElement, outlines: PictureOutline[]) {
  const context = page.getContext('2d');
  if (!context || outlines.length === 0) return;
  context.save();
  context.beginPath();
  for (const [first, ...rest] of outlines) {
    context.moveTo(...first!);
    for (const corner of rest) context.lineTo(...corner);
    context.closePath();
  }
  context.clip();
  context.drawImage(ownColours, 0, 0);
  context.restore();
}
