// Admin training: request and answer schemas (see packages/server/src/admin/training.routes.ts): the
// astrological dashboard's Overview metrics, Personality Control (trainer chat, feedback, prompt editor, teaching)
// and the delineation check.
import { z } from 'zod';
import { birthDataSchema } from '../accounts.ts';
import { personalityIdSchema, technicalLevelSchema } from '../chat.ts';
import { safeText } from '../text.ts';

export const promptSectionIds = ['system_base', 'greeting', 'style', 'knowledge_context', 'response_pattern'] as const;
export const promptSectionSchema = z.enum(promptSectionIds);
export type PromptSectionId = z.infer<typeof promptSectionSchema>;

export const feedbackStatuses = ['pending', 'applied', 'rejected'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);

// ---------------------------------------------------------------------------------------------
// Overview (docs/admin.md); a metric that could not be read is null.

export const dashboardMetricsSchema = z.object({
  userCounts: z.object({ total: z.number().int(), members: z.number().int(), visitors: z.number().int() }).nullable(),
  /** Chat messages from the chats themselves; the other actions from their usage events (user_analytics). */
  featureUsage: z
    .object({
      chatMessages: z.number().int(),
      conversations: z.number().int(),
      chartsCreated: z.number().int(),
      foldersCreated: z.number().int(),
      compatibilityReadings: z.number().int(),
    })
    .nullable(),
  /** Thumbs up/down on replies: `average` is the share of thumbs up (0 to 1), null without ratings. */
  rating: z
    .object({
      average: z.number().min(0).max(1).nullable(),
      ratings: z.number().int(),
      up: z.number().int(),
      down: z.number().int(),
    })
    .nullable(),
  knowledgeNodes: z.number().int().nullable(),
  popularTopics: z.array(z.object({ topic: z.string(), count: z.number().int(), percentage: z.number() })).nullable(),
  personalityUsage: z
    .array(
      z.object({
        personality: personalityIdSchema,
        name: z.string(),
        count: z.number().int(),
        percentage: z.number(),
      }),
    )
    .nullable(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

// ---------------------------------------------------------------------------------------------
// Trainer chat and teaching

export const trainerChatMessageSchema = z.object({
  sender: z.enum(['admin', 'Stellara']),
  content: safeText().max(20_000),
});

/**
 * The chart the trainer reads from: the sample chart, one of the admin's stored charts (their own main chart
 * included), or birth data typed in the panel.
 */
export const trainerChartChoiceSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('sample') }),
  z.object({ source: z.literal('stored'), chartId: z.uuid() }),
  z.object({ source: z.literal('entered'), birth: birthDataSchema }),
]);
export type TrainerChartChoice = z.infer<typeof trainerChartChoiceSchema>;

/** The chart a trainer reply was read from, as the panel names it. */
export const trainerChartUsedSchema = z.object({
  source: z.enum(['sample', 'stored', 'entered']),
  /** "Sample Person · 15 June 1990, 14:30 · London, United Kingdom". */
  label: z.string(),
  /** The chart's Sun, Moon and rising sign, so the admin sees at a glance which chart it is. */
  bigThree: z.string(),
});
export type TrainerChartUsed = z.infer<typeof trainerChartUsedSchema>;

export const trainerChatRequestSchema = z.object({
  personality: personalityIdSchema.default('coach'),
  technicalLevel: technicalLevelSchema.default('basic'),
  message: safeText()
    .max(4000)
    .refine((s) => s.trim().length > 0, 'must not be empty'),
  /** Earlier messages of the training chat, oldest first; the last 6 are sent to the model. */
  history: z.array(trainerChatMessageSchema).max(200).default([]),
  /** The teaching_sessions row of this chat, once the server has created it. */
  sessionId: z.uuid().nullish(),
  chart: trainerChartChoiceSchema.default({ source: 'sample' }),
});
export type TrainerChatRequest = z.infer<typeof trainerChatRequestSchema>;

export const learnedFactSchema = z.object({
  name: z.string(),
  kind: z.string(),
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  reasoning: z.string(),
  /** Graph nodes the write touched (names or house numbers). */
  affectedNodes: z.array(z.string()),
  /** The relationship or keyword was already in the graph before this statement. */
  alreadyKnown: z.boolean(),
  updateId: z.string().nullable(),
});
export type LearnedFact = z.infer<typeof learnedFactSchema>;

export const trainerChatAnswerSchema = z.object({
  sessionId: z.string(),
  reply: z.string(),
  /** Facts the message taught (empty when it only asked something). */
  learned: z.array(learnedFactSchema),
  concepts: z.array(z.object({ type: z.string(), name: z.string() })),
  /** The chart the reply was read from; null when the message taught facts instead. */
  chart: trainerChartUsedSchema.nullable(),
});
export type TrainerChatAnswer = z.infer<typeof trainerChatAnswerSchema>;

