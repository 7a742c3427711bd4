/**
 * The lesson player's keys (src/features/player/playerKeys.ts), as a learner uses them with the focus on the
 * picture: each one checked by what the screen then shows (the Play button's name, the time, the volume slider
 * and the Mute button, the speed, the captions over the picture, the player filling the screen). The lesson is
 * a course's last, so going to its end offers no next lesson. Each test is an account of its own: the speed
 * and the captions are kept with the account.
 */
import { expect, test as base } from './fixtures';
import { freeLesson, type SeededLesson } from './lessons';
import { WatchPage } from './pages/WatchPage';

const test = base.extend<{ lesson: SeededLesson; watch: WatchPage }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  lesson: async ({}, use) =>
    use(await freeLesson('a course’s last, 40 s or longer', (l) => l.next === null && l.durationSeconds >= 40)),
  watch: async ({ page, lesson }, use) => {
    const watch = new WatchPage(page);
    await watch.open(lesson.courseId, lesson.position);
    await watch.video.focus();
    await use(watch);
  },
});
test.use({ signedInAs: 'own' });

/** The time display shows `seconds` (within a second: the lesson's length is the file's, not the catalogue's). */
async function expectTimeNear(watch: WatchPage, seconds: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await watch.shownSeconds()) - Math.floor(seconds)), {
      message: `the time shown is ${Math.floor(seconds)} s, give or take one`,
    })
    .toBeLessThanOrEqual(1);
}

/** The time display shows exactly `seconds` (a step from a place already shown lands on a whole step). */
async function expectTime(watch: WatchPage, seconds: number): Promise<void> {
  await expect.poll(() => watch.shownSeconds(), { message: `the time shown is ${seconds} s` }).toBe(seconds);
}

test('Space and K play and pause the lesson: the time moves while the button says Pause', async ({ page, watch }) => {
  await expect(watch.playButton).toHaveAccessibleName('Play');

  await page.keyboard.press('Space');
  await expect(watch.playButton).toHaveAccessibleName('Pause');
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);

  await page.keyboard.press('k');
  await expect(watch.playButton).toHaveAccessibleName('Play');
  const pausedAt = await watch.shownSeconds();

  await page.keyboard.press('K');
  await expect(watch.playButton).toHaveAccessibleName('Pause');
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBeGreaterThan(pausedAt);

  await page.keyboard.press('Space');
  await expect(watch.playButton).toHaveAccessibleName('Play');
});

test('J and L go 10 seconds back and on, the arrows 5, Home and End to the ends and the digits to tenths of the lesson', async ({
  page,
  watch,
  lesson,
}) => {
  await page.keyboard.press('5');
  await expectTimeNear(watch, lesson.durationSeconds / 2);
  const middle = await watch.shownSeconds();

  await page.keyboard.press('l');
  await expectTime(watch, middle + 10);
  await page.keyboard.press('j');
  await expectTime(watch, middle);
  await page.keyboard.press('ArrowRight');
  await expectTime(watch, middle + 5);
  await page.keyboard.press('ArrowLeft');
  await expectTime(watch, middle);

  for (const digit of [9, 0, 1, 2, 3, 4, 5, 6, 7, 8]) {
    await page.keyboard.press(String(digit));
    await expectTimeNear(watch, (lesson.durationSeconds * digit) / 10);
  }

  await page.keyboard.press('Home');
  await expect(watch.time).toHaveText(/^0:00 \//);
  // Never before the start.
  await page.keyboard.press('j');
  await page.keyboard.press('ArrowLeft');
  await expect(watch.time).toHaveText(/^0:00 \//);

  await page.keyboard.press('End');
  await expect(watch.time).toHaveText(/^(\d+:\d\d) \/ \1$/);
  // Never past the end.
  await page.keyboard.press('l');
  await expect(watch.time).toHaveText(/^(\d+:\d\d) \/ \1$/);
});

test('Up and Down turn the sound up and down, and M mutes it and brings it back: the volume slider and the Mute button show it', async ({
  page,
  watch,
}) => {
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '100%');
  await expect(watch.muteButton).toHaveAccessibleName('Mute');

  await page.keyboard.press('ArrowDown');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '90%');
  await page.keyboard.press('ArrowDown');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '80%');
  await page.keyboard.press('ArrowUp');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '90%');

  await page.keyboard.press('m');
  await expect(watch.muteButton).toHaveAccessibleName('Unmute');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '0%');
  await page.keyboard.press('m');
  await expect(watch.muteButton).toHaveAccessibleName('Mute');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '90%');

  // Turning the sound up brings a muted lesson back.
  await page.keyboard.press('m');
  await expect(watch.muteButton).toHaveAccessibleName('Unmute');
  await page.keyboard.press('ArrowUp');
  await expect(watch.muteButton).toHaveAccessibleName('Mute');
  await expect(watch.volume).toHaveAttribute('aria-valuetext', '100%');
});

test('< and > step the speed shown in the speed control, and C shows and hides the captions over the picture', async ({
  page,
  watch,
}) => {
  const speedShown = watch.speed.locator('option:checked');
  await expect(speedShown).toHaveText('1×');
  await page.keyboard.press('Shift+Period');
  await expect(speedShown).toHaveText('1.25×');
  await page.keyboard.press('Shift+Period');
  await expect(speedShown).toHaveText('1.5×');
  for (const shown of ['1.25×', '1×', '0.75×', '0.5×', '0.5×']) {
    await page.keyboard.press('Shift+Comma');
    await expect(speedShown).toHaveText(shown);
  }

  // Halfway through the lesson someone is speaking.
  await page.keyboard.press('5');
  await expect(watch.captionsButton).toHaveAttribute('aria-pressed', 'false');
  expect(await watch.shownCaption()).toBe('');
  await page.keyboard.press('c');
  await expect(watch.captionsButton).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => watch.shownCaption()).toMatch(/\w+ \w+/);
  await page.keyboard.press('c');
  await expect(watch.captionsButton).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => watch.shownCaption()).toBe('');
});

test('F fills the screen with the player and leaves it', async ({ page, watch }) => {
  const viewport = page.viewportSize();
  const stage = watch.video.locator('..');
  await expect(watch.fullScreenButton).toHaveAccessibleName('Full screen');

  await page.keyboard.press('f');
  await expect(watch.fullScreenButton).toHaveAccessibleName('Exit full screen');
  await expect.poll(async () => (await stage.boundingBox())?.width).toBe(viewport?.width);
  await expect.poll(async () => (await stage.boundingBox())?.height).toBe(viewport?.height);

  await page.keyboard.press('f');
  await expect(watch.fullScreenButton).toHaveAccessibleName('Full screen');
  await expect.poll(async () => (await stage.boundingBox())?.width).toBeLessThan(viewport?.width ?? 0);
});
