import {
  llmConfigurationInputSchema,
  llmConfigurationSchema,
  llmConfigurationsAnswerSchema,
  llmQuickAddListSchema,
} from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ClusterEvents } from '../db/cluster-events.ts';
import { technicalDoc } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import type { LanguageModel } from './language-model.port.ts';
import { LlmConfigService } from './llm-config.service.ts';

/**
 * LLM configuration (paths relative to /api/admin):
 *   GET    /llm/configurations               list, active model, who answers (runtime)
 *   POST   /llm/configurations               add { modelName, provider, description? }
 *   POST   /llm/configurations/:id/activate  the only active model from now on (inactive ones only)
 *   DELETE /llm/configurations/:id           inactive ones only
 *   GET    /llm/quick-add                    the quick-add list of popular models
 *   PUT    /llm/quick-add                    replace it { models: [{ modelName, provider, description? }] }
 */
export const llmAdminRoutes: FastifyPluginAsync<{
  db: Database;
  llm: LanguageModel;
  events: ClusterEvents;
  config: Config;
}> = async (app, deps) => {
  const llmConfig = new LlmConfigService({ db: deps.db, llm: deps.llm, events: deps.events, config: deps.config });

  const configurations = technicalDoc('Language model configurations', { response: llmConfigurationsAnswerSchema });
  app.get('/llm/configurations', configurations, async () => llmConfig.list());
  const add = technicalDoc('Add a model configuration', {
    body: llmConfigurationInputSchema,
    response: llmConfigurationSchema,
    status: 201,
    errors: [409],
  });
  // The service checks this body itself: a missing name or provider is answered with the spec's one sentence,
  // not the field list every other 400 gives.
  app.post('/llm/configurations', add, async (request, reply) => {
    const row = await llmConfig.add(request.body);
    return reply.code(201).send(row);
  });
  const activate = technicalDoc('Make an inactive configuration the active one', {
    response: llmConfigurationsAnswerSchema,
    errors: [409],
  });
  app.post<{ Params: { id: string } }>('/llm/configurations/:id/activate', activate, async (request) =>
    llmConfig.activate(request.params.id),
  );
  const remove = technicalDoc('Delete an inactive configuration', { answer: 'empty', errors: [409] });
  app.delete<{ Params: { id: string } }>('/llm/configurations/:id', remove, async (request, reply) => {
    await llmConfig.remove(request.params.id);
    return reply.code(204).send();
  });
  const quickAdd = technicalDoc('The quick-add list of popular models', { response: llmQuickAddListSchema });
  app.get('/llm/quick-add', quickAdd, async () => llmConfig.quickAdd());
  const saveQuickAdd = technicalDoc('Replace the quick-add list of popular models', {
    body: llmQuickAddListSchema,
    absentBodyIsEmpty: true,
    response: llmQuickAddListSchema,
  });
  withInput(app).put('/llm/quick-add', saveQuickAdd, async ({ body }) => llmConfig.saveQuickAdd(body));
};
