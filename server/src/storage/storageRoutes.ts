import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';

// TODO: placeholder being replaced by the Storage implementation (issue #2).
export async function registerStorage(_app: FastifyInstance, _ctx: ServiceContext): Promise<void> {}
