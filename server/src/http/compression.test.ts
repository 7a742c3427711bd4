import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendCompressible } from '../shared/sendCompressible';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType, registerCompression } from './compression';

const largeJson = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Ebook number ${id}` })));
/** Over the plugin's largest synchronous size (64 KiB), so it is compressed as a stream. */
const manyRowsJson = JSON.stringify(Array.from({ length: 5000 }, (_, id) => ({ id, name: `Ebook number ${id}` })));
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(100)}</svg>`;

let app: FastifyInstance;
let origin: string;

interface RawAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  rawPayload: Buffer;
  body: string;
}

/** A GET over a real socket, reading the bytes as they travel (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString() });
      });
    }).on('error', reject);
  });
}
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/json', async (_request, reply) => reply.type('application/json').send(largeJson));
  app.get('/small', async (_request, reply) => reply.type('application/json').send('{"status":"ok"}'));
  // As the REST routes send their rows: an async handler that returns what sendCompressible gives back.
  app.get<{ Querystring: { rows?: string } }>('/rows', async (request, reply) => {
    const body = request.query.rows === 'many' ? manyRowsJson : largeJson;
    void reply.header('Content-Range', '0-199/*').type('application/vnd.pgrst.object+json; charset=utf-8');
    return sendCompressible(reply, body);
  });
  app.get('/cover.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('ETag', '"md5"')
      .send(Readable.from([Buffer.from(svg)])),
  );
  app.get('/range.svg', async (_request, reply) =>
    reply
      .code(206)
      .type('image/svg+xml')
      .header('Content-Range', `bytes 0-1499/${svg.length}`)
      .header('Content-Length', '1500')
      .send(Readable.from([Buffer.from(svg.slice(0, 1500))])),
  );
  app.get('/book.pdf', async (_request, reply) =>
    reply.type('application/pdf').header('ETag', '"pdf"').send(Buffer.alloc(4096, 'a')),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

test('a large JSON answer is compressed with brotli when the client accepts it, else gzip, else sent as is', async () => {
  const br = await rawGet('/json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(largeJson);
  expect(br.rawPayload.length).toBeLessThan(largeJson.length / 3);

  const gzip = await rawGet('/json', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(largeJson);

  const plain = await rawGet('/json');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(largeJson);
});

test('an answer under the threshold is sent as is', async () => {
  expect('{"status":"ok"}'.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  const res = await rawGet('/small', { 'accept-encoding': 'br, gzip' });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body).toBe('{"status":"ok"}');
});

test('rows whose Content-Range counts rows (not bytes) are compressed and keep their Content-Range', async () => {
  const res = await rawGet('/rows', { 'accept-encoding': 'br' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-range']).toBe('0-199/*');
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(largeJson);

  expect(manyRowsJson.length).toBeGreaterThan(64 * 1024);
  for (const encoding of ['br', 'gzip']) {
    const many = await rawGet('/rows?rows=many', { 'accept-encoding': encoding });
    expect(many.headers['content-encoding']).toBe(encoding);
    const decoded = encoding === 'br' ? brotliDecompressSync(many.rawPayload) : gunzipSync(many.rawPayload);
    expect(decoded.toString()).toBe(manyRowsJson);
  }
});

test('a streamed SVG cover is compressed, and its strong ETag becomes weak since the bytes differ', async () => {
  const res = await rawGet('/cover.svg', { 'accept-encoding': 'gzip' });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers.etag).toBe('W/"md5"');
  expect(gunzipSync(res.rawPayload).toString()).toBe(svg);

  const plain = await rawGet('/cover.svg');
  expect(plain.headers.etag).toBe('"md5"');
});

test('a byte range is never compressed: its Content-Range and Content-Length count the stored bytes', async () => {
  const res = await rawGet('/range.svg', { 'accept-encoding': 'br, gzip' });
  expect(res.statusCode).toBe(206);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-length']).toBe('1500');
  expect(res.rawPayload.length).toBe(1500);
});

test('a PDF is sent as is, with its strong ETag', async () => {
  const res = await rawGet('/book.pdf', { 'accept-encoding': 'br, gzip' });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers.etag).toBe('"pdf"');
  expect(res.rawPayload.length).toBe(4096);
});

test('compressible types: JSON, text and SVG; not PDFs, images, octet-stream or event streams', () => {
  for (const type of [
    'application/json; charset=utf-8',
    'application/vnd.pgrst.object+json',
    'text/csv; charset=utf-8',
    'image/svg+xml',
    'text/html',
  ]) {
    expect(isCompressibleType(type)).toBe(true);
  }
  for (const type of ['application/pdf', 'image/png', 'image/webp', 'application/octet-stream', 'text/event-stream']) {
    expect(isCompressibleType(type)).toBe(false);
  }
});
