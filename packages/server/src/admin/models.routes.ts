import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';

/** LLM configuration, the astrology API tester and the graph-only test. */
export const modelAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _options) => {};
