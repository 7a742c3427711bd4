/**
 * Moving and copying objects, within a bucket or to another one. As in
 * Storage, the caller's policies are asked first, as the caller, with the
 * statements rolled back: a move needs to see the source row and to update it
 * into its new bucket and name; a copy needs to see the source and to insert
 * (or, with x-upsert, upsert) the destination. The write itself then commits
 * with the bytes (objectWrites.ts), so the rows and files stay in step.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { BookIndexer } from './bookPages/bookIndexer';
import { jsonObjectBody } from './jsonBody';
import { objectKeyProblem } from './objectPath';
import { findObject } from './objectRows';
import { isBucketId, newVersion, storedObjectPath, versionFilePath } from './objectStore';
import { commitObjectMove, commitObjectWrite, shareBytes, testObjectWrite } from './objectWrites';
import { asCaller, existingBucket, identityOf, orThrow, ownerOf, testAsCaller } from './routeSupport';
import { storageErrors } from './storageErrors';
import { cacheControlValue, rawUploadHeaders } from './uploadBody';

interface Transfer {
  from: { bucket: string; name: string };
  to: { bucket: string; name: string };
  body: Record<string, unknown>;
}

/** The source and destination a move or copy body names, after the checks object paths get. */
function transferOf(request: FastifyRequest): Transfer {
  const body = orThrow(jsonObjectBody(request.body));
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  for (const [field, value] of Object.entries({ bucketId, sourceKey, destinationKey })) {
    if (typeof value !== 'string') throw storageErrors.invalidRequest(`body must have required property '${field}'`);
  }
  if (destinationBucket !== undefined && destinationBucket !== null && typeof destinationBucket !== 'string') {
    throw storageErrors.invalidRequest('body/destinationBucket must be string');
  }
  const to = typeof destinationBucket === 'string' && destinationBucket !== '' ? destinationBucket : bucketId;
  for (const bucket of [bucketId, to] as string[]) if (!isBucketId(bucket)) throw storageErrors.invalidBucketName();
  for (const key of [sourceKey, destinationKey] as string[]) {
    if (objectKeyProblem(key) !== null) throw storageErrors.invalidKey(key);
  }
  return {
    from: { bucket: bucketId as string, name: sourceKey as string },
    to: { bucket: to as string, name: destinationKey as string },
    body,
  };
}

export function registerMoveCopyRoutes(app: FastifyInstance, ctx: ServiceContext, books: BookIndexer): void {
  app.post('/object/move', async (request) => {
    const owner = ownerOf(identityOf(ctx, request));
    const { from, to } = transferOf(request);
    await existingBucket(ctx, to.bucket);
    await testAsCaller(ctx, request, async (tx) => {
      if (!(await findObject(tx, from.bucket, from.name))) throw storageErrors.noSuchKey();
      const { affectedRows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, version = $5
         where bucket_id = $1 and name = $2`,
        [from.bucket, from.name, to.bucket, to.name, newVersion()],
      );
      if (affectedRows === 0) throw storageErrors.noSuchKey();
    });
    if (from.bucket === to.bucket && from.name === to.name) {
      const row = await findObject(ctx.db, from.bucket, from.name);
      if (!row) throw storageErrors.noSuchKey();
      return { message: 'Successfully moved', Id: row.id, Key: row.name };
    }
    const row = await commitObjectMove(ctx.db, ctx.config.storageDir, { from, to, owner });
    books.object(to.bucket, to.name);
    return { message: 'Successfully moved', Id: row.id, Key: row.name };
  });

  app.post('/object/copy', async (request) => {
    const owner = ownerOf(identityOf(ctx, request));
    const { from, to, body } = transferOf(request);
    const upsert = request.headers['x-upsert'] === 'true';
    await existingBucket(ctx, to.bucket);
    const source = await asCaller(ctx, request, 'read', (tx) => findObject(tx, from.bucket, from.name));
    if (!source) throw storageErrors.noSuchKey();
    const metadata: Record<string, unknown> = { ...(source.metadata ?? {}), lastModified: new Date().toUTCString() };
    let userMetadata = source.user_metadata;
    if (body.copyMetadata === false) {
      const given = (typeof body.metadata === 'object' && body.metadata !== null ? body.metadata : {}) as Record<
        string,
        unknown
      >;
      if (typeof given.cacheControl === 'string') metadata.cacheControl = cacheControlValue(given.cacheControl);
      if (typeof given.mimetype === 'string') metadata.mimetype = given.mimetype;
      userMetadata = orThrow(rawUploadHeaders({ 'x-metadata': request.headers['x-metadata'] })).userMetadata;
    }
    const write = { bucket: to.bucket, name: to.name, owner, upsert, metadata, userMetadata };
    await testAsCaller(ctx, request, (tx) => testObjectWrite(tx, write));
    const row = await commitObjectWrite(ctx.db, ctx.config.storageDir, write, (version) =>
      shareBytes(
        storedObjectPath(ctx.config.storageDir, source),
        versionFilePath(ctx.config.storageDir, to.bucket, version),
      ),
    );
    books.object(to.bucket, to.name);
    return { Id: row.id, Key: `${to.bucket}/${to.name}`, ...row };
  });
}
