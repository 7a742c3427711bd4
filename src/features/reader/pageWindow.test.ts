import { pagesToDrop, pagesToKeep } from './pageWindow';

describe('the pages rendered ahead', () => {
  test('are the current page, then the next, then the previous', () => {
    expect(pagesToKeep(5, 10)).toEqual([5, 6, 4]);
  });

  test('on the first page there is no previous one, on the last no next one', () => {
    expect(pagesToKeep(1, 10)).toEqual([1, 2]);
    expect(pagesToKeep(10, 10)).toEqual([10, 9]);
    expect(pagesToKeep(1, 1)).toEqual([1]);
  });

  test('are never more than three, however long the book', () => {
    for (const page of [1, 2, 300, 599, 600]) expect(pagesToKeep(page, 600).length).toBeLessThanOrEqual(3);
  });
});

describe('the pages let go after a turn', () => {
  test('turning forward drops the page two behind and keeps the rest', () => {
    expect(pagesToDrop([4, 5, 6], 6, 10)).toEqual([4]);
  });

  test('turning back drops the page two ahead', () => {
    expect(pagesToDrop([4, 5, 6], 4, 10)).toEqual([6]);
  });

  test('a jump far away drops every page alive', () => {
    expect(pagesToDrop([4, 5, 6], 200, 600).sort((a, b) => a - b)).toEqual([4, 5, 6]);
  });

  test('after any series of turns, what is kept plus what is dropped is what was alive', () => {
    const alive = new Set<number>();
    for (const page of [1, 2, 3, 2, 40, 41, 39, 600, 1]) {
      for (const dropped of pagesToDrop(alive, page, 600)) alive.delete(dropped);
      for (const kept of pagesToKeep(page, 600)) alive.add(kept);
      expect(alive.size).toBeLessThanOrEqual(3);
      expect([...alive].every((kept) => Math.abs(kept - page) <= 1)).toBe(true);
    }
  });
});