export const greetingAnswerSchema = z.object({ personality: personalityIdSchema, greeting: z.string() });

export const testPersonalityRequestSchema = z.object({
  personality: personalityIdSchema,
  technicalLevel: technicalLevelSchema.default('basic'),
  message: safeText()
    .max(4000)
    .refine((s) => s.trim().length > 0, 'must not be empty'),
  chart: trainerChartChoiceSchema.default({ source: 'sample' }),
});
export const testPersonalityAnswerSchema = z.object({ reply: z.string(), chart: trainerChartUsedSchema });

// ---------------------------------------------------------------------------------------------
// Feedback

export const feedbackAnalysisSchema = z.object({
  analysis: z.string().min(1),
  improvedResponse: z.string(),
  promptAdjustment: z.string().min(1),
  confidence: z.number().min(0).max(1),
});
export type FeedbackAnalysis = z.infer<typeof feedbackAnalysisSchema>;

export const createFeedbackSchema = z.object({
  personality: personalityIdSchema,
  originalResponse: safeText().max(20_000).default(''),
  feedback: safeText()
    .max(4000)
    .refine((s) => s.trim().length > 0, 'must not be empty'),
});

export const feedbackSchema = z.object({
  id: z.string(),
  personalityMode: personalityIdSchema,
  feedbackType: z.string(),
  originalResponse: z.string(),
  feedbackContent: z.string(),
  suggestedImprovement: z.string().nullable(),
  analysis: feedbackAnalysisSchema.nullable(),
  /** 'model' when the language model analysed it, 'builtin' for the built-in reading, 'fallback' when neither could. */
  analysedBy: z.enum(['model', 'builtin', 'fallback']).nullable(),
  createdBy: z.string().nullable(),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const createFeedbackAnswerSchema = z.object({
  feedback: feedbackSchema,
  /** What the trainer shows in the chat: the analysis, or the fallback thanks text. */
  message: z.string(),
});
export const feedbackListSchema = z.object({ feedback: z.array(feedbackSchema) });
export const rejectFeedbackAnswerSchema = z.object({ feedback: feedbackSchema });
export const feedbackListQuerySchema = z.object({
  status: feedbackStatusSchema.optional(),
  personality: personalityIdSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Prompt editor

export const promptSectionInfoSchema = z.object({
  personality: personalityIdSchema,
  section: promptSectionSchema,
  /** The text the next reply uses for this section (stored row, else the built-in text). */
  content: z.string(),
  source: z.enum(['table', 'builtin']),
  isActive: z.boolean(),
  updatedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Graph ResponsePattern contents added to this section. */
  graphPatterns: z.array(z.string()),
});
export type PromptSectionInfo = z.infer<typeof promptSectionInfoSchema>;

export const promptListSchema = z.object({
  personality: personalityIdSchema,
  sections: z.array(promptSectionInfoSchema),
  /** Who writes replies now: 'embedded' (the built-in reader, which writes from its own voices) or a gateway model. */
  modelMode: z.enum(['embedded', 'openai-compatible']).optional(),
});
export const savePromptSchema = z.object({
  content: safeText()
    .max(20_000)
    .refine((s) => s.trim().length > 0, 'must not be empty'),
});
export const savePromptAnswerSchema = z.object({ prompt: promptSectionInfoSchema });
export const applyFeedbackAnswerSchema = z.object({ feedback: feedbackSchema, prompt: promptSectionInfoSchema });

// ---------------------------------------------------------------------------------------------
// Delineation check (docs/admin.md)

export const delineationRequestSchema = z.object({
  contraction: safeText().max(10_000).default(''),
  friction: safeText().max(10_000).default(''),
  integration: safeText().max(10_000).default(''),
  voice: safeText().max(40).nullish(),
});
export const delineationAnswerSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.string()),
  realnessScore: z.number().int().min(1).max(5),
  minimum: z.number().int(),
  signals: z.object({
    emotional: z.array(z.string()),
    pain: z.array(z.string()),
    coping: z.array(z.string()),
    growth: z.array(z.string()),
    comfort: z.array(z.string()),
    banned: z.array(z.string()),
  }),
});
export type DelineationAnswer = z.infer<typeof delineationAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Thumbs up/down on chat replies (PUT /api/conversations/:id/messages/:messageId/rating), read by the Overview.

export const messageRatings = ['up', 'down'] as const;
export type MessageRating = (typeof messageRatings)[number];
export const messageRatingSchema = z.object({ rating: z.enum(messageRatings).nullable() });
export const messageRatingAnswerSchema = z.object({ messageId: z.string(), rating: z.enum(messageRatings).nullable() });
