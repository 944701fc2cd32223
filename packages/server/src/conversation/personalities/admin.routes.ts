// /api/admin (astrological dashboard): Personality Control (trainer chat with teaching, greetings,
// prompt editor, personality test, feedback), the graph-only test and the delineation check. Thin: validate, call the service, shape.
import {
  applyFeedbackAnswerSchema,
  createFeedbackAnswerSchema,
  createFeedbackSchema,
  delineationAnswerSchema,
  delineationRequestSchema,
  errorCodes,
  feedbackListQuerySchema,
  feedbackListSchema,
  graphTestConnectionSchema,
  graphTestRequestSchema,
  graphTestResultSchema,
  graphTestSessionsSchema,
  greetingAnswerSchema,
  personalityIdSchema,
  promptListSchema,
  promptSectionSchema,
  rejectFeedbackAnswerSchema,
  savePromptAnswerSchema,
  savePromptSchema,
  type TrainerChartUsed,
  testPersonalityAnswerSchema,
  testPersonalityRequestSchema,
  trainerChatAnswerSchema,
  trainerChatRequestSchema,
} from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { adminOf } from '../../http/guards.ts';
import { astrologicalDoc as doc, sharedAdminDoc } from '../../http/route-docs.ts';
import { withInput } from '../../http/route-input.ts';
import type { KnowledgeGraph } from '../../knowledge/index.ts';
import {
  EXTRACT_UPDATE_TYPE,
  extractTeaching,
  looksLikeStatement,
  TeachingService,
  teachingReply,
} from '../../knowledge/index.ts';
import { type LanguageModel, LlmError } from '../../llm/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ConversationService } from '../conversation.service.ts';
import { checkDelineation, REALNESS_MINIMUM } from './delineation.ts';
import { GraphTestService } from './graph-test.service.ts';
import { nothingTaughtReply, TEACH_PREFIX, TrainingService } from './training.service.ts';

/** A model failure as the trainer shows it (its message goes into the chat after "Error:"). */
function modelFailure(error: unknown): never {
  if (error instanceof LlmError || (error instanceof Error && !(error instanceof HttpError))) {
    throw new HttpError(503, errorCodes.unavailable, error.message || 'The language model did not answer.');
  }
  throw error;
}

