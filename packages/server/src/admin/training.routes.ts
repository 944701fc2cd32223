import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';

/** Overview metrics, personality training, feedback, prompts, teaching and the delineation check. */
export const trainingAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _options) => {};
