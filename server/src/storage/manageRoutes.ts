/**
 * Removing and listing objects, both as the caller: a DELETE policy decides
 * which rows go (the others are skipped without error, as in Storage) and a
 * SELECT policy which rows a listing shows. Files go only after their rows are
 * gone for good, so a rolled-back delete never loses bytes.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { folderListing, parseListOptions } from './folderListing';
import { jsonObjectBody, stringList } from './jsonBody';
import { objectKeyProblem } from './objectPath';
import { deleteObjects } from './objectRows';
import { removeStoredObjects } from './objectStore';
import { asCaller, bucketIdOf, existingBucket, objectPathOf, orThrow } from './routeSupport';
import { storageErrors } from './storageErrors';

const OBJECT_ROUTE = '/object/';
const LIST_ROUTE = '/object/list/';
/** Real Storage's cap on one delete. */
const MAX_DELETE = 1000;

export function registerManageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.delete(`${OBJECT_ROUTE}:bucket`, async (request) => {
    const bucket = bucketIdOf(app, request, OBJECT_ROUTE);
    const names = orThrow(stringList(orThrow(jsonObjectBody(request.body)).prefixes, 'prefixes', MAX_DELETE));
    const unsafe = names.find((name) => objectKeyProblem(name) !== null);
    if (unsafe !== undefined) throw storageErrors.invalidKey(unsafe);
    await existingBucket(ctx, bucket);
    const deleted = await asCaller(ctx, request, 'write', (tx) => deleteObjects(tx, bucket, names));
    removeStoredObjects(ctx.config.storageDir, deleted);
    return deleted;
  });

  app.delete(`${OBJECT_ROUTE}:bucket/*`, async (request) => {
    const { bucket, name } = objectPathOf(app, request, OBJECT_ROUTE);
    await existingBucket(ctx, bucket);
    const deleted = await asCaller(ctx, request, 'write', (tx) => deleteObjects(tx, bucket, [name]));
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    removeStoredObjects(ctx.config.storageDir, deleted);
    return { message: 'Successfully deleted' };
  });

  app.post(`${LIST_ROUTE}:bucket`, async (request) => {
    const bucket = bucketIdOf(app, request, LIST_ROUTE);
    const options = orThrow(parseListOptions(orThrow(jsonObjectBody(request.body))));
    await existingBucket(ctx, bucket);
    return asCaller(ctx, request, 'read', (tx) => folderListing(tx, bucket, options));
  });
}
