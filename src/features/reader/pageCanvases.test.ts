import { isPageLetGo, PageCanvases } from './pageCanvases';
import { fakePdf, settle } from './testing/fakePdf';

const size = { cssWidth: 600, pixelRatio: 2 };

describe('the page canvases of an open book', () => {
  test('the current page is drawn first, at 600 CSS pixels and twice as many device pixels, then its neighbours', async () => {
    const { pdf, renders, cleanedUp } = fakePdf(10);
    const canvases = new PageCanvases(pdf, size);
    const shown = canvases.showAround(5);
    await settle();
    expect(renders.map((render) => render.page)).toEqual([5]);

    renders[0]!.finish();
    const canvas = await shown;
    expect(canvas.width).toBe(1200);
    expect(canvas.height).toBe(1800);
    expect(canvas.style.width).toBe('600px');
    expect(cleanedUp).toEqual([5]);
    await settle();
    expect(renders.map((render) => render.page)).toEqual([5, 6, 4]);
  });

  test('the neighbours wait until the page being shown has been painted', async () => {
    const { pdf, renders } = fakePdf(10);
    const canvases = new PageCanvases(pdf, size);
    const shown = canvases.showAround(5);
    await settle();
    renders[0]!.finish();
    await shown;
    for (let callback = 0; callback < 10; callback++) await Promise.resolve();
    expect(renders.map((render) => render.page)).toEqual([5]);
    await settle();
    expect(renders.map((render) => render.page)).toEqual([5, 6, 4]);
  });

  test('a turn to a neighbour already drawn has its canvas at once', async () => {
    const { pdf, renders } = fakePdf(10);
    const canvases = new PageCanvases(pdf, size);
    void canvases.showAround(5);
    await settle();
    renders[0]!.finish();
    await settle();
    renders.forEach((render) => render.finish());
    await settle();
    expect(canvases.drawn(6)).not.toBeNull();
    expect(canvases.drawn(4)).not.toBeNull();
  });

  test('never more than three canvases are alive, and those let go are zeroed', async () => {
    const { pdf, renders } = fakePdf(600);
    const canvases = new PageCanvases(pdf, size);
    const letGo: HTMLCanvasElement[] = [];
    for (let page = 1; page <= 30; page++) {
      const before = [page - 2, page - 1].map((old) => canvases.drawn(old)).filter((c): c is HTMLCanvasElement => !!c);
      void canvases.showAround(page).catch(() => {});
      await settle();
      renders.forEach((render) => render.finish());
      await settle();
      renders.forEach((render) => render.finish());
      await settle();
      expect(canvases.aliveCount).toBeLessThanOrEqual(3);
      letGo.push(...before.filter((canvas) => canvas !== canvases.drawn(page - 1)));
    }
    expect(letGo.length).toBeGreaterThan(0);
    for (const canvas of letGo) expect([canvas.width, canvas.height]).toEqual([0, 0]);
  });

  test('a canvas let go on a turn is zeroed only once the turned-to page has been painted, not in the turn itself', async () => {
    const { pdf, renders } = fakePdf(10);
    const canvases = new PageCanvases(pdf, size);
    void canvases.showAround(5);
    await settle();
    renders.forEach((render) => render.finish());
    await settle();
    renders.forEach((render) => render.finish());
    await settle();
    const page4 = canvases.drawn(4)!;
    expect(page4.width).toBe(1200);

    // Turning to 6 lets 4 go: freeing its pixels would hold back the frame that shows page 6.
    void canvases.showAround(6);
    expect(canvases.drawn(4)).toBeNull();
    expect(page4.width).toBe(1200);
    await settle();
    expect([page4.width, page4.height]).toEqual([0, 0]);
  });

  test('a fast series of turns cancels the renders no longer wanted', async () => {
    const { pdf, renders } = fakePdf(600);
    const canvases = new PageCanvases(pdf, size);
    const first = canvases.showAround(1);
    await settle();
    // The reader jumps on before page 1 has finished drawing.
    const last = canvases.showAround(40);
    await settle();
    expect(isPageLetGo(await first.catch((error: unknown) => error))).toBe(true);
    expect(renders.find((render) => render.page === 1)!.cancelled).toBe(true);
    expect(renders.find((render) => render.page === 40)!.cancelled).toBe(false);
    renders.find((render) => render.page === 40)!.finish();
    await expect(last).resolves.toBeInstanceOf(HTMLCanvasElement);
  });

  test('closing the book lets every canvas go', async () => {
    const { pdf, renders } = fakePdf(10);
    const canvases = new PageCanvases(pdf, size);
    const shown = canvases.showAround(5);
    await settle();
    renders[0]!.finish();
    const canvas = await shown;
    canvases.destroy();
    expect(canvases.aliveCount).toBe(0);
    expect([canvas.width, canvas.height]).toEqual([0, 0]);
    await settle();
    expect(renders.filter((render) => render.page !== 5).every((render) => render.cancelled)).toBe(true);
  });
});
