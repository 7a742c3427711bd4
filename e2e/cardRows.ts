import type { Locator } from '@playwright/test';

/** How a set of cards lines up, row by row, as a person sees it. */
export interface CardRows {
  /** Rows (cards whose tops are level) that hold a rated card and one without a rating. */
  mixedRows: number;
  /** What is out of line in a row: a card taller or shorter than the first, a name or rating lower or higher. */
  outOfLine: string[];
}

/**
 * Reads the cards' boxes (articles, each with its name as a heading and,
 * when rated, a line that says "Rated …"), groups them into rows by their
 * top edge, and compares each card of a row with the row's first: its height,
 * where its name starts and where its rating line starts. A pixel of rounding
 * either way counts as level.
 */
export async function cardRows(cards: Locator): Promise<CardRows> {
  return cards.evaluateAll((articles) => {
    const boxes = articles.map((article) => {
      const box = article.getBoundingClientRect();
      const name = article.querySelector('h2, h3');
      const rating = [...article.querySelectorAll('p')].find((line) => line.textContent?.includes('Rated '));
      return {
        name: name?.textContent?.trim() ?? '',
        top: box.top,
        height: box.height,
        nameTop: (name?.getBoundingClientRect().top ?? 0) - box.top,
        ratingTop: rating ? rating.getBoundingClientRect().top - box.top : null,
      };
    });
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) {
      const key = [...rows.keys()].find((top) => Math.abs(top - box.top) <= 1) ?? box.top;
      rows.set(key, [...(rows.get(key) ?? []), box]);
    }
    const outOfLine: string[] = [];
    let mixedRows = 0;
    const apart = (a: number, b: number) => Math.abs(a - b) > 1;
    for (const row of rows.values()) {
      const [first] = row;
      const rated = row.filter((card) => card.ratingTop != null);
      if (rated.length > 0 && rated.length < row.length) mixedRows += 1;
      for (const card of row) {
        if (!first) break;
        if (apart(card.height, first.height))
          outOfLine.push(`“${card.name}” is ${card.height} px tall, “${first.name}” ${first.height} px`);
        if (apart(card.nameTop, first.nameTop)) outOfLine.push(`“${card.name}”: its name starts lower or higher`);
        const ratingTop = rated[0]?.ratingTop;
        if (card.ratingTop != null && ratingTop != null && apart(card.ratingTop, ratingTop))
          outOfLine.push(`“${card.name}”: its rating starts lower or higher`);
      }
    }
    return { mixedRows, outOfLine };
  });
}
