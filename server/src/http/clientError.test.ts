import type { Socket } from 'node:net';
import { answerClientError, MAX_HEADER_BYTES } from './clientError';

/** A socket that keeps what is written to it. */
function fakeSocket(state: { destroyed?: boolean; writable?: boolean } = {}) {
  const written: string[] = [];
  const socket = {
    destroyed: state.destroyed ?? false,
    writable: state.writable ?? true,
    write: (chunk: string) => written.push(chunk),
    destroy: jest.fn(),
  };
  return { socket: socket as unknown as Socket, written, destroy: socket.destroy };
}

function answerTo(code: string) {
  const { socket, written, destroy } = fakeSocket();
  answerClientError(Object.assign(new Error(code), { code }), socket);
  const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
  return { head, body: JSON.parse(body) as unknown, destroyed: destroy.mock.calls.length === 1 };
}

describe('answerClientError', () => {
  test('answers headers over the limit with 431 and a JSON body a browser may read, then closes', () => {
    const { head, body, destroyed } = answerTo('HPE_HEADER_OVERFLOW');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(head).toContain('Access-Control-Allow-Origin: *');
    expect(body).toEqual({
      code: 'request_header_fields_too_large',
      message: `The request headers are larger than ${MAX_HEADER_BYTES} bytes`,
    });
    expect(destroyed).toBe(true);
  });

  test('answers slow headers with 408 and anything else that is not HTTP with 400', () => {
    expect(answerTo('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({
      head: expect.stringMatching(/^HTTP\/1\.1 408 /),
      body: { code: 'request_timeout' },
    });
    expect(answerTo('HPE_INVALID_METHOD')).toMatchObject({
      head: expect.stringMatching(/^HTTP\/1\.1 400 /),
      body: { code: 'bad_request' },
    });
  });

  test('writes nothing to a connection the client reset', () => {
    const { socket, written } = fakeSocket();
    answerClientError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(written).toEqual([]);
  });
});
