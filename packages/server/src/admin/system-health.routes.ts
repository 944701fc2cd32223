import { HEALTH_COMPONENTS, type HealthComponent } from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { parseInput } from '../http/validate.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import type { LanguageModel } from '../llm/language-model.port.ts';
import { SystemHealthService } from './system-health.service.ts';

/** System Health (paths relative to /api/admin): every component's card, or one component tested now. */
export const systemHealthRoutes: FastifyPluginAsync<{
  db: Database;
  graph: KnowledgeGraph;
  llm: LanguageModel;
}> = async (app, deps) => {
  const health = new SystemHealthService({ db: deps.db, graph: deps.graph, llm: deps.llm });

  app.get('/system/health', async () => health.all());

  app.get('/system/health/:component', async (request) => {
    const { component } = parseInput(z.object({ component: z.enum(HEALTH_COMPONENTS) }), request.params);
    return { card: await health.test(component as HealthComponent) };
  });
};
