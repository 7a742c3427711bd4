/**
 * The pieces every parameter's grammar reads with: a cursor over the value that
 * reports an error at its position (400 PGRST100, as PostgREST words it), names,
 * JSON paths and quoted strings.
 */
import { QueryParseError } from '../restError';
import type { Field, JsonStep } from './syntaxTree';

/** How deep embeds and and/or trees may nest: far beyond any real query, well within the stack. */
export const MAX_NESTING = 50;

/** A cursor over one parameter's value, which knows how to report an error at its position. */
export class Scanner {
  position = 0;
  private depth = 0;

  constructor(
    readonly input: string,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.position + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.position);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    throw new QueryParseError(this.what, this.input, this.position + 1, `unexpected ${found} expecting ${expecting}`);
  }

  expect(text: string): void {
    if (!this.startsWith(text)) this.fail(JSON.stringify(text));
    this.position += text.length;
  }

  skipSpaces(): void {
    while (this.peek() === ' ') this.position++;
  }

  /** Runs `read` one nesting level deeper, refusing input nested beyond MAX_NESTING. */
  nested<T>(read: () => T): T {
    if (this.depth >= MAX_NESTING) this.fail(`at most ${MAX_NESTING} levels of nesting`);
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }
}

const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A field name: `"double quoted"` (backslash escapes) or letters, digits, `_`, `$` and spaces, runs joined by `-`. */
export function readName(scanner: Scanner): string {
  scanner.skipSpaces();
  if (scanner.peek() === '"') {
    scanner.position++;
    let name = '';
    for (;;) {
      if (scanner.done) scanner.fail('closing quote');
      const char = scanner.peek();
      scanner.position++;
      if (char === '"') break;
      if (char === '\\' && !scanner.done) {
        name += scanner.peek();
        scanner.position++;
      } else {
        name += char;
      }
    }
    scanner.skipSpaces();
    if (name === '') scanner.fail('a non-empty name');
    return name;
  }
  let name = '';
  for (;;) {
    const char = scanner.peek();
    if (char !== '' && NAME_CHAR.test(char)) {
      name += char;
      scanner.position++;
    } else if (char === '-' && scanner.peek(1) !== '>' && name.trim() !== '' && NAME_CHAR.test(scanner.peek(1))) {
      name += char;
      scanner.position++;
    } else {
      break;
    }
  }
  name = name.trim();
  if (name === '') scanner.fail('field name (* or [a..z0..9_$])');
  return name;
}

export function readJsonPath(scanner: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  while (scanner.startsWith('->')) {
    const arrow = scanner.startsWith('->>') ? '->>' : '->';
    scanner.position += arrow.length;
    const negative = scanner.peek() === '-' && /\d/.test(scanner.peek(1));
    if (negative) scanner.position++;
    const key = readName(scanner);
    const index = /^\d+$/.test(key) && !key.includes(' ') ? Number(key) : null;
    steps.push({ arrow, key: index !== null && Number.isSafeInteger(index) ? (negative ? -index : index) : key });
    if (negative && index === null) scanner.fail('an array index after "-"');
  }
  return steps;
}

export function readField(scanner: Scanner): Field {
  const name = readName(scanner);
  return { name, json: readJsonPath(scanner) };
}

export function readQuoted(scanner: Scanner): string {
  scanner.expect('"');
  let text = '';
  for (;;) {
    if (scanner.done) scanner.fail('closing quote');
    const char = scanner.peek();
    scanner.position++;
    if (char === '"') return text;
    if (char === '\\' && !scanner.done) {
      text += scanner.peek();
      scanner.position++;
    } else {
      text += char;
    }
  }
}
