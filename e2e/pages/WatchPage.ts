import type { Locator, Page } from '@playwright/test';

/** The time display's text, "0:23 / 0:46": where the lesson is, of how long it lasts. */
const TIME_SHOWN = /^(\d+):(\d\d) \/ (\d+):(\d\d)$/;

/**
 * /watch?id=<course>&lesson=<position> (docs/product.md#video-courses-are-watched-in-mentoria): the lesson
 * player with its controls, the lesson's heading, the course's lessons beside it, and what the screen offers
 * (another device further on, the next lesson). Locators and actions only.
 */
export class WatchPage {
  constructor(readonly page: Page) {}

  async goto(courseId: number, lessonPosition: number): Promise<void> {
    await this.page.goto(`/watch?id=${courseId}&lesson=${lessonPosition}`);
  }

  /** Opens the lesson and waits until its length is shown: the video has loaded enough to play and to seek. */
  async open(courseId: number, lessonPosition: number): Promise<void> {
    await this.goto(courseId, lessonPosition);
    await this.time.filter({ hasNotText: / \/ 0:00$/ }).waitFor({ timeout: 20_000 });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get player(): Locator {
    return this.page.getByRole('region', { name: /^Lesson video:/ });
  }

  /** The picture itself: a learner clicks it, or tabs to it, to use the player's keys. */
  get video(): Locator {
    return this.player.locator('video');
  }

  /** Play, Pause or Play again: its name says what pressing it does. */
  get playButton(): Locator {
    return this.player.getByRole('button', { name: /^(Play|Pause|Play again)$/ });
  }

  /** "0:23 / 0:46" under the picture. */
  get time(): Locator {
    return this.player.getByText(TIME_SHOWN);
  }

  get muteButton(): Locator {
    return this.player.getByRole('button', { name: /^(Mute|Unmute)$/ });
  }

  get volume(): Locator {
    return this.player.getByRole('slider', { name: 'Volume' });
  }

  get speed(): Locator {
    return this.player.getByRole('combobox', { name: 'Speed' });
  }

  get captionsButton(): Locator {
    return this.player.getByRole('button', { name: 'Captions', exact: true });
  }

  get fullScreenButton(): Locator {
    return this.player.getByRole('button', { name: /^(Full screen|Exit full screen)$/ });
  }

  get chapters(): Locator {
    return this.player.getByRole('navigation', { name: 'Chapters' });
  }

  /** "Next lesson: …", counting down over the end of a lesson. */
  get nextLessonOffer(): Locator {
    return this.player.getByRole('group', { name: /^Next lesson:/ });
  }

  /** "You are further on in this lesson on Chrome on Linux: at 0:37.", with Go to 0:37 and Stay here. */
  get furtherOnElsewhere(): Locator {
    return this.main.getByRole('status').filter({ hasText: 'further on in this lesson' });
  }

  /** The course's lessons beside the player. */
  get courseLessons(): Locator {
    return this.page.getByRole('complementary', { name: 'Course lessons' }).getByRole('listitem');
  }

  /** The course's lesson at `position` in the list beside the player ("Lesson 2: The first steps"). */
  lessonRow(position: number): Locator {
    return this.courseLessons.filter({ hasText: `Lesson ${position}: ` });
  }

  /** Where the time display says the lesson is, in whole seconds. */
  async shownSeconds(): Promise<number> {
    const [, minutes, seconds] = TIME_SHOWN.exec((await this.time.textContent()) ?? '') ?? [];
    if (minutes === undefined || seconds === undefined) throw new Error('the player shows no time');
    return Number(minutes) * 60 + Number(seconds);
  }

  /**
   * The caption drawn over the picture, or '' when none is. Chromium draws captions in the video element's
   * own (user-agent) shadow tree, which a page cannot read; the DevTools protocol can, as the inspector does.
   */
  async shownCaption(): Promise<string> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
      const search = await cdp.send('DOM.performSearch', {
        query: '[pseudo="cue"]',
        includeUserAgentShadowDOM: true,
      });
      if (search.resultCount === 0) return '';
      const { nodeIds } = await cdp.send('DOM.getSearchResults', {
        searchId: search.searchId,
        fromIndex: 0,
        toIndex: search.resultCount,
      });
      const texts = await Promise.all(
        nodeIds.map(async (nodeId) => {
          const { object } = await cdp.send('DOM.resolveNode', { nodeId });
          const { result } = await cdp.send('Runtime.callFunctionOn', {
            objectId: object.objectId,
            functionDeclaration: 'function () { return this.textContent; }',
            returnByValue: true,
          });
          return String(result.value ?? '');
        }),
      );
      return texts.join('\n').trim();
    } finally {
      await cdp.detach();
    }
  }
}
