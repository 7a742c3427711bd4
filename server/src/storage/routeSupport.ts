/**
 * What every storage route does the same way: take the object path from the raw
 * URL, know who calls, and run its queries as the caller so that storage
 * policies decide.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { Queryable } from '../db/database';
import { runAsRequest, type RequestIdentity } from '../db/requestContext';
import { whileClientConnected } from '../shared/whileClientConnected';
import { findBucket, type BucketRow } from './bucketRows';
import { callerIdentity, requestMeta } from './callerIdentity';
import { parseBucketId, parseObjectPath, rawTailAfter, type ObjectPath } from './objectPath';
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

/** The bucket named by the URL after `route`, up to `suffix` (e.g. '/empty'), after the same checks as in object paths. */
export function bucketIdOf(app: FastifyInstance, request: FastifyRequest, route: string, suffix = ''): string {
  const tail = rawTailAfter(`${app.prefix}${route}`, request.url)?.replace(/\/$/, '');
  if (tail === undefined || !tail.endsWith(suffix)) throw storageErrors.invalidBucketName();
  return orThrow(parseBucketId(tail.slice(0, tail.length - suffix.length)));
}

/** The bucket's settings, read as the superuser (Storage does too: uploads and downloads need them whatever the policies). */
export async function existingBucket(ctx: ServiceContext, id: string): Promise<BucketRow> {
  const bucket = await findBucket(ctx.db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/**
 * Who calls. Storage reads only the Authorization header and refuses a request
 * without a bearer token on every route but public and signed downloads, so a
 * lone apikey header (or nothing) is refused as on a hosted project (the rule
 * lives in callerIdentity).
 */
export function identityOf(ctx: ServiceContext, request: FastifyRequest): RequestIdentity {
  return orThrow(callerIdentity(request, ctx.keys.jwtSecret));
}

/** The caller's user id when its token names one (owner / owner_id of what it creates). */
export function ownerOf(identity: RequestIdentity): string | null {
  const sub = identity.claims.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/** Runs `work` in one transaction as the caller's role, with its JWT claims, under row-level security. */
export function asCaller<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  access: 'read' | 'write',
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const identity = identityOf(ctx, request);
  const meta = requestMeta(request, access === 'read');
  return whileClientConnected(request.raw, (signal) => runAsRequest(ctx.db, identity, { ...meta, signal }, work));
}

/** Thrown to roll a permission test back once its statements have run. */
class PermissionTestDone extends Error {}

/**
 * Whether the caller's policies let `work` run, found by running it as the
 * caller and rolling it back (Storage's testPermission): the write itself
 * happens later, once the bytes are in. A refusal throws its Storage error.
 */
export async function testAsCaller(
  ctx: ServiceContext,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  try {
    await asCaller(ctx, request, 'write', async (tx) => {
      await work(tx);
      throw new PermissionTestDone();
    });
  } catch (error) {
    if (!(error instanceof PermissionTestDone)) throw error;
  }
}