const personalityParams = z.object({ personality: personalityIdSchema });
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** Personality training, feedback, prompts, teaching, the graph-only test and the delineation check. */
export const personalityAdminRoutes: FastifyPluginAsync<{
  db: Database;
  graph: KnowledgeGraph;
  llm: LanguageModel;
  conversations: ConversationService;
  logger: Logger;
}> = async (app, deps) => {
  const training = new TrainingService({
    db: deps.db,
    graph: deps.graph,
    llm: deps.llm,
    conversations: deps.conversations,
    logger: deps.logger,
  });
  const teaching = new TeachingService({ db: deps.db, graph: deps.graph, logger: deps.logger });
  const graphTest = new GraphTestService({ db: deps.db, graph: deps.graph, llm: deps.llm, logger: deps.logger });
  const typed = withInput(app);

  // --- trainer chat -------------------------------------------------------------------------

  const greeting = doc("A personality's greeting", {
    query: z.object({ personality: personalityIdSchema.optional() }),
    response: greetingAnswerSchema,
  });
  typed.get('/training/greeting', greeting, async ({ query }) => {
    const personality = query.personality ?? 'coach';
    return { personality, greeting: await training.greeting(personality) };
  });

  const trainerChat = doc(
    'Trainer chat (teaches facts to the graph)',
    { body: trainerChatRequestSchema, absentBodyIsEmpty: true, response: trainerChatAnswerSchema },
    perMinute(60),
  );
  typed.post('/training/chat', trainerChat, async ({ body: input }, request) => {
    const admin = await adminOf(request);
    const sessionId = await teaching.session(admin, input.sessionId, input.personality);
    // "Teach: ..." marks a statement to learn: it is never answered as a question, and the reply says what was stored.
    const taught = TEACH_PREFIX.exec(input.message);
    const statement = taught ? input.message.slice(taught[0].length).trim() : input.message;
    const extraction = extractTeaching(statement);
    let learned = extraction.facts.length ? await teaching.teach(extraction.facts, admin, sessionId) : [];
    // What the rules do not read, a language model may: a statement goes to it for a conversational extract.
    if (!learned.length && statement && (taught || looksLikeStatement(statement))) {
      const facts = await training.modelFacts(statement);
      if (facts.length) learned = await teaching.teach(facts, admin, sessionId, EXTRACT_UPDATE_TYPE);
    }
    let reply: string;
    let chart: TrainerChartUsed | null = null;
    try {
      if (learned.length) reply = teachingReply(learned);
      else if (taught) reply = nothingTaughtReply(statement);
      else {
        const answer = await training.reply({
          personality: input.personality,
          level: input.technicalLevel,
          message: input.message,
          history: input.history,
          chart: input.chart,
          adminUserId: admin.userId,
        });
        reply = answer.text;
        chart = answer.chart;
      }
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
    return { sessionId, reply, learned, concepts: extraction.concepts, chart };
  });

  const testPersonality = doc(
    'Test a personality',
    { body: testPersonalityRequestSchema, absentBodyIsEmpty: true, response: testPersonalityAnswerSchema },
    perMinute(30),
  );
  typed.post('/training/test', testPersonality, async ({ body: input }, request) => {
    const admin = await adminOf(request);
    try {
      const answer = await training.reply({
        personality: input.personality,
        level: input.technicalLevel,
        message: input.message,
        history: [],
        chart: input.chart,
        adminUserId: admin.userId,
      });
      return { reply: answer.text, chart: answer.chart };
    } catch (error) {
      return modelFailure(error);
    }
  });

  // --- prompt editor ------------------------------------------------------------------------

  const prompts = doc("A personality's prompt sections", { params: personalityParams, response: promptListSchema });
  typed.get('/training/prompts/:personality', prompts, async ({ params }) => {
    const { personality } = params;
    return { personality, sections: await training.promptList(personality), modelMode: deps.llm.mode };
  });

  const savePrompt = doc('Save a prompt section', {
    params: personalityParams.extend({ section: promptSectionSchema }),
    body: savePromptSchema,
    absentBodyIsEmpty: true,
    response: savePromptAnswerSchema,
  });
  typed.put('/training/prompts/:personality/:section', savePrompt, async ({ params, body }, request) => {
    const { personality, section } = params;
    const admin = await adminOf(request);
    return { prompt: await training.savePrompt(personality, section, body.content, admin.email) };
  });

  // --- feedback -----------------------------------------------------------------------------

  const recordFeedback = doc(
    'Record feedback on a reply',
    { body: createFeedbackSchema, absentBodyIsEmpty: true, response: createFeedbackAnswerSchema, status: 201 },
    perMinute(30),
  );
  typed.post('/training/feedback', recordFeedback, async ({ body: input }, request, reply) => {
    const admin = await adminOf(request);
    return reply.code(201).send(await training.createFeedback(input, admin.email));
  });

  const feedback = doc('Feedback', { query: feedbackListQuerySchema, response: feedbackListSchema });
  typed.get('/training/feedback', feedback, async ({ query }) => {
    return { feedback: await training.listFeedback(query) };
  });

  const apply = doc('Apply feedback to the prompt', { response: applyFeedbackAnswerSchema, errors: [409] });
  app.post('/training/feedback/:id/apply', apply, async (request) => {
    const admin = await adminOf(request);
    return training.applyFeedback((request.params as { id: string }).id, admin.email);
  });

  const reject = doc('Reject feedback', { response: rejectFeedbackAnswerSchema, errors: [409] });
  app.post('/training/feedback/:id/reject', reject, async (request) => ({
    feedback: await training.rejectFeedback((request.params as { id: string }).id),
  }));

  // --- delineation check --------------------------------------------------------------------

  const delineation = doc('Check a delineation', {
    body: delineationRequestSchema,
    absentBodyIsEmpty: true,
    response: delineationAnswerSchema,
  });
  typed.post('/training/delineation', delineation, async ({ body }) => {
    return { ...checkDelineation(body), minimum: REALNESS_MINIMUM };
  });

  // --- graph-only test (both dashboards) -------------------------------------------------------

  const graphConnection = sharedAdminDoc('Is the graph connected', { response: graphTestConnectionSchema });
  app.get('/graph-test/connection', graphConnection, async () => graphTest.connection());
  const graphTestRun = sharedAdminDoc(
    'Run one graph-only test',
    { body: graphTestRequestSchema, absentBodyIsEmpty: true, response: graphTestResultSchema },
    perMinute(30),
  );
  typed.post('/graph-test', graphTestRun, async (input, request) => {
    const admin = await adminOf(request);
    return graphTest.run(admin, input.body);
  });
  const sessions = sharedAdminDoc("This administrator's latest tests", { response: graphTestSessionsSchema });
  app.get('/graph-test/sessions', sessions, async (request) => {
    const admin = await adminOf(request);
    return { sessions: await graphTest.sessions(admin.userId) };
  });
};
