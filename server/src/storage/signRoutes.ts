/**
 * Signed download URLs. Signing is granted by a SELECT policy: the caller may
 * sign an object only if, as its own role, it can see the object's row. The
 * download behind the URL then needs no session, only the token.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { objectKeyProblem } from './objectPath';
import { findObject, visibleNames } from './objectRows';
import { jsonObjectBody, stringList } from './jsonBody';
import { asCaller, bucketIdOf, existingBucket, objectPathOf, orThrow } from './routeSupport';
import { serveObject } from './serveObject';
import { objectTokenProblem, parseExpiresIn, signObjectToken } from './signedUrlToken';
import { storageErrors } from './storageErrors';

const SIGN_ROUTE = '/object/sign/';
/** Real Storage's cap on one batch. */
const MAX_BATCH = 1000;
const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';

/** Relative to /storage/v1 and not percent-encoded: storage-js prefixes it and applies encodeURI itself. */
function signedUrl(bucket: string, name: string, token: string): string {
  return `${SIGN_ROUTE}${bucket}/${name}?token=${token}`;
}

export function registerSignRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post(`${SIGN_ROUTE}:bucket/*`, async (request) => {
    const { bucket, name } = objectPathOf(app, request, SIGN_ROUTE);
    const expiresIn = orThrow(parseExpiresIn(orThrow(jsonObjectBody(request.body)).expiresIn));
    const visible = await asCaller(ctx, request, 'read', (tx) => findObject(tx, bucket, name));
    if (!visible) throw storageErrors.noSuchKey();
    return { signedURL: signedUrl(bucket, name, signObjectToken(ctx.keys.jwtSecret, { bucket, name }, expiresIn)) };
  });

  app.post(`${SIGN_ROUTE}:bucket`, async (request) => {
    const bucket = bucketIdOf(app, request, SIGN_ROUTE);
    const body = orThrow(jsonObjectBody(request.body));
    const expiresIn = orThrow(parseExpiresIn(body.expiresIn));
    const paths = orThrow(stringList(body.paths, 'paths', MAX_BATCH));
    const safe = paths.filter((path) => objectKeyProblem(path) === null);
    const visible = await asCaller(ctx, request, 'read', (tx) => visibleNames(tx, bucket, safe));
    return paths.map((path) =>
      visible.has(path)
        ? {
            path,
            signedURL: signedUrl(bucket, path, signObjectToken(ctx.keys.jwtSecret, { bucket, name: path }, expiresIn)),
            error: null,
          }
        : { path, signedURL: null, error: NOT_VISIBLE },
    );
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${SIGN_ROUTE}:bucket/*`,
    handler: async (request, reply) => {
      const object = objectPathOf(app, request, SIGN_ROUTE);
      const token = (request.query as Record<string, unknown>).token;
      if (typeof token !== 'string' || token === '') {
        throw storageErrors.invalidRequest("querystring must have required property 'token'");
      }
      const problem = objectTokenProblem(ctx.keys.jwtSecret, token, object);
      if (problem) throw problem;
      // The token is the permission: the row is read without policies.
      const bucket = await existingBucket(ctx, object.bucket);
      const row = await findObject(ctx.db, object.bucket, object.name);
      if (!row) throw storageErrors.noSuchKey();
      await serveObject(request, reply, ctx.config.storageDir, { row, publicBucket: bucket.public });
    },
  });
}
