/**
 * Chat sessions, messages, hooks and engagement (docs/conversation.md).
 * Requests are validated by the server with these schemas; the web reads the answers with them.
 */
import { z } from 'zod';
import { birthDataSchema } from './accounts.ts';
import { personalityIds, technicalLevels } from './plans.ts';
import { safeText } from './text.ts';
import { BODY_NAMES, MAJOR_ASPECT_NAMES } from './vocabulary.ts';

// ---------------------------------------------------------------------------------------------
// Constants of docs/limits.md

/** Chat input limit. */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** Messages of context sent with each reply. */
export const CHAT_CONTEXT_MESSAGES = 6;
/** Hook integration happens once the session has more than this many messages. */
export const HOOK_INTEGRATION_AFTER_MESSAGES = 6;
/** From exploring, a reply longer than this many characters moves the hook to acknowledged. */
export const HOOK_EXPLORATION_EXIT_LENGTH = 50;
/** A resonance below this keeps the person exploring. */
export const HOOK_RESONANCE_THRESHOLD = 5;
/** Major natal aspects and current transits that go into the assistant's instructions. */
export const PROMPT_MAX_ASPECTS = 15;
export const PROMPT_MAX_TRANSITS = 5;
/** Transit aspects stored per session after a chart calculation. */
export const SESSION_TRANSITS_STORED = 10;
export const DEFAULT_CHAT_TITLE = 'New Conversation';
/** The first user message after a chart calculation. */
export const FIRST_CHART_MESSAGE = 'Hi Stellara! I just shared my birth data. Tell me about my chart!';

// ---------------------------------------------------------------------------------------------
// Hook and engagement (docs/conversation.md#hook)

export const hookStates = ['initial', 'presented', 'exploring', 'acknowledged', 'integrated'] as const;
export type HookState = (typeof hookStates)[number];

export const intensityLevels = ['gentle', 'standard', 'deep'] as const;
export type IntensityLevel = (typeof intensityLevels)[number];

export const comfortLevels = ['defensive', 'hesitant', 'neutral', 'open', 'vulnerable'] as const;
export type ComfortLevel = (typeof comfortLevels)[number];

export const responseTypes = ['confirms', 'denies', 'curious', 'shares_more', 'redirects'] as const;
export type ResponseType = (typeof responseTypes)[number];

export const chartPatternTypes = ['tight_square', 'tight_opposition', 'stellium', 'saturn_contact'] as const;
export type ChartPatternType = (typeof chartPatternTypes)[number];

export const hookSchema = z.object({
  hook: z.string().min(1),
  contradiction: z.object({ primary: z.string(), secondary: z.string(), tension: z.string() }),
  chartPatternType: z.enum(chartPatternTypes),
  intensityLevel: z.enum(intensityLevels),
  meaning: z.string(),
  permission: z.string(),
});
export type Hook = z.infer<typeof hookSchema>;

export const engagementAnalysisSchema = z.object({
  comfortLevel: z.enum(comfortLevels),
  resonanceScore: z.number().int().min(1).max(10),
  responseType: z.enum(responseTypes),
  intensitySuggestion: z.enum(intensityLevels),
  keySignals: z.array(z.string()).max(20),
  userLanguagePatterns: z.array(z.string()).max(20),
});
export type EngagementAnalysis = z.infer<typeof engagementAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions and messages

export const personalityIdSchema = z.enum(personalityIds);
export const technicalLevelSchema = z.enum(technicalLevels);

/**
 * A chat starts from the birth form's data (the one BirthData shape): the server casts the chart itself, and
 * answers a local time the clocks skipped or showed twice with a 422 naming both offsets, as the chart API does.
 */
export const createConversationSchema = z.object({
  birthData: birthDataSchema.optional(),
  personality: personalityIdSchema.default('guide'),
  technicalLevel: technicalLevelSchema.default('basic'),
});
export type CreateConversation = z.infer<typeof createConversationSchema>;

/** Points that can make a transit (the bodies and the North Node), by the names the Today card shows. */
export const TRANSITING_POINT_NAMES = [...BODY_NAMES, 'North Node'] as const;
/** Natal points a transit can touch: the same, with the Ascendant and the Midheaven. */
export const TRANSIT_TARGET_NAMES = [...TRANSITING_POINT_NAMES, 'Ascendant', 'Midheaven'] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(names: T, what: string) =>
  z.enum(names, { error: `${what} must be one of ${names.join(', ')}` });

