/**
 * Requests Node's HTTP parser refuses before Fastify or any service sees them:
 * headers over MAX_HEADER_BYTES, a malformed request line, a client too slow
 * to send its headers. The path is not known reliably at that point (it may
 * have arrived in an earlier packet), so the answer is one JSON shape for all
 * three services, `{code, message}`, which every supabase-js client reads as
 * its error's message.
 */
import type { Socket } from 'node:net';

/**
 * Node's default limit for all request headers together, kept explicitly so
 * it is a decision rather than an accident: an access token carries the user's
 * metadata (capped at 8 KiB, see auth/requestBody.ts), and apikey plus
 * Authorization together stay well below this.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

interface Refusal {
  status: number;
  reason: string;
  code: string;
  message: string;
}

function refusalFor(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      code: 'request_header_fields_too_large',
      message: `The request headers are larger than ${MAX_HEADER_BYTES} bytes`,
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      code: 'request_timeout',
      message: 'The request headers did not arrive in time',
    };
  }
  return { status: 400, reason: 'Bad Request', code: 'bad_request', message: 'The request is not valid HTTP' };
}

/** Fastify's clientErrorHandler: writes the refusal on the raw socket and closes it. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection the client reset has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = refusalFor(error.code);
  const body = JSON.stringify({ code: refusal.code, message: refusal.message });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        // Without it a browser hides the answer from the app, as for any cross-origin response.
        'Access-Control-Allow-Origin: *',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}
