/**
 * Buckets: list, get, create, update, empty and delete, as Storage answers
 * them. Every route needs a bearer token; who may see or change a bucket is
 * decided by row-level security on storage.buckets, since the statements run as
 * the caller (a hosted project has no policies there, so only the service role
 * manages buckets unless a migration adds some). Emptying is for the service
 * role alone, as in Storage.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { isPostgresError } from '../db/database';
import { parseBucketBody, parseBucketListQuery } from './bucketBody';
import { bucketHasObjects, deleteBucket, findBucket, insertBucket, listBuckets, updateBucket } from './bucketRows';
import { jsonObjectBody } from './jsonBody';
import { allowObjectDeletes, OBJECT_COLUMNS, type ObjectRow } from './objectRows';
import { bucketFolder, isBucketId, removeStoredObjects } from './objectStore';
import { asCaller, bucketIdOf, existingBucket, identityOf, orThrow, ownerOf } from './routeSupport';
import { storageErrors } from './storageErrors';

const BUCKET_ROUTE = '/bucket/';

export function registerBucketRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const body = (request: FastifyRequest) => orThrow(jsonObjectBody(request.body));

  app.get('/bucket', async (request) => {
    const options = orThrow(parseBucketListQuery(new URLSearchParams(request.url.split('?')[1] ?? '')));
    return asCaller(ctx, request, 'read', (tx) => listBuckets(tx, options));
  });

  app.get(`${BUCKET_ROUTE}:id`, async (request) => {
    const id = bucketIdOf(app, request, BUCKET_ROUTE);
    const bucket = await asCaller(ctx, request, 'read', (tx) => findBucket(tx, id));
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  });

  app.post('/bucket', async (request) => {
    const owner = ownerOf(identityOf(ctx, request));
    const fields = body(request);
    if (typeof fields.name !== 'string') throw storageErrors.invalidRequest("body must have required property 'name'");
    const id = fields.id === undefined || fields.id === '' ? fields.name : fields.id;
    if (typeof id !== 'string' || !isBucketId(id) || !isBucketId(fields.name)) throw storageErrors.invalidBucketName();
    const settings = orThrow(parseBucketBody(fields, ctx.config.uploadLimit));
    await asCaller(ctx, request, 'write', (tx) =>
      insertBucket(tx, { id, name: fields.name as string, owner, ...settings }),
    ).catch((error: unknown) => {
      throw isPostgresError(error) && error.code === '23505' ? storageErrors.bucketAlreadyExists() : error;
    });
    return { name: fields.name };
  });

  app.put(`${BUCKET_ROUTE}:id`, async (request) => {
    const id = bucketIdOf(app, request, BUCKET_ROUTE);
    identityOf(ctx, request);
    const settings = orThrow(parseBucketBody(body(request), ctx.config.uploadLimit));
    if (Object.values(settings).every((value) => value === undefined)) throw storageErrors.noContent();
    const updated = await asCaller(ctx, request, 'write', (tx) => updateBucket(tx, id, settings));
    if (!updated) throw storageErrors.noSuchBucket();
    return { message: 'Successfully updated' };
  });

  app.post(`${BUCKET_ROUTE}:id/empty`, async (request) => {
    const id = bucketIdOf(app, request, BUCKET_ROUTE, '/empty');
    if (identityOf(ctx, request).role !== 'service_role') throw storageErrors.invalidRole();
    await existingBucket(ctx, id);
    const removed = await ctx.db.transaction(async (tx) => {
      await allowObjectDeletes(tx);
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 returning ${OBJECT_COLUMNS}`,
        [id],
      );
      return rows;
    });
    removeStoredObjects(ctx.config.storageDir, removed);
    return { message: 'Successfully emptied' };
  });

  app.delete(`${BUCKET_ROUTE}:id`, async (request) => {
    const id = bucketIdOf(app, request, BUCKET_ROUTE);
    identityOf(ctx, request);
    // Counted as the superuser: an object the caller cannot see still keeps the bucket.
    if (await bucketHasObjects(ctx.db, id)) throw storageErrors.bucketNotEmpty();
    const deleted = await asCaller(ctx, request, 'write', (tx) => deleteBucket(tx, id)).catch((error: unknown) => {
      // An object that arrived since the count.
      throw isPostgresError(error) && error.code === '23503' ? storageErrors.bucketNotEmpty() : error;
    });
    if (!deleted) throw storageErrors.noSuchBucket();
    // Nothing in the folder belongs to a row any more (at most an abandoned staging file).
    rmSync(bucketFolder(ctx.config.storageDir, id), { recursive: true, force: true });
    return { message: 'Successfully deleted' };
  });
}
