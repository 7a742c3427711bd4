import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';

// TODO: placeholder being replaced by the PostgREST implementation (issue #2).
export async function registerRest(_app: FastifyInstance, _ctx: ServiceContext): Promise<void> {}
