import type { Locator, Page } from '@playwright/test';

/**
 * The reviews of an ebook or a course (features/reviews, the same on both pages): the review box or the
 * reader's own review with Edit and Delete, the list, and a visitor's prompt. Locators and actions only, within
 * the part of the page that holds them (the ebook's Reviews tab, the course's Reviews region).
 */
export class ReviewsSection {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  get reviewBox(): Locator {
    return this.root.getByRole('textbox', { name: 'Write a review' });
  }

  /** The reader's own review, which takes the box's place once they have written one. */
  get ownReview(): Locator {
    return this.root.getByRole('region', { name: 'Your review' });
  }

  get editReview(): Locator {
    return this.ownReview.getByRole('button', { name: 'Edit', exact: true });
  }

  get deleteReview(): Locator {
    return this.ownReview.getByRole('button', { name: 'Delete', exact: true });
  }

  get editBox(): Locator {
    return this.root.getByRole('textbox', { name: 'Edit your review' });
  }

  get saveReview(): Locator {
    return this.root.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
  }

  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete your review?' });
  }

  /** What the box says under it as the text nears the limit, and when it was cut. */
  reviewBoxSays(text: string | RegExp): Locator {
    return this.root.getByText(text);
  }

  get submitReview(): Locator {
    return this.root.getByRole('button', { name: /^(Submit|Sending\.\.\.)$/ });
  }

  get reviews(): Locator {
    return this.root.getByRole('listitem');
  }

  get showMoreReviews(): Locator {
    return this.root.getByRole('button', { name: 'Show more reviews' });
  }

  get visitorReviewPrompt(): Locator {
    return this.root.getByText('Sign in to write a review', { exact: true });
  }

  get visitorLogin(): Locator {
    return this.root.getByRole('button', { name: 'Login to write a review' });
  }

  async postReview(text: string): Promise<void> {
    await this.reviewBox.fill(text);
    await this.submitReview.click();
  }
}
