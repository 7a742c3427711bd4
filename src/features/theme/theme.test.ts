import { oppositeTheme, resolveTheme } from './theme';

test('a stored choice wins over the system', () => {
  expect(resolveTheme('light', true)).toBe('light');
  expect(resolveTheme('dark', false)).toBe('dark');
});

test('with nothing stored, the system preference decides', () => {
  expect(resolveTheme('system', true)).toBe('dark');
  expect(resolveTheme('system', false)).toBe('light');
});

test('the toggle goes to the other theme', () => {
  expect(oppositeTheme('light')).toBe('dark');
  expect(oppositeTheme('dark')).toBe('light');
});
