import { MAX_JSON_DEPTH, nestingDepth, readJsonBody } from './jsonBody';

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('readJsonBody', () => {
  test('gives the text as sent and its value, so big numbers keep every digit in the text', () => {
    expect(readJsonBody(Buffer.from('{"id": 12345678901234567890}'))).toEqual({
      kind: 'json',
      text: '{"id": 12345678901234567890}',
      value: { id: Number('12345678901234567890') },
    });
  });

  test('calls no body, an empty body and whitespace empty', () => {
    expect(readJsonBody(undefined)).toEqual({ kind: 'empty' });
    expect(readJsonBody(Buffer.alloc(0))).toEqual({ kind: 'empty' });
    expect(readJsonBody(Buffer.from(' \n\t'))).toEqual({ kind: 'empty' });
  });

  test('refuses bytes that are not UTF-8 instead of turning them into replacement characters', () => {
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expect(readJsonBody(body)).toMatchObject({ kind: 'invalid', problem: 'invalid_utf8' });
    expect(readJsonBody(Buffer.from('{"name":"é"}'))).toMatchObject({ kind: 'json', value: { name: 'é' } });
  });

  test(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels before parsing, and takes ${MAX_JSON_DEPTH}`, () => {
    expect(readJsonBody(Buffer.from(deep(10_000)))).toMatchObject({ kind: 'invalid', problem: 'too_deep' });
    expect(readJsonBody(Buffer.from(deep(MAX_JSON_DEPTH + 1)))).toMatchObject({ problem: 'too_deep' });
    expect(readJsonBody(Buffer.from(deep(MAX_JSON_DEPTH)))).toMatchObject({ kind: 'json' });
  });

  test('refuses text that is not JSON, with the parser’s reason', () => {
    expect(readJsonBody(Buffer.from('{"a": '))).toMatchObject({
      kind: 'invalid',
      problem: 'invalid_json',
      message: expect.any(String),
    });
  });
});

describe('nestingDepth', () => {
  test('counts arrays and objects together', () => {
    expect(nestingDepth('{"a":[{"b":[1]}]}')).toBe(4);
    expect(nestingDepth('1')).toBe(0);
  });

  test('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(nestingDepth('["\\"[[[", "\\\\", []]')).toBe(2);
  });
});
