/**
 * The PostgREST-compatible API under /rest/v1: `/<table>` for reads and writes,
 * `/rpc/<function>` for calls. Each request is one transaction as the role of
 * its JWT (anon without one), so row-level security decides what it sees
 * (serveRequest.ts); what it runs is its plan (relationPlan.ts, functionPlan.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { answerErrors } from '../shared/serviceError';
import { functionPlan } from './functionPlan';
import { relationPlan } from './relationPlan';
import { restErrorAnswers } from './restError';
import { watchSchemaCache } from './schemaReload';
import { serveRequest } from './serveRequest';

export async function registerRest(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  answerErrors(app, restErrorAnswers(ctx.config.bodyLimit));
  const schema = await watchSchemaCache(ctx.db, (error) => app.log.error({ err: error }, 'schema cache reload failed'));
  app.addHook('onClose', () => schema.close());
  const currentSchema = () => schema.current();
  const routeOptions = { bodyLimit: ctx.config.bodyLimit };

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/rpc/:name',
    ...routeOptions,
    handler: (request, reply) => serveRequest(ctx, currentSchema, request, reply, request.params.name, functionPlan),
  });

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:name',
    ...routeOptions,
    handler: (request, reply) => serveRequest(ctx, currentSchema, request, reply, request.params.name, relationPlan),
  });
}
