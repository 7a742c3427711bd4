import { AuthError } from './authError';
import { formBody, jsonObjectBody, optionalMetadata, optionalString } from './requestBody';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AuthError ? `${error.httpStatus} ${error.code}` : 'not an AuthError';
  }
  return 'no error';
};

test('a JSON object body is parsed from the raw buffer; an empty body is an empty object', () => {
  expect(jsonObjectBody(Buffer.from('{"email":"a@b.test"}'))).toEqual({ email: 'a@b.test' });
  expect(jsonObjectBody(undefined)).toEqual({});
  expect(jsonObjectBody(Buffer.from('  '))).toEqual({});
});

test.each(['{', '[]', '1', 'null', '"x"', '\u0000'])('%j is bad_json', (text) => {
  expect(codeOf(() => jsonObjectBody(Buffer.from(text)))).toBe('400 bad_json');
});

test('fields of the wrong type are bad_json; oversized metadata is validation_failed', () => {
  expect(codeOf(() => optionalString({ email: 5 }, 'email'))).toBe('400 bad_json');
  expect(codeOf(() => optionalMetadata({ data: [1] }, 'data'))).toBe('400 bad_json');
  expect(codeOf(() => optionalMetadata({ data: { x: 'y'.repeat(9000) } }, 'data'))).toBe('400 validation_failed');
  expect(optionalMetadata({ data: null }, 'data')).toBeUndefined();
});

test('a form body is decoded, and a field named __proto__ stays a plain field', () => {
  const fields = formBody(Buffer.from('name=Ada+L&email=a%40b.test&__proto__=x'));
  expect(fields).toMatchObject({ name: 'Ada L', email: 'a@b.test' });
  expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  expect(Object.prototype.hasOwnProperty.call(fields, '__proto__')).toBe(true);
});
