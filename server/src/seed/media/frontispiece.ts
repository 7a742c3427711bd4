/**
 * The picture on every seeded book's title page, a JPEG made by `npm run media:frontispiece`
 * (scripts/media/makeFrontispiece.ts) and committed, so a clone needs no media tools.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../shared/paths';

export const frontispiecePath = (root = projectRoot()) =>
  join(root, 'server', 'src', 'seed', 'media', 'books', 'frontispiece.jpg');

let bytes: Uint8Array | null = null;

/** The JPEG's bytes, read once per process. */
export function frontispiece(): Uint8Array {
  bytes ??= readFileSync(frontispiecePath());
  return bytes;
}
