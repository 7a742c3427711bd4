import { tabAfterKey } from './tabKeys';

test('Right and Left move to the next and previous tab, wrapping around', () => {
  expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
  expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
  expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0);
  expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
});

test('Home and End go to the first and last tab', () => {
  expect(tabAfterKey('Home', 2, 3)).toBe(0);
  expect(tabAfterKey('End', 0, 3)).toBe(2);
});

test('other keys are left to the browser', () => {
  expect(tabAfterKey('Tab', 0, 3)).toBeNull();
  expect(tabAfterKey('Enter', 0, 3)).toBeNull();
  expect(tabAfterKey('ArrowDown', 0, 3)).toBeNull();
  expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
});
