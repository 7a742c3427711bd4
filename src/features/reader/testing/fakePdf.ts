import type { PDFDocumentProxy, PDFPageProxy } from '../../../lib/pdf';

/** One render a fake page started: it finishes only when the test calls finish(). */
export interface FakeRender {
  page: number;
  finish: () => void;
  cancelled: boolean;
}

/**
 * A stand-in for a pdf.js document, for tests of what the reader asks pdf.js
 * to draw and when: pages 300 × 450 points whose renders finish only when the
 * test says so, and which record whether they were cancelled (failing the way
 * pdf.js does) and which pages were cleaned up. pdf.js's own drawing is not
 * under test.
 */
export function fakePdf(numPages: number) {
  const renders: FakeRender[] = [];
  const cleanedUp: number[] = [];
  const pdf = {
    numPages,
    getPage: (page: number) =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({ width: 300 * scale, height: 450 * scale }),
        render: () => {
          const render: FakeRender = { page, finish: () => {}, cancelled: false };
          let fail: (error: Error) => void = () => {};
          const promise = new Promise<void>((resolve, reject) => {
            render.finish = resolve;
            fail = reject;
          });
          renders.push(render);
          return {
            promise,
            cancel: () => {
              render.cancelled = true;
              const error = new Error('Rendering cancelled');
              error.name = 'RenderingCancelledException';
              fail(error);
            },
          };
        },
        cleanup: () => void cleanedUp.push(page),
      } as unknown as PDFPageProxy),
  } as unknown as PDFDocumentProxy;
  return { pdf, renders, cleanedUp };
}

/**
 * Lets every promise callback and timer already due run (the fake's pages load on a resolved promise), and
 * a frame be painted (neighbours are drawn after the current page's frame).
 */
export const settle = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));
