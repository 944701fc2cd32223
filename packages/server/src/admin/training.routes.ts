// /api/admin (astrological dashboard): Overview metrics, Personality Control (trainer chat with teaching, greetings,
// prompt editor, personality test, feedback) and the delineation check. Thin: validate, call the service, shape.
import {
  createFeedbackSchema,
  delineationRequestSchema,
  errorCodes,
  feedbackListQuerySchema,
  type PersonalityId,
  personalityIdSchema,
  promptSectionSchema,
  savePromptSchema,
  testPersonalityRequestSchema,
  trainerChatRequestSchema,
} from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';
import { HttpError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { LlmError } from '../llm/language-model.port.ts';
import { adminOf } from './admin-request.ts';
import { checkDelineation, REALNESS_MINIMUM } from './delineation.ts';
import { MetricsService } from './metrics.service.ts';
import { EXTRACT_UPDATE_TYPE, TeachingService, teachingReply } from './teaching.service.ts';
import { extractTeaching, looksLikeStatement } from './teaching-extract.ts';
import { TrainingService } from './training.service.ts';

/** A model failure as the trainer shows it (its message goes into the chat after "Error:"). */
function modelFailure(error: unknown): never {
  if (error instanceof LlmError || (error instanceof Error && !(error instanceof HttpError))) {
    throw new HttpError(503, errorCodes.unavailable, error.message || 'The language model did not answer.');
  }
  throw error;
}

const personalityParam = (value: unknown): PersonalityId => parseInput(personalityIdSchema, value);

/** Overview metrics, personality training, feedback, prompts, teaching and the delineation check. */
export const trainingAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const metrics = new MetricsService({ db: ctx.db, graph: ctx.graph, logger: ctx.logger });
  const training = new TrainingService({
    db: ctx.db,
    graph: ctx.graph,
    llm: ctx.llm,
    conversations: ctx.conversations,
    logger: ctx.logger,
  });
  const teaching = new TeachingService({ db: ctx.db, graph: ctx.graph, logger: ctx.logger });

  app.get('/overview', async () => metrics.overview());

  // --- trainer chat -------------------------------------------------------------------------

  app.get('/training/greeting', async (request) => {
    const personality = personalityParam((request.query as { personality?: string }).personality ?? 'coach');
    return { personality, greeting: await training.greeting(personality) };
  });

  app.post('/training/chat', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
    const input = parseInput(trainerChatRequestSchema, request.body ?? {});
    const admin = await adminOf(request);
    const sessionId = await teaching.session(admin, input.sessionId, input.personality);
    const extraction = extractTeaching(input.message);
    let learned = extraction.facts.length ? await teaching.teach(extraction.facts, admin, sessionId) : [];
    // What the rules do not read, a language model may: a statement goes to it for a conversational extract.
    if (!learned.length && looksLikeStatement(input.message)) {
      const facts = await training.modelFacts(input.message);
      if (facts.length) learned = await teaching.teach(facts, admin, sessionId, EXTRACT_UPDATE_TYPE);
    }
    let reply: string;
    try {
      reply = learned.length
        ? teachingReply(learned)
        : await training.reply({
            personality: input.personality,
            level: input.technicalLevel,
            message: input.message,
            history: input.history,
          });
    } catch (error) {
      await teaching.record(sessionId, {
        at: new Date().toISOString(),
        personality: input.personality,
        technicalLevel: input.technicalLevel,
        admin: input.message,
        error: (error as Error).message,
      });
      modelFailure(error);
    }
    await teaching.record(sessionId, {
      at: new Date().toISOString(),
      personality: input.personality,
      technicalLevel: input.technicalLevel,
      admin: input.message,
      stellara: reply,
      learned,
      concepts: extraction.concepts,
    });
    return { sessionId, reply, learned, concepts: extraction.concepts };
  });

  app.post('/training/test', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) => {
    const input = parseInput(testPersonalityRequestSchema, request.body ?? {});
    try {
      return {
        reply: await training.reply({
          personality: input.personality,
          level: input.technicalLevel,
          message: input.message,
          history: [],
        }),
      };
    } catch (error) {
      return modelFailure(error);
    }
  });

  // --- prompt editor ------------------------------------------------------------------------

  app.get('/training/prompts/:personality', async (request) => {
    const personality = personalityParam((request.params as { personality: string }).personality);
    return { personality, sections: await training.promptList(personality), modelMode: ctx.llm.mode };
  });

  app.put('/training/prompts/:personality/:section', async (request) => {
    const params = request.params as { personality: string; section: string };
    const personality = personalityParam(params.personality);
    const section = parseInput(promptSectionSchema, params.section);
    const input = parseInput(savePromptSchema, request.body ?? {});
    const admin = await adminOf(request);
    return { prompt: await training.savePrompt(personality, section, input.content, admin.email) };
  });

  // --- feedback -----------------------------------------------------------------------------

  app.post('/training/feedback', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = parseInput(createFeedbackSchema, request.body ?? {});
    const admin = await adminOf(request);
    return reply.code(201).send(await training.createFeedback(input, admin.email));
  });

  app.get('/training/feedback', async (request) => {
    const filter = parseInput(feedbackListQuerySchema, request.query ?? {});
    return { feedback: await training.listFeedback(filter) };
  });

  app.post('/training/feedback/:id/apply', async (request) => {
    const admin = await adminOf(request);
    return training.applyFeedback((request.params as { id: string }).id, admin.email);
  });

  app.post('/training/feedback/:id/reject', async (request) => ({
    feedback: await training.rejectFeedback((request.params as { id: string }).id),
  }));

  // --- delineation check --------------------------------------------------------------------

  app.post('/training/delineation', async (request) => {
    const input = parseInput(delineationRequestSchema, request.body ?? {});
    return { ...checkDelineation(input), minimum: REALNESS_MINIMUM };
  });
};
