/**
 * The Storage-compatible API under /storage/v1: signed URLs, public and
 * authenticated downloads, uploads, deletes, listings and buckets. Every failure,
 * including the framework's own (a body too large, a malformed request) and
 * unknown routes, is answered in Storage's error shape.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import { ConnectionWaitTimeoutError } from '../db/connectionWait';
import { isPostgresError } from '../db/database';
import { registerBucketRoutes } from './bucketRoutes';
import { registerDownloadRoutes } from './downloadRoutes';
import { registerManageRoutes } from './manageRoutes';
import { registerMoveCopyRoutes } from './moveCopyRoutes';
import { registerSignRoutes } from './signRoutes';
import { StorageError, storageErrors } from './storageErrors';
import { registerUploadRoutes } from './uploadRoutes';

export async function registerStorage(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const storageError = asStorageError(error);
    if (storageError.httpStatus >= 500) request.log.error({ err: error }, 'storage request failed');
    return sendError(reply, storageError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, storageErrors.routeNotFound(request.method, request.url.split('?', 1)[0] ?? '')),
  );
  registerSignRoutes(app, ctx);
  registerDownloadRoutes(app, ctx);
  registerManageRoutes(app, ctx);
  registerMoveCopyRoutes(app, ctx);
  registerBucketRoutes(app, ctx);
  // Uploads read their own bodies, so they get a scope without the buffering body parser.
  await app.register(async (uploads) => registerUploadRoutes(uploads, ctx));
}

const DOWNLOAD_HEADERS = ['Content-Disposition', 'Content-Range', 'ETag', 'Last-Modified', 'Cache-Control'];

function sendError(reply: FastifyReply, error: StorageError): FastifyReply {
  // An error replaces whatever a half-prepared download had set.
  for (const header of DOWNLOAD_HEADERS) reply.removeHeader(header);
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(error.body());
}

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
