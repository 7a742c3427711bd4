import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';

// TODO: placeholder being replaced by the GoTrue implementation (issue #2).
export async function registerAuth(_app: FastifyInstance, _ctx: ServiceContext): Promise<void> {}
