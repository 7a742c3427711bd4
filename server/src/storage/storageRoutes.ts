/**
 * The Storage-compatible API under /storage/v1: signed URLs, public and
 * authenticated downloads, uploads, deletes, listings and buckets. Every failure,
 * including the framework's own (a body too large, a malformed request) and
 * unknown routes, is answered in Storage's error shape.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { answerErrors } from '../shared/serviceError';
import { startBookIndexer } from './bookPages/bookIndexer';
import { registerBucketRoutes } from './bucketRoutes';
import { registerDownloadRoutes } from './downloadRoutes';
import { registerManageRoutes } from './manageRoutes';
import { registerMoveCopyRoutes } from './moveCopyRoutes';
import { registerSignRoutes } from './signRoutes';
import { storageErrorAnswers } from './storageErrors';
import { registerUploadRoutes } from './uploadRoutes';

export async function registerStorage(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  answerErrors(app, storageErrorAnswers);
  // Books' pages follow their files (docs/product.md#the-reader-is-a-study-tool), in the background.
  const books = await startBookIndexer(ctx.db, ctx.config.storageDir, ctx.log ?? console.error);
  app.addHook('onClose', () => books.close());
  registerSignRoutes(app, ctx);
  registerDownloadRoutes(app, ctx);
  registerManageRoutes(app, ctx);
  registerMoveCopyRoutes(app, ctx, books);
  registerBucketRoutes(app, ctx);
  // Uploads read their own bodies, so they get a scope without the buffering body parser.
  await app.register(async (uploads) => registerUploadRoutes(uploads, ctx, books));
}
