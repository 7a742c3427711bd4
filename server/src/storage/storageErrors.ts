import type { FastifyError } from 'fastify';
import { ConnectionWaitTimeoutError } from '../db/connectionWait';
import { isPostgresError } from '../db/database';
import type { ErrorAnswers, ServiceError } from '../shared/serviceError';

/**
 * Storage's error shape: `{statusCode, code, error, message}`, where statusCode
 * is the meaningful status as a string and the HTTP status is 400 for almost
 * everything (storage-js reads the body, not the status). Only a few errors
 * keep their own HTTP status, as real Storage does (416 for a bad range).
 */
export class StorageError extends Error implements ServiceError {
  constructor(
    /** The status the body names, e.g. 404 for a missing object. */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status of the response; 400 unless real Storage says otherwise. */
    readonly httpStatus = 400,
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StorageError';
  }

  headers(): Record<string, string> {
    return this.extraHeaders;
  }

  body(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const storageErrors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${printable(key)}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  relatedNotFound: () =>
    new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist'),
  referenced: () =>
    new StorageError(
      409,
      'ResourceReferenced',
      'ResourceReferenced',
      'The resource could not be updated or removed due to a foreign key constraint',
    ),
  /** No bearer token on a route that needs one: jose's words for an empty JWT, as Storage passes them on. */
  missingJwt: () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'Invalid Compact JWS'),
  /** A role check that fails keeps its 403 as the HTTP status too, as in Storage. */
  invalidRole: () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'Access denied: Invalid role', 403),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  databaseTimeout: () =>
    new StorageError(544, 'DatabaseTimeout', 'DatabaseTimeout', 'The connection to the database timed out', 544),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', `The ${entity} exceeded the maximum allowed size`),
  invalidMimeType: (mimetype: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${printable(mimetype)} is not supported`),
  /** No byte of the range lies inside the object; Content-Range tells the client the object's size. */
  invalidRange: (size: number) =>
    new StorageError(416, 'InvalidRange', 'invalid_range', 'invalid range provided', 416, {
      'Content-Range': `bytes */${size}`,
    }),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', 'Not Found', `Route ${method}:${printable(path)} not found`, 404),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal server error', 500),
};

/** How the storage service answers what goes wrong, and paths it does not serve, in Storage's shape. */
export const storageErrorAnswers: ErrorAnswers = {
  asServiceError(error, request) {
    const storageError = asStorageError(error);
    if (storageError.httpStatus >= 500) request.log.error({ err: error }, 'storage request failed');
    return storageError;
  },
  notFound: (request) => storageErrors.routeNotFound(request.method, request.url.split('?', 1)[0] ?? ''),
};

/** The Storage error an exception stands for: its own, a policy or constraint failure, or the framework's. */
export function asStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  // As Storage answers when its pool has no connection to give within the wait.
  if (error instanceof ConnectionWaitTimeoutError) return storageErrors.databaseTimeout();
  if (isPostgresError(error)) {
    if (error.code === '42501') {
      return storageErrors.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      );
    }
    if (error.code === '23505') return storageErrors.duplicate();
    if (error.code === '23503') {
      return error.detail?.includes('is still referenced')
        ? storageErrors.referenced()
        : storageErrors.relatedNotFound();
    }
    if (error.code === '57014') return storageErrors.databaseTimeout();
    if (error.code.startsWith('22')) return storageErrors.invalidRequest(error.message);
    return storageErrors.internal();
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status === 413) return storageErrors.entityTooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return storageErrors.invalidRequest((error as FastifyError).message);
  }
  return storageErrors.internal();
}

/** Echoes a client-supplied value in a message without control characters or unbounded length. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}
