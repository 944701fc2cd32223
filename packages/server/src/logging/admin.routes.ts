import { logsAnswerSchema, logsQuerySchema } from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { technicalDoc } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { LogsService } from './logs.service.ts';

/** System Logs (relative to /api/admin): the structured log lines kept in the database, filtered. */
export const logsAdminRoutes: FastifyPluginAsync<{ db: Database }> = async (app, deps) => {
  const typed = withInput(app);
  const logs = new LogsService(deps.db);
  const list = technicalDoc('System logs', { query: logsQuerySchema, response: logsAnswerSchema });
  typed.get('/logs', list, async (parsed) => logs.list(parsed.query));
};
