/**
 * Reading objects: the public route (any object of a public bucket, no session),
 * the authenticated routes (whatever the caller's policies let it see) and the
 * info routes, which describe an object instead of sending it. The row is read
 * in a short transaction; the file is streamed after it, so a slow download
 * never holds the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { BucketRow } from './bucketRows';
import { findObject, type ObjectRow } from './objectRows';
import { asCaller, existingBucket, objectPathOf } from './routeSupport';
import { serveObject } from './serveObject';
import { storageErrors } from './storageErrors';

type Access = 'public' | 'authenticated';

/** The row behind a download, found the way the route's access mode allows. */
async function readableObject(
  app: FastifyInstance,
  ctx: ServiceContext,
  request: FastifyRequest,
  route: string,
  access: Access,
): Promise<{ bucket: BucketRow; row: ObjectRow }> {
  const { bucket: bucketId, name } = objectPathOf(app, request, route);
  const bucket = await existingBucket(ctx, bucketId);
  let row: ObjectRow | null;
  if (access === 'public') {
    // Real Storage answers "Bucket not found" rather than admit a private bucket exists.
    if (!bucket.public) throw storageErrors.noSuchBucket();
    row = await findObject(ctx.db, bucketId, name);
  } else {
    row = await asCaller(ctx, request, 'read', (tx) => findObject(tx, bucketId, name));
  }
  if (!row) throw storageErrors.noSuchKey();
  return { bucket, row };
}

/** Storage's object info: what `storage.from(b).info(path)` returns, in snake case. */
function objectInfo(row: ObjectRow) {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

export function registerDownloadRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const routes: Array<[string, Access]> = [
    ['/object/public/', 'public'],
    ['/object/authenticated/', 'authenticated'],
    ['/object/', 'authenticated'],
  ];
  for (const [route, access] of routes) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${route}:bucket/*`,
      handler: async (request, reply) => {
        const { bucket, row } = await readableObject(app, ctx, request, route, access);
        await serveObject(request, reply, ctx.config.storageDir, { row, publicBucket: bucket.public });
      },
    });
    const infoRoute = route.replace('/object/', '/object/info/');
    app.get(`${infoRoute}:bucket/*`, async (request) => {
      const { row } = await readableObject(app, ctx, request, infoRoute, access);
      return objectInfo(row);
    });
  }
}
