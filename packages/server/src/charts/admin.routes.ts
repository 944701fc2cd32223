import { apiTesterStatsSchema, dailyTransitsAnswerSchema, dailyTransitsRequestSchema } from '@stellara/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { technicalDoc } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { ApiCallStats } from './api-call-stats.ts';
import { ApiTesterService } from './api-tester.service.ts';

/**
 * The astrology API tester (paths relative to /api/admin):
 *   GET    /astrology-apis/stats             api_call_stats of the four tested functions
 *   POST   /astrology-apis/daily-transits    { date } the day's sky (counted in api_call_stats)
 */
export const chartsAdminRoutes: FastifyPluginAsync<{ db: Database }> = async (app, deps) => {
  const tester = new ApiTesterService({ db: deps.db });
  const stats = new ApiCallStats(deps.db);
  app.addHook('onClose', async () => {
    await stats.close();
  });

  const callStats = technicalDoc('Call statistics of the chart API', { response: apiTesterStatsSchema });
  app.get('/astrology-apis/stats', callStats, async () => tester.stats());
  const dailyTransits = technicalDoc(
    "The day's sky",
    { body: dailyTransitsRequestSchema, absentBodyIsEmpty: true, response: dailyTransitsAnswerSchema },
    {
      // Counted like the v4 functions (success: an answer below 400); refused sign-ins are not calls.
      onResponse: async (_request: unknown, reply: FastifyReply) => {
        if (reply.statusCode === 401 || reply.statusCode === 403) return;
        stats.record('daily-transits', reply.statusCode < 400, reply.elapsedTime);
      },
    },
  );
  withInput(app).post('/astrology-apis/daily-transits', dailyTransits, async ({ body }) => tester.dailyTransits(body));
};
