import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';
import { ApiCallStats } from '../charts/api-call-stats.ts';
import { adminOf } from './admin-request.ts';
import { ApiTesterService } from './api-tester.service.ts';
import { GraphTestService } from './graph-test.service.ts';
import { LlmConfigService } from './llm-config.service.ts';

/**
 * LLM configuration, the astrology API tester and the graph-only test (paths relative to /api/admin):
 *   GET    /llm/configurations               list, active model, who answers (runtime)
 *   POST   /llm/configurations               add { modelName, provider, description? }
 *   POST   /llm/configurations/:id/activate  the only active model from now on (inactive ones only)
 *   DELETE /llm/configurations/:id           inactive ones only
 *   GET    /astrology-apis/stats             api_call_stats of the four tested functions
 *   POST   /astrology-apis/daily-transits    { date } the day's sky (counted in api_call_stats)
 *   GET    /graph-test/connection            is the graph connected
 *   POST   /graph-test                       { message, personality, level } run one graph-only test
 *   GET    /graph-test/sessions              this admin's latest 10 tests
 */
export const modelAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const llmConfig = new LlmConfigService({ db: ctx.db, llm: ctx.llm, config: ctx.config });
  const tester = new ApiTesterService({ db: ctx.db });
  const graphTest = new GraphTestService({ db: ctx.db, graph: ctx.graph, llm: ctx.llm, logger: ctx.logger });
  const stats = new ApiCallStats(ctx.db);
  app.addHook('onClose', async () => {
    await stats.close();
  });

  app.get('/llm/configurations', async () => llmConfig.list());
  app.post('/llm/configurations', async (request, reply) => {
    const row = await llmConfig.add(request.body);
    return reply.code(201).send(row);
  });
  app.post<{ Params: { id: string } }>('/llm/configurations/:id/activate', async (request) =>
    llmConfig.activate(request.params.id),
  );
  app.delete<{ Params: { id: string } }>('/llm/configurations/:id', async (request, reply) => {
    await llmConfig.remove(request.params.id);
    return reply.code(204).send();
  });

  app.get('/astrology-apis/stats', async () => tester.stats());
  app.post(
    '/astrology-apis/daily-transits',
    {
      // Counted like the v4 functions (success: an answer below 400); refused sign-ins are not calls.
      onResponse: async (_request, reply) => {
        if (reply.statusCode === 401 || reply.statusCode === 403) return;
        stats.record('daily-transits', reply.statusCode < 400, reply.elapsedTime);
      },
    },
    async (request) => tester.dailyTransits(request.body),
  );

  app.get('/graph-test/connection', async () => graphTest.connection());
  app.post('/graph-test', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) => {
    const admin = await adminOf(request);
    return graphTest.run(admin, request.body);
  });
  app.get('/graph-test/sessions', async (request) => {
    const admin = await adminOf(request);
    return { sessions: await graphTest.sessions(admin.userId) };
  });
};
