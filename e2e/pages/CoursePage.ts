import type { Locator, Page } from '@playwright/test';
import { ReviewsSection } from './ReviewsSection';

/**
 * /video?id= (docs/product.md#video-courses-are-watched-in-mentoria): a course's name, its facts, the main
 * button (Sign in to watch, Buy Now, Start) and the heart, the reviews, the lessons and related courses. Locators and actions only.
 */
export class CoursePage {
  constructor(readonly page: Page) {}

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/video?id=${courseId}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get name(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  get lessons(): Locator {
    return this.main.getByRole('region', { name: 'Lessons' }).getByRole('listitem');
  }

  get lessonLinks(): Locator {
    return this.main.getByRole('region', { name: 'Lessons' }).getByRole('link');
  }

  /** The course's reviews, under its lessons (e2e/pages/ReviewsSection.ts, as an ebook's). */
  get reviews(): ReviewsSection {
    return new ReviewsSection(this.page, this.main.getByRole('region', { name: 'Reviews', exact: true }));
  }

  /** The course's heart, beside the main button (the related courses' cards have hearts of their own names). */
  heart(courseName: string): Locator {
    return this.main.getByRole('button', { name: `Favourite: ${courseName}`, exact: true });
  }

  /** The main button or link by its text ("Sign in to watch", "Buy Now 39$", "Start"). */
  primary(label: string | RegExp): Locator {
    return this.main.getByRole(label === 'Sign in to watch' ? 'button' : 'link', { name: label, exact: true });
  }
}
