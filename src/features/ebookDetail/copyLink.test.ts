import { copyText, ebookShareUrl } from './copyLink';

/** A clipboard that keeps what it is given, or refuses like a browser without permission. */
function clipboard(refuses = false) {
  const written: string[] = [];
  return {
    written,
    writeText: async (text: string) => {
      if (refuses) throw new DOMException('Write permission denied.', 'NotAllowedError');
      written.push(text);
    },
  };
}

test("an ebook's share link is its detail address on this site", () => {
  expect(ebookShareUrl('https://mentoria.example', 42)).toBe('https://mentoria.example/ebook?id=42');
});

test('copying puts the text on the clipboard', async () => {
  const board = clipboard();
  await expect(copyText('https://mentoria.example/ebook?id=42', board)).resolves.toBe(true);
  expect(board.written).toEqual(['https://mentoria.example/ebook?id=42']);
});

test('copying fails when the browser refuses or has no clipboard', async () => {
  await expect(copyText('x', clipboard(true))).resolves.toBe(false);
  await expect(copyText('x', undefined)).resolves.toBe(false);
});
