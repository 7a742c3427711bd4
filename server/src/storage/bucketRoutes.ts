/**
 * Reading buckets. storage.buckets has no policies for clients, so in real
 * Storage only the service role sees them; public buckets are shown to anyone
 * here too, since their existence is no secret (their URLs are public).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { listBuckets } from './objectRows';
import { bucketIdOf, existingBucket, identityOf } from './routeSupport';
import { storageErrors } from './storageErrors';

const BUCKET_ROUTE = '/bucket/';

export function registerBucketRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/bucket', async (request) => {
    const seesAll = identityOf(ctx, request).role === 'service_role';
    return listBuckets(ctx.db, seesAll);
  });

  app.get(`${BUCKET_ROUTE}:id`, async (request) => {
    const id = bucketIdOf(app, request, BUCKET_ROUTE);
    const seesAll = identityOf(ctx, request).role === 'service_role';
    const bucket = await existingBucket(ctx, id);
    if (!bucket.public && !seesAll) throw storageErrors.noSuchBucket();
    return bucket;
  });
}
