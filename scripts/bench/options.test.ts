import { listOption, positiveOption, refuseUnknownOptions, textOption } from './options';

const argv = (...args: string[]) => ['node', 'bench.ts', ...args];

test('a folder given as --lighthouse-reports is read; absent, there is none', () => {
  expect(textOption('lighthouse-reports', argv('--lighthouse-reports', '/tmp/reports'))).toBe('/tmp/reports');
  expect(textOption('lighthouse-reports', argv('--runs', '1'))).toBeUndefined();
});

test('an option given without its value is refused with a clear message', () => {
  expect(() => textOption('lighthouse-reports', argv('--lighthouse-reports'))).toThrow(
    '--lighthouse-reports takes a value',
  );
  expect(() => textOption('lighthouse-reports', argv('--lighthouse-reports', '--runs', '1'))).toThrow(
    '--lighthouse-reports takes a value',
  );
  expect(() => positiveOption('runs', 3, 1, argv('--runs', '0'))).toThrow('--runs takes a whole number of at least 1');
  expect(() => listOption('only', argv('--only'))).toThrow('--only takes a comma-separated list');
});

test('numbers and lists are read, with their defaults when absent', () => {
  expect(positiveOption('runs', 3, 1, argv('--runs', '5'))).toBe(5);
  expect(positiveOption('runs', 3, 1, argv())).toBe(3);
  expect(listOption('only', argv('--only', 'bundle, lighthouse'))).toEqual(['bundle', 'lighthouse']);
});

test('a mistyped option or a stray word is refused before anything runs, with the options it knows', () => {
  const known = ['only', 'runs'];
  expect(() => refuseUnknownOptions(known, argv('--onyl', 'lighthouse'))).toThrow(
    'unknown option --onyl: the options are --only, --runs',
  );
  expect(() => refuseUnknownOptions(known, argv('--runs', '3', '5'))).toThrow(
    'unexpected "5": options are --only, --runs, each with its value',
  );
  expect(() => refuseUnknownOptions(known, argv('--only', 'bundle', '--runs', '1'))).not.toThrow();
  expect(() => refuseUnknownOptions(known, argv())).not.toThrow();
});
