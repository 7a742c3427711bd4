/**
 * The bench's own small HTTP server for reference pages: what a page needs,
 * served over loopback with gzip where it pays, and nothing else (no
 * framework, no build), so a reference costs the machine as little as a page
 * can. Each section says which resource answers which address.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface Resource {
  type: string;
  body: Buffer;
  /** Text is worth compressing; a PNG already is compressed. */
  compress: boolean;
}

/** The resource at an address (its path and query), or undefined for a 404. */
export type ResourceAt = (url: URL) => Resource | undefined;

export interface ServedPages {
  /** The server's root, ending in "/". */
  url: string;
  close(): Promise<void>;
}

function respond(resourceAt: ResourceAt, request: IncomingMessage, response: ServerResponse) {
  const resource = resourceAt(new URL(request.url ?? '/', 'http://localhost'));
  if (!resource) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const gzip = resource.compress && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(resource.body) : resource.body;
  response.writeHead(200, {
    'content-type': resource.type,
    'content-length': body.length,
    'cache-control': resource.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves `resourceAt` on a free loopback port until close(). */
export function servePages(resourceAt: ResourceAt): Promise<ServedPages> {
  const server = createServer((request, response) => respond(resourceAt, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