/**
 * What a message is about when a button asked it ("Ask about this" on a transit, "Talk about this in chat" on a
 * compatibility reading): carried as data beside the words, so the reply keeps its subject.
 */
export const messageAboutSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('transit'),
      planet: oneOf(TRANSITING_POINT_NAMES, 'planet'),
      aspect: oneOf(MAJOR_ASPECT_NAMES, 'aspect'),
      target: oneOf(TRANSIT_TARGET_NAMES, 'target'),
    }),
    /** A chart the member stored (its id on the Charts page): the synastry with it. */
    z.object({ kind: z.literal('partner'), chartId: safeText().trim().min(1).max(64) }),
  ],
  { error: "kind must be 'transit' or 'partner'" },
);
export type MessageAbout = z.infer<typeof messageAboutSchema>;
export type TransitAbout = Extract<MessageAbout, { kind: 'transit' }>;

export const sendConversationMessageSchema = z.object({
  content: safeText()
    .refine((s) => s.trim().length > 0, 'must not be empty')
    .refine((s) => s.length <= MAX_CHAT_MESSAGE_LENGTH, `must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`),
  personality: personalityIdSchema.optional(),
  technicalLevel: technicalLevelSchema.optional(),
  /** Set by the client so a resent request is not stored twice. */
  clientMessageId: safeText().trim().min(1).max(64).optional(),
  /** The subject the button that sent this message was showing. */
  about: messageAboutSchema.optional(),
});
export type SendConversationMessage = z.infer<typeof sendConversationMessageSchema>;

export const updateConversationSchema = z.object({
  personality: personalityIdSchema.optional(),
  technicalLevel: technicalLevelSchema.optional(),
  birthData: birthDataSchema.optional(),
});

export const conversationSenders = ['user', 'Stellara'] as const;
export const conversationMessageStatuses = ['complete', 'streaming', 'incomplete', 'error'] as const;
export type ConversationMessageStatus = (typeof conversationMessageStatuses)[number];
export const conversationMessageKinds = ['message', 'hook', 'welcome'] as const;

export const conversationMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender: z.enum(conversationSenders),
  personality: personalityIdSchema,
  technicalLevel: technicalLevelSchema,
  timestamp: z.string(),
  status: z.enum(conversationMessageStatuses),
  kind: z.enum(conversationMessageKinds),
  /** The placements a built-in reading rests on (empty for model replies). */
  placements: z.array(z.string()).default([]),
  /** The reader's thumbs up/down on one of Stellara's replies (null or absent when not rated). */
  rating: z.enum(['up', 'down']).nullable().optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const hookInfoSchema = z.object({
  state: z.enum(hookStates),
  intensityLevel: z.enum(intensityLevels),
  chartPatternType: z.string().nullable(),
  resonanceScore: z.number().nullable(),
});
export type HookInfo = z.infer<typeof hookInfoSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  isTemporary: z.boolean(),
  /** A member's chat that Reading History lists (saved_chats); false for a visitor's or a not yet saved chat. */
  saved: z.boolean().default(false),
  personality: personalityIdSchema,
  technicalLevel: technicalLevelSchema,
  hasBirthData: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(conversationMessageSchema),
  hook: hookInfoSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations/:id and /latest, POST .../claim and .../save: the conversation. */
export const conversationAnswerSchema = z.object({ session: conversationSchema });

/** The answer to creating a session: for a visitor without an account, `token` is the key to it. */
export const createdConversationSchema = z.object({
  session: conversationSchema,
  token: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// The SSE stream of a reply: `event: <type>` + `data: <json>`

export const conversationStreamEvents = {
  /** The stored user message (sent first, before any generation). */
  user: z.object({ message: conversationMessageSchema }),
  /** The assistant message row the reply goes into. */
  start: z.object({ messageId: z.string() }),
  token: z.object({ text: z.string() }),
  /** The stored assistant message, complete. */
  done: z.object({ message: conversationMessageSchema, title: z.string(), hook: hookInfoSchema }),
  /**
   * Generation failed or was cut: the stored assistant message carries the catalogue text or what arrived; `message`
   * is null when the stream failed before anything was stored (the outer failure).
   */
  error: z.object({ message: conversationMessageSchema.nullable(), error: z.string(), retryable: z.boolean() }),
  /** Following a reply (GET …/live): none is being written, and the last message still waits for one. */
  idle: z.object({}),
} as const;
export type ConversationStreamEventName = keyof typeof conversationStreamEvents;
