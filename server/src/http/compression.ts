/**
 * Compression of the backend's answers, as Supabase's gateway compresses
 * PostgREST, GoTrue and Storage answers (brotli first, then gzip, by the
 * request's Accept-Encoding): text-like bodies of COMPRESSION_THRESHOLD_BYTES
 * or more. Byte ranges (206, or any Content-Range) are sent as they are, since
 * a range counts bytes of the unencoded object; PDFs, images other than SVG
 * and other binary objects are sent as they are too, as compressing them again
 * costs time and saves nothing. Storage downloads stay streamed either way.
 */
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

/** Below about a kilobyte the encoding's own overhead and the CPU time outweigh the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Bodies worth compressing, by Content-Type: JSON (PostgREST's vnd.pgrst
 * types and GoTrue's included), text (CSV, HTML, plain) and XML, SVG covers
 * among them. Not octet-stream, which @fastify/compress would compress by
 * default: a stored object of unknown type is as likely to be a zip as text.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return type.startsWith('text/') || /[/+](json|xml)$/.test(type) || type === 'application/javascript';
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are read as each service reads them, as before (Supabase takes no compressed uploads).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
  });
  // The plugin compresses in an onSend hook of each route; this one is added to each route after it,
  // so it sees the encoding the plugin chose.
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, weakenETagHook];
  });
}

const weakenETagHook: onSendHookHandler = (_request, reply, payload, done) => {
  weakenETagOfEncodedBody(reply);
  done(null, payload);
};

/**
 * A strong ETag promises the very bytes sent; once compressed they differ
 * from the stored object's, so the tag becomes weak (as Cloudflare and nginx
 * do when they compress). If-None-Match still matches it: conditional GETs
 * compare tags weakly.
 */
export function weakenETagOfEncodedBody(reply: FastifyReply): void {
  const encoding = reply.getHeader('content-encoding');
  const eTag = reply.getHeader('etag');
  if (!encoding || encoding === 'identity' || typeof eTag !== 'string' || eTag.startsWith('W/')) return;
  reply.header('etag', `W/${eTag}`);
}
