/**
 * The generated cover art as Chromium draws it: every seeded cover and video
 * thumbnail keeps its words inside the picture. Measured in the browser,
 * because only the browser knows which font "Helvetica, Arial, sans-serif"
 * turns into.
 */
import { buildEbooks, buildVideos } from '../server/src/seed/catalogue';
import { e2eEnv, expect, test } from './fixtures';

/** The clear edge every line of cover text keeps, as a share of the cover's width and height. */
const EDGE = 0.05;

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
