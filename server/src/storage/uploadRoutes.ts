/**
 * Uploads (POST) and updates (PUT). The row is written as the caller, so an
 * INSERT policy (and SELECT and UPDATE ones for an upsert) must allow it; the
 * migrations give clients none, so only the service role uploads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { putObject } from './objectStore';
import { asCaller, existingBucket, identityOf, objectPathOf, orThrow } from './routeSupport';
import { checkUploadFits, readUpload } from './uploadBody';

const OBJECT_ROUTE = '/object/';
/** Room for multipart framing around a file of the maximum size; the file itself is checked after parsing. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerUploadRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const upload = async (request: FastifyRequest, upsert: boolean) => {
    const { bucket: bucketId, name } = objectPathOf(app, request, OBJECT_ROUTE);
    const bucket = await existingBucket(ctx, bucketId);
    const content = orThrow(readUpload(request.headers, request.body));
    const unfit = checkUploadFits(bucket, content, ctx.config.uploadLimit);
    if (unfit) throw unfit;
    const sub = identityOf(ctx, request).claims.sub;
    const owner = typeof sub === 'string' && UUID.test(sub) ? sub : null;
    const id = await asCaller(ctx, request, 'write', (tx) =>
      putObject(tx, ctx.config.storageDir, {
        bucket: bucketId,
        name,
        bytes: content.bytes,
        mimetype: content.mimetype,
        cacheControl: content.cacheControl,
        owner,
        upsert,
      }),
    );
    return { Id: id, Key: `${bucketId}/${name}` };
  };
  const bodyLimit = ctx.config.uploadLimit + MULTIPART_OVERHEAD;
  app.post(`${OBJECT_ROUTE}:bucket/*`, { bodyLimit }, (request) =>
    upload(request, request.headers['x-upsert'] === 'true'),
  );
  // Storage's update replaces the object, or creates it when it is missing.
  app.put(`${OBJECT_ROUTE}:bucket/*`, { bodyLimit }, (request) => upload(request, true));
}
