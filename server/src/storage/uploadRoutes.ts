/**
 * Uploads (POST) and updates (PUT), in the order that keeps a refused upload
 * cheap and a failed one harmless: the path, the caller's token, the bucket, the
 * declared size and type are checked first; then the caller's policies, by
 * trying the row's insert (or upsert) as the caller and rolling it back; only
 * then is the body read, streamed to a staging file with the size limit
 * enforced as it arrives; and the row is committed with the bytes renamed into
 * place (objectWrites.ts). So a caller who may not write gets its 403 before
 * its body is read, and no failure leaves bytes without a row.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { BookIndexer } from './bookPages/bookIndexer';
import { commitStagedUpload, testObjectWrite } from './objectWrites';
import { objectMetadata, stagingFilePath } from './objectStore';
import { existingBucket, identityOf, objectPathOf, orThrow, ownerOf, testAsCaller } from './routeSupport';
import { multipartForm } from './multipartStream';
import { storageErrors } from './storageErrors';
import { checkMimetype, rawUploadHeaders, uploadLimitFor } from './uploadBody';
import { MULTIPART_OVERHEAD, receiveUpload, type UploadForm } from './uploadReceiver';

const OBJECT_ROUTE = '/object/';
/** How long a refused upload's client may go on sending before its connection is closed. */
const UNREAD_BODY_GRACE_MS = 5000;

export function registerUploadRoutes(app: FastifyInstance, ctx: ServiceContext, books: BookIndexer): void {
  // Upload bodies are streamed by the handler, so this scope takes them unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const upload = async (request: FastifyRequest, reply: FastifyReply, upsert: boolean) => {
    reply.raw.once('finish', () => closeIfUnread(request));
    const { bucket: bucketId, name } = objectPathOf(app, request, OBJECT_ROUTE);
    const owner = ownerOf(identityOf(ctx, request));
    const bucket = await existingBucket(ctx, bucketId);
    const limit = uploadLimitFor(bucket, ctx.config.uploadLimit);
    const form = uploadForm(request);
    const declared = Number(request.headers['content-length']);
    if (declared > limit + (form.kind === 'multipart' ? MULTIPART_OVERHEAD : 0)) throw storageErrors.entityTooLarge();
    // A raw upload's type is known from its header, so a refused type is answered before the body too.
    const refusedType = form.kind === 'raw' ? checkMimetype(bucket, form.headers.mimetype) : null;
    if (refusedType) throw refusedType;
    const write = { bucket: bucketId, name, owner, upsert, userMetadata: null };
    // As Storage's canUpload: the row as it would be, with the type and declared size known so far.
    const mayWrite = (mimetype: string) =>
      testAsCaller(ctx, request, (tx) =>
        testObjectWrite(tx, { ...write, metadata: objectMetadata(declared || 0, '', mimetype) }),
      );
    // A form's file type is known only once its part begins (after its small fields): it is asked then.
    if (form.kind === 'raw') await mayWrite(form.headers.mimetype);
    const staged = stagingFilePath(ctx.config.storageDir, bucketId);
    const received = await receiveUpload(request.raw, form, bucket, limit, staged, mayWrite);
    const row = await commitStagedUpload(
      ctx.db,
      ctx.config.storageDir,
      { ...write, userMetadata: received.userMetadata },
      { path: staged, ...received },
    ).finally(() => rmSync(staged, { force: true }));
    books.object(bucketId, name);
    return { Id: row.id, Key: `${bucketId}/${name}` };
  };

  app.post(`${OBJECT_ROUTE}:bucket/*`, (request, reply) =>
    upload(request, reply, request.headers['x-upsert'] === 'true'),
  );
  // Storage's update replaces the object, or creates it when it is missing.
  app.put(`${OBJECT_ROUTE}:bucket/*`, (request, reply) => upload(request, reply, true));

  function uploadForm(request: FastifyRequest): UploadForm {
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
      return { kind: 'multipart', form: multipartForm(request.headers) };
    }
    return { kind: 'raw', headers: orThrow(rawUploadHeaders(request.headers)) };
  }
}

/**
 * After an answer sent before the whole body was read (a refusal, a size
 * overrun), the rest is drained so the client can read the answer, and the
 * connection is closed if the client is still sending after a grace period.
 */
function closeIfUnread(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.resume();
  const timer = setTimeout(() => {
    if (!raw.complete) raw.socket?.destroy();
  }, UNREAD_BODY_GRACE_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
}
