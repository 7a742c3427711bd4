import { ThumbnailImages } from './thumbnailImages';
import { fakePdf, settle } from './testing/fakePdf';

/** Finishes each render as it starts, until the queue is empty. */
async function drawAll(renders: { finish: () => void }[]) {
  for (let round = 0; round < 40; round++) {
    renders.forEach((render) => render.finish());
    await settle();
  }
}

let made = 0;
const revoked: string[] = [];
beforeAll(() => {
  // jsdom draws nothing and has no blob URLs: each thumbnail becomes a numbered stand-in URL.
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['thumbnail']));
  };
  URL.createObjectURL = () => `blob:thumbnail-${++made}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
beforeEach(() => {
  revoked.length = 0;
});

describe('the thumbnails kept as images', () => {
  test('are drawn one at a time, in the order asked, and kept as blob URLs', async () => {
    const { pdf, renders } = fakePdf(20);
    const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
    images.want([3, 4, 2]);
    await settle();
    expect(renders.map((render) => render.page)).toEqual([3]);
    await drawAll(renders);
    expect(renders.map((render) => render.page)).toEqual([3, 4, 2]);
    for (const page of [2, 3, 4]) expect(images.url(page)).toMatch(/^blob:/);
    expect(images.url(5)).toBeUndefined();
  });

  test('those no longer wanted have their URLs revoked', async () => {
    const { pdf, renders } = fakePdf(20);
    const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
    images.want([1, 2, 3]);
    await drawAll(renders);
    const first = images.url(1)!;
    images.want([2, 3, 4]);
    await drawAll(renders);
    expect(images.url(1)).toBeUndefined();
    expect(revoked).toEqual([first]);
    expect(images.url(4)).toMatch(/^blob:/);
  });

  test('one being drawn for a page no longer wanted is cancelled', async () => {
    const { pdf, renders } = fakePdf(600);
    const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
    images.want([1, 2]);
    await settle();
    images.want([300, 301]);
    await drawAll(renders);
    expect(renders.find((render) => render.page === 1)!.cancelled).toBe(true);
    expect(renders.some((render) => render.page === 2)).toBe(false);
    expect(images.url(300)).toMatch(/^blob:/);
    expect(images.url(1)).toBeUndefined();
  });

  test('the reader closing revokes every URL', async () => {
    const { pdf, renders } = fakePdf(20);
    const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
    images.want([1, 2]);
    await drawAll(renders);
    const urls = [images.url(1), images.url(2)];
    images.clear();
    expect(revoked.sort()).toEqual(urls.sort());
    expect(images.url(1)).toBeUndefined();
  });

  test('wait to start until the page is idle (between page turns, not inside one)', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 })) as number;
    try {
      const { pdf, renders } = fakePdf(20);
      const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
      images.want([1]);
      await settle();
      expect(renders).toHaveLength(0);
      idle.splice(0).forEach((run) => run());
      await settle();
      expect(renders.map((render) => render.page)).toEqual([1]);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  test('tells its subscribers when a thumbnail appears', async () => {
    const { pdf, renders } = fakePdf(20);
    const images = new ThumbnailImages(pdf, { cssWidth: 150, pixelRatio: 2 });
    const seen: (string | undefined)[] = [];
    images.subscribe(() => seen.push(images.url(1)));
    images.want([1]);
    await drawAll(renders);
    expect(seen).toEqual([images.url(1)]);
  });
});
