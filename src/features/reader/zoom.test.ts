import {
  cappedPixelRatio,
  clampPercent,
  fitPageHeight,
  fitPageWidth,
  keptScroll,
  MAX_CANVAS_PIXELS,
  pageCssWidth,
  percentOf,
  scaledPercent,
  steppedPercent,
  wheelZoomFactor,
  zoomChoiceValue,
  zoomFromChoice,
} from './zoom';

/** A seeded book's page: 6 × 9 inches, in points. */
const PAGE = { width: 432, height: 648 };
const ASPECT = 2 / 3;

describe('fit page: the whole page in the frame', () => {
  test('with room in width and height, a page is 600 pixels wide', () => {
    expect(fitPageWidth(1000, 1200, ASPECT)).toBe(600);
  });
  test('a narrow frame narrows the page', () => {
    expect(fitPageWidth(343, 2000, ASPECT)).toBe(343);
  });
  test('a short window narrows the page so it and its controls fit', () => {
    expect(fitPageWidth(1000, 660, ASPECT)).toBe(440);
  });
  test('a very short window keeps a readable page, and scrolls', () => {
    expect(fitPageWidth(1000, 100, ASPECT)).toBe(Math.floor(320 * ASPECT));
  });
  test('the frame is as tall as the fitted page', () => {
    expect(fitPageHeight({ width: 1000, height: 660 }, PAGE)).toBe(660);
  });
});

describe('the page’s width at each zoom', () => {
  const frame = { width: 900, height: 700 };
  test('fit width fills the frame’s width, taller than it', () => {
    expect(pageCssWidth({ fit: 'width' }, frame, PAGE)).toBe(900);
  });
  test('100 % is the printed size: 6 inches at 96 CSS pixels an inch', () => {
    expect(pageCssWidth({ percent: 100 }, frame, PAGE)).toBe(576);
    expect(pageCssWidth({ percent: 200 }, frame, PAGE)).toBe(1152);
    expect(percentOf(576, PAGE.width)).toBe(100);
  });
  test('a zoom outside 50–400 % is held to it', () => {
    expect(pageCssWidth({ percent: 1000 }, frame, PAGE)).toBe(576 * 4);
    expect(pageCssWidth({ percent: 10 }, frame, PAGE)).toBe(288);
    expect(clampPercent(Number.NaN)).toBe(100);
  });
});

describe('zoom steps', () => {
  test.each([
    [100, 'in', 110],
    [100, 'out', 90],
    [83, 'in', 90],
    [83, 'out', 75],
    [400, 'in', 400],
    [50, 'out', 50],
    [399.8, 'in', 400],
  ] as const)('from %p %%, zoom %s goes to %p %%', (from, direction, to) => {
    expect(steppedPercent(from, direction)).toBe(to);
  });
  test('a wheel notch up zooms in about a quarter, down out; a pinch scales and is held to 50–400 %', () => {
    expect(scaledPercent(100, wheelZoomFactor(-100))).toBe(126);
    expect(scaledPercent(100, wheelZoomFactor(100))).toBe(79);
    expect(scaledPercent(300, 3)).toBe(400);
    expect(scaledPercent(60, 0.5)).toBe(50);
  });
  test('the zoom list’s values read back as the zoom', () => {
    for (const zoom of [{ fit: 'width' }, { fit: 'page' }, { percent: 150 }] as const) {
      expect(zoomFromChoice(zoomChoiceValue(zoom))).toEqual(zoom);
    }
  });
});

describe('a sharp page within the canvas budget', () => {
  test('a page drawn at the screen’s density while it fits the budget', () => {
    expect(cappedPixelRatio(600, 900, 2)).toBe(2);
  });
  test('a page at 400 % on a dense screen is drawn at a lower density, never past the budget', () => {
    const ratio = cappedPixelRatio(2304, 3456, 3);
    expect(ratio).toBeLessThan(3);
    expect(2304 * ratio * 3456 * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });
});

describe('the place in the page is kept when zooming', () => {
  const frame = { width: 800, height: 600 };
  test('the point under the pointer stays under it', () => {
    const before = { width: 1000, height: 1500 };
    const after = { width: 2000, height: 3000 };
    const pointer = { x: 100, y: 200 };
    const place = keptScroll(pointer, { left: 300, top: 400 }, frame, before, after);
    // The point was 400 px into a 1000 px page (40 %), 600 into 1500 (40 %): it is 40 % into the new one.
    expect(place.left + pointer.x).toBeCloseTo(0.4 * after.width);
    expect(place.top + pointer.y).toBeCloseTo(0.4 * after.height);
  });
  test('a page smaller than the frame, centred in it, keeps the centre when it grows past the frame', () => {
    const centre = { x: 400, y: 300 };
    const place = keptScroll(
      centre,
      { left: 0, top: 0 },
      frame,
      { width: 400, height: 600 },
      { width: 1600, height: 2400 },
    );
    expect(place).toEqual({ left: 400, top: 900 });
  });
  test('the scroll never goes past the page’s edges', () => {
    const place = keptScroll(
      { x: 790, y: 590 },
      { left: 1200, top: 2900 },
      frame,
      { width: 2000, height: 3000 },
      { width: 600, height: 900 },
    );
    expect(place).toEqual({ left: 0, top: 300 });
  });
});
