/**
 * The parameters whose value is a flat list: `order` (columns with a direction
 * and where nulls go), `limit` and `offset`, and column lists (`columns`,
 * `on_conflict`).
 */
import { QueryParseError } from '../restError';
import { readField, readName, Scanner } from './scanner';
import type { OrderTerm } from './syntaxTree';

export function parseOrder(input: string): OrderTerm[] {
  const scanner = new Scanner(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const field = readField(scanner);
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    for (const [word, apply] of [
      ['.asc', () => (direction = 'asc')],
      ['.desc', () => (direction = 'desc')],
    ] as const) {
      if (scanner.startsWith(word) && /^[.,]?$/.test(scanner.peek(word.length))) {
        scanner.position += word.length;
        apply();
        break;
      }
    }
    for (const [word, apply] of [
      ['.nullsfirst', () => (nulls = 'first')],
      ['.nullslast', () => (nulls = 'last')],
    ] as const) {
      if (scanner.startsWith(word)) {
        scanner.position += word.length;
        apply();
        break;
      }
    }
    terms.push({ field, direction, nulls });
    if (scanner.done) return terms;
    if (scanner.peek() !== ',') scanner.fail('",", ".asc", ".desc", ".nullsfirst", ".nullslast" or end of input');
    scanner.position++;
  }
}

export function parseCount(what: 'limit' | 'offset', input: string): number {
  const value = /^\d{1,15}$/.test(input) ? Number(input) : NaN;
  if (!Number.isSafeInteger(value)) {
    throw new QueryParseError(`${what} parameter`, input, 1, 'expecting a non-negative integer');
  }
  return value;
}

/** A comma-separated list of column names, as in `columns=` and `on_conflict=`. */
export function parseColumnList(what: string, input: string): string[] {
  const scanner = new Scanner(input, what);
  const names = [readName(scanner)];
  while (scanner.peek() === ',') {
    scanner.position++;
    names.push(readName(scanner));
  }
  if (!scanner.done) scanner.fail('"," or end of input');
  return names;
}
