import type { FastifyReply } from 'fastify';
// The plugin's type augmentation, which adds `reply.compress` (http/compression.ts registers the plugin).
import type {} from '@fastify/compress';

/**
 * Sends a body the route built itself, compressed when the compression
 * plugin's rules allow. For answers whose Content-Range counts rows rather
 * than bytes (PostgREST's reads), which the plugin's automatic hook would
 * always skip. A large body is compressed as a stream: the handler must return
 * the reply this gives back (or Fastify, seeing it resolve with nothing while
 * the stream is still running, ends the answer empty).
 */
export function sendCompressible(reply: FastifyReply, body: string): FastifyReply {
  if (typeof reply.compress === 'function') reply.compress(body);
  else void reply.send(body);
  return reply;
}
