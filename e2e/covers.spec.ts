/**
 * The generated cover art as Chromium draws it: every seeded cover and video
 * thumbnail keeps its words inside the picture, and a card's price and heart,
 * laid over the cover, never hide them. Measured in the browser, because only
 * the browser knows which font "Helvetica, Arial, sans-serif" turns into.
 */
import type { Page } from '@playwright/test';
import { buildEbooks, buildVideos } from '../server/src/seed/catalogue';
import { e2eEnv, expect, test } from './fixtures';

/** The clear edge every line of cover text keeps, as a share of the cover's width and height. */
const EDGE = 0.05;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

async function seededCover(path: string): Promise<string> {
  const response = await fetch(`${e2eEnv('MENTORIA_E2E_BACKEND_URL')}/storage/v1/object/public/covers/${path}`);
  if (!response.ok) throw new Error(`cover ${path}: HTTP ${response.status}`);
  return response.text();
}

test('every seeded cover and video thumbnail keeps each line of its text inside the picture', async ({ page }) => {
  const paths = [...buildEbooks().map(({ row }) => row.Images), ...buildVideos().map((video) => video.Images)];
  const covers = await Promise.all(paths.map(async (path) => ({ path, svg: await seededCover(path) })));
  await page.setContent('<!doctype html><html><body></body></html>');
  const outside = await page.evaluate(
    ({ covers, edge }) => {
      const found: { cover: string; text: string; box: string }[] = [];
      for (const { path, svg } of covers) {
        document.body.innerHTML = svg;
        const root = document.body.querySelector('svg')!;
        const { width, height } = root.viewBox.baseVal;
        for (const text of root.querySelectorAll('text')) {
          const box = text.getBBox();
          const inside =
            box.x >= width * edge &&
            box.x + box.width <= width * (1 - edge) &&
            box.y >= height * edge &&
            box.y + box.height <= height * (1 - edge);
          if (!inside) {
            const where = `x ${Math.round(box.x)} to ${Math.round(box.x + box.width)} of ${width}`;
            found.push({ cover: path, text: text.textContent ?? '', box: where });
          }
        }
      }
      return found;
    },
    { covers, edge: EDGE },
  );
  expect(outside).toEqual([]);
});

/**
 * The cards' cover text a card's own price badge or heart lies over: each
 * card's cover drawn again, inline, exactly over its image, so its lines can
 * be measured where the screen shows them.
 */
async function hiddenCoverText(page: Page): Promise<{ card: string; text: string; under: string }[]> {
  const sources = await page
    .locator('article.product-card img')
    .evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).src))]);
  const svgs = Object.fromEntries(
    await Promise.all(sources.map(async (src) => [src, await (await page.request.get(src)).text()] as const)),
  );
  return page.evaluate((svgs) => {
    const boxOf = (element: Element | null): Box | null => element?.getBoundingClientRect() ?? null;
    const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: { card: string; text: string; under: string }[] = [];
    for (const card of document.querySelectorAll('article.product-card')) {
      const image = card.querySelector<HTMLImageElement>('.product-card__cover img');
      if (!image) continue;
      const frame = image.getBoundingClientRect();
      const copy = document.createElement('div');
      copy.style.cssText = `position:fixed;left:${frame.left}px;top:${frame.top}px;width:${frame.width}px;height:${frame.height}px`;
      copy.innerHTML = svgs[image.src] ?? '';
      copy.querySelector('svg')?.setAttribute('width', '100%');
      copy.querySelector('svg')?.setAttribute('height', '100%');
      document.body.append(copy);
      const overlays = {
        'price badge': boxOf(card.querySelector('.product-card__price')),
        heart: boxOf(card.querySelector('.product-card__favourite')),
      };
      for (const text of copy.querySelectorAll('text')) {
        for (const [under, box] of Object.entries(overlays)) {
          if (box && overlaps(text.getBoundingClientRect(), box)) {
            found.push({ card: card.querySelector('h2, h3')?.textContent ?? '', text: text.textContent ?? '', under });
          }
        }
      }
      copy.remove();
    }
    return found;
  }, svgs);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a card's price and heart never hide the words on its cover, on Home and in the ebooks list", async ({
      page,
    }) => {
      for (const path of ['/', '/ebooks']) {
        await page.goto(path);
        await expect(page.locator('article.product-card .product-card__price').first()).toBeVisible();
        expect(await hiddenCoverText(page)).toEqual([]);
      }
    });
  });
}
