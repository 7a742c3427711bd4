import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsBrotli, precompressedFileFor } from './precompressedAssets';

describe('acceptsBrotli', () => {
  test('a browser that lists br gets brotli', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
  });

  test('a client without br, or refusing it with q=0, gets what preview compresses itself', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('brotli-ish')).toBe(false);
  });
});

describe('precompressedFileFor', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'mentoria-br-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'app-1.js.br'), 'x');
    writeFileSync(join(outDir, 'assets', 'app-1.css.br'), 'x');
    writeFileSync(join(outDir, 'index.html.br'), 'x');
    writeFileSync(join(outDir, 'secret.js.br'), 'x');
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('a script or stylesheet of assets/ with a .br beside it is sent from that file', () => {
    expect(precompressedFileFor(outDir, 'assets', '/assets/app-1.js')).toBe(join(outDir, 'assets', 'app-1.js.br'));
    expect(precompressedFileFor(outDir, 'assets', '/assets/app-1.css')).toBe(join(outDir, 'assets', 'app-1.css.br'));
  });

  test('anything else keeps preview’s own answer: no .br, not under assets/, not a script or stylesheet', () => {
    expect(precompressedFileFor(outDir, 'assets', '/assets/other-2.js')).toBeNull();
    expect(precompressedFileFor(outDir, 'assets', '/index.html')).toBeNull();
    expect(precompressedFileFor(outDir, 'assets', '/assets/app-1.js.br')).toBeNull();
  });

  test('a path that climbs out of assets/ finds nothing', () => {
    expect(precompressedFileFor(outDir, 'assets', '/assets/../secret.js')).toBeNull();
    expect(precompressedFileFor(outDir, 'assets', '/assets/%2e%2e/secret.js')).toBeNull();
    expect(precompressedFileFor(outDir, 'assets', '/assets/%E0%A4%A.js')).toBeNull();
  });
});
