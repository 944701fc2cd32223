import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';

/** Health checks, quick queries, logs, graph monitor, knowledge updates and cleanup. */
export const systemAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _options) => {};
