import {
  connectionTestAnswerSchema,
  HEALTH_COMPONENTS,
  type HealthComponent,
  systemHealthSchema,
} from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { technicalDoc } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import type { KnowledgeGraph } from '../knowledge/index.ts';
import type { LanguageModel } from '../llm/index.ts';
import { SystemHealthService } from './system-health.service.ts';

const componentParams = z.object({ component: z.enum(HEALTH_COMPONENTS) });

/** System Health (paths relative to /api/admin): every component's card, or one component tested now. */
export const systemHealthRoutes: FastifyPluginAsync<{
  db: Database;
  graph: KnowledgeGraph;
  llm: LanguageModel;
}> = async (app, deps) => {
  const typed = withInput(app);
  const health = new SystemHealthService({ db: deps.db, graph: deps.graph, llm: deps.llm });

  const all = technicalDoc('Health of graph, database and language model', { response: systemHealthSchema });
  app.get('/system/health', all, async () => health.all());

  const testOne = technicalDoc('Test one connection', {
    params: componentParams,
    response: connectionTestAnswerSchema,
  });
  typed.get('/system/health/:component', testOne, async (parsed) => {
    const { component } = parsed.params;
    return { card: await health.test(component as HealthComponent) };
  });
};
