import { rovingIndexAfterKey } from './rovingFocus';

test('Right and Left move to the next and previous tab, wrapping around', () => {
  expect(rovingIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
  expect(rovingIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
  expect(rovingIndexAfterKey('ArrowLeft', 1, 3)).toBe(0);
  expect(rovingIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
});

test('Home and End go to the first and last tab', () => {
  expect(rovingIndexAfterKey('Home', 2, 3)).toBe(0);
  expect(rovingIndexAfterKey('End', 0, 3)).toBe(2);
});

test('other keys are left to the browser', () => {
  expect(rovingIndexAfterKey('Tab', 0, 3)).toBeNull();
  expect(rovingIndexAfterKey('Enter', 0, 3)).toBeNull();
  expect(rovingIndexAfterKey('ArrowDown', 0, 3)).toBeNull();
  expect(rovingIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
});
