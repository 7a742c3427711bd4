import { pictureOutlines } from './pdfPictures';

test('an upright picture’s outline is its rectangle, in canvas pixels, corner after corner', () => {
  // A picture from (0.25, 0.5) to (0.75, 0.75) of a 400 × 800 canvas, as pdf.js records it.
  expect(pictureOutlines([0.25, 0.5, 0.25, 0.75, 0.75, 0.5], 400, 800)).toEqual([
    [
      [100, 400],
      [100, 600],
      [300, 600],
      [300, 400],
    ],
  ]);
});

test('a turned picture’s outline is the parallelogram it covers, and each picture has its own', () => {
  const upright = [0, 0, 0, 0.5, 0.5, 0];
  const turned = [0.5, 0.5, 0.75, 0.75, 0.75, 0.25];
  const [first, second, ...more] = pictureOutlines([...upright, ...turned], 100, 100);
  expect(first).toEqual([
    [0, 0],
    [0, 50],
    [50, 50],
    [50, 0],
  ]);
  expect(second).toEqual([
    [50, 50],
    [75, 75],
    [100, 50],
    [75, 25],
  ]);
  expect(more).toEqual([]);
});

test('a page without pictures has no outlines', () => {
  expect(pictureOutlines(new Float32Array(0), 100, 100)).toEqual([]);
});
