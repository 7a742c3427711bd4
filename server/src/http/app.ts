import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import { registerAuth } from '../auth/authRoutes';
import { answerClientError, MAX_HEADER_BYTES } from './clientError';
import { registerCompression } from './compression';
import { answerMalformedUrl } from './malformedUrl';
import { OutsideServicesError, outsideServicesErrorAnswers } from './outsideServicesError';
import { registerRest } from '../rest/restRoutes';
import { answerErrors, sendServiceError } from '../shared/serviceError';
import { registerStorage } from '../storage/storageRoutes';

/**
 * Response headers browsers must be allowed to read: postgrest-js reads the
 * count from Content-Range, auth-js the error format from X-Supabase-Api-Version,
 * pdf.js the byte ranges from Accept-Ranges and Content-Range.
 */
export const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Length',
  'Content-Type',
  'Content-Disposition',
  'Location',
  'ETag',
  'Accept-Ranges',
  'Range-Unit',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'X-Total-Count',
];

export async function buildApp(ctx: ServiceContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: ctx.config.bodyLimit,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
    // Identical paths with or without a trailing slash, as behind Supabase's gateway.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return answerMalformedUrl(request.url, reply as FastifyReply);
      void sendServiceError(reply as FastifyReply, new OutsideServicesError(400, error.message));
    },
  });

  // Every service reads its body itself, so each can answer a bad body in its own error shape.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    // No allowedHeaders: the plugin reflects Access-Control-Request-Headers, as Supabase's gateway does.
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
    strictPreflight: false,
  });

  // Before the services' routes: the plugin's hooks apply to routes registered after it.
  await registerCompression(app);

  app.get('/', async () => ({ name: 'Mentoria local backend', services: ['/rest/v1', '/auth/v1', '/storage/v1'] }));
  app.get('/health', async () => ({ status: 'ok' }));

  await app.register(async (scope) => registerRest(scope, ctx), { prefix: '/rest/v1' });
  await app.register(async (scope) => registerAuth(scope, ctx), { prefix: '/auth/v1' });
  await app.register(async (scope) => registerStorage(scope, ctx), { prefix: '/storage/v1' });

  answerErrors(app, outsideServicesErrorAnswers);
  return app;
}
