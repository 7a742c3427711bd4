/**
 * What every storage route does the same way: take the object path from the raw
 * URL, and run its queries as the caller so that storage policies decide.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { Queryable } from '../db/database';
import { runAsRequest, type RequestIdentity } from '../db/requestContext';
import { callerIdentity, requestMeta } from './callerIdentity';
import { parseBucketId, parseObjectPath, rawTailAfter, type ObjectPath } from './objectPath';
import { findBucket, type BucketRow } from './objectRows';
import { StorageError, storageErrors } from './storageErrors';

/** Parsers return a StorageError instead of throwing (so they stay pure); handlers throw it to the error handler. */
export function orThrow<T>(value: T | StorageError): T {
  if (value instanceof StorageError) throw value;
  return value;
}

/**
 * The bucket and object name after `route` (e.g. '/object/sign/'), read from
 * the raw URL rather than from the router's parameters, so that the path is
 * decoded exactly once, by rules this service controls.
 */
export function objectPathOf(app: FastifyInstance, request: FastifyRequest, route: string): ObjectPath {
  const tail = rawTailAfter(`${app.prefix}${route}`, request.url);
  return orThrow(tail === null ? storageErrors.invalidKey(request.url) : parseObjectPath(tail));
}

/** The bucket named by a route's `:bucket` parameter, after the same checks as in object paths. */
export function bucketIdOf(app: FastifyInstance, request: FastifyRequest, route: string): string {
  const tail = rawTailAfter(`${app.prefix}${route}`, request.url);
  return orThrow(tail === null ? storageErrors.invalidBucketName() : parseBucketId(tail.replace(/\/$/, '')));
}

export async function existingBucket(ctx: ServiceContext, id: string): Promise<BucketRow> {
  const bucket = await findBucket(ctx.db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

export function identityOf(ctx: ServiceContext, request: FastifyRequest): RequestIdentity {
  return orThrow(callerIdentity(request, ctx.keys.jwtSecret));
}

/** Runs `work` in one transaction as the caller's role, with its JWT claims, under row-level security. */
export function asCaller<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  access: 'read' | 'write',
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return runAsRequest(ctx.db, identityOf(ctx, request), requestMeta(request, access === 'read'), work);
}
