import type * as fs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSecret } from './keys';

/** Set by a test (jest.mock is hoisted above the imports, so keys.ts sees the hooked mkdirSync): runs once, when loadOrCreateSecret has found no secret and is about to write one. */
let mockBeforeWrite: (() => void) | undefined;

jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof fs>('node:fs');
  return {
    ...actual,
    mkdirSync: (...args: Parameters<typeof actual.mkdirSync>) => {
      const result = actual.mkdirSync(...args);
      const hook = mockBeforeWrite;
      mockBeforeWrite = undefined;
      hook?.();
      return result;
    },
  };
});

describe('the JWT secret kept in the data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mentoria-keys-'));
  });
  afterEach(() => {
    mockBeforeWrite = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is created on first start, readable only by its owner, and the same on the next start', () => {
    const secret = loadOrCreateSecret(dataDir, '');
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dataDir, '')).toBe(secret);
  });

  test('when two first starts race, the one that loses uses the secret the winner wrote', () => {
    const winners = 'secret-written-by-the-other-start-at-the-same-moment';
    mockBeforeWrite = () => writeFileSync(join(dataDir, 'jwt-secret'), `${winners}\n`);
    expect(loadOrCreateSecret(dataDir, '')).toBe(winners);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(winners);
  });

  test('JWT_SECRET, when set, is used as given', () => {
    const fromEnv = 'x'.repeat(40);
    expect(loadOrCreateSecret(dataDir, fromEnv)).toBe(fromEnv);
  });
});
