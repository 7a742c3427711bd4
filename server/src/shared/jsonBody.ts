/**
 * The one reader of JSON request bodies for all three services. The app hands
 * every body over unparsed (a Buffer, see http/app.ts), and each service turns
 * the problem kinds below into its own error shape in a line or two.
 */

/**
 * Deepest nesting of arrays and objects a body may have. Nothing the app or
 * supabase-js sends comes near it; far deeper values overflow recursive code
 * further on (JSON.stringify, Postgres's json parser, which in PGlite corrupted
 * the database at 10,000 levels), so they are refused before anything parses them.
 */
export const MAX_JSON_DEPTH = 512;

export type JsonBodyProblem =
  /** Bytes that are not UTF-8 (JSON text must be UTF-8: RFC 8259 §8.1). */
  | 'invalid_utf8'
  /** Arrays and objects nested deeper than MAX_JSON_DEPTH. */
  | 'too_deep'
  /** Not JSON. */
  | 'invalid_json';

export type JsonBody =
  /** No body, or only whitespace: each service decides what that means. */
  | { kind: 'empty' }
  /** `text` is the decoded body as sent, so what reaches Postgres keeps every digit of big numbers. */
  | { kind: 'json'; text: string; value: unknown }
  | { kind: 'invalid'; problem: JsonBodyProblem; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes, bounds and parses a raw request body; never throws. */
export function readJsonBody(body: unknown): JsonBody {
  let text: string;
  if (typeof body === 'string') {
    text = body;
  } else if (body instanceof Uint8Array) {
    try {
      text = utf8.decode(body);
    } catch {
      return { kind: 'invalid', problem: 'invalid_utf8', message: 'The request body is not valid UTF-8' };
    }
  } else {
    return { kind: 'empty' };
  }
  if (text.trim() === '') return { kind: 'empty' };
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    return {
      kind: 'invalid',
      problem: 'too_deep',
      message: `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
    };
  }
  try {
    return { kind: 'json', text, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      kind: 'invalid',
      problem: 'invalid_json',
      message: error instanceof Error ? error.message : 'invalid JSON',
    };
  }
}

/**
 * The deepest bracket nesting of a JSON text, skipping brackets inside strings.
 * One pass, no recursion; on text that is not JSON it still ends, and the
 * parser then says what is wrong.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}
