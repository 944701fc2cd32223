// Admin models: request and answer schemas (see packages/server/src/admin/models.routes.ts): LLM Config,
// the Astrology APIs tester and Test Stellara (graph-only).
import { z } from 'zod';
import { chartDate } from '../dates.ts';
import { personalityIds, technicalLevels } from '../plans.ts';
import { safeText } from '../text.ts';

// ---------------------------------------------------------------- LLM Config

/** The model name that selects the built-in reader (no language model). */
export const BUILTIN_READER_MODEL = 'stellara/built-in-reader';

/**
 * The quick-add list's first contents (docs/admin.md: six popular models), in the gateway's provider/model-name form.
 * Models date quickly: the list is data an administrator edits (GET/PUT /api/admin/llm/quick-add), and this is only
 * what it holds until the first edit.
 */
export const LLM_PRESETS = [
  { modelName: 'openai/gpt-5', provider: 'openai', description: 'OpenAI GPT-5' },
  { modelName: 'openai/gpt-5-mini', provider: 'openai', description: 'OpenAI GPT-5 mini, fast and inexpensive' },
  { modelName: 'anthropic/claude-sonnet-4.5', provider: 'anthropic', description: 'Anthropic Claude Sonnet 4.5' },
  { modelName: 'anthropic/claude-opus-4.1', provider: 'anthropic', description: 'Anthropic Claude Opus 4.1' },
  { modelName: 'google/gemini-2.5-pro', provider: 'google', description: 'Google Gemini 2.5 Pro' },
  {
    modelName: 'meta-llama/llama-3.3-70b-instruct',
    provider: 'meta-llama',
    description: 'Meta Llama 3.3 70B Instruct',
  },
] as const;

/** At most this many models on the quick-add list (it is a short list of suggestions, not a catalogue). */
export const QUICK_ADD_MAX = 20;

export const LLM_MESSAGES = {
  required: 'Model name and provider are required',
  activateFailed: 'Failed to set active model',
  addFailed: 'Failed to add model',
  deleteFailed: 'Failed to delete model',
  confirmDelete: 'Are you sure you want to delete this model configuration?',
  onlyInactiveActivate: 'Only an inactive model can be activated',
  onlyInactiveDelete: 'Only an inactive model can be deleted',
  duplicate: 'This model is already configured',
  notFound: 'Model configuration not found',
} as const;

const requiredText = (max: number) =>
  safeText({ error: LLM_MESSAGES.required }).trim().min(1, LLM_MESSAGES.required).max(max, `at most ${max} characters`);

export const llmConfigurationInputSchema = z.object({
  modelName: requiredText(200),
  provider: requiredText(100),
  /** Optional; stored as null when empty. */
  description: safeText()
    .max(500, 'at most 500 characters')
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
export type LlmConfigurationInput = z.input<typeof llmConfigurationInputSchema>;

/** One model of the quick-add list: what Add stores as a configuration. */
export const llmQuickAddModelSchema = z.object({
  modelName: requiredText(200),
  provider: requiredText(100),
  description: safeText()
    .trim()
    .max(500, 'at most 500 characters')
    .nullish()
    .transform((v) => v || null),
});
export type LlmQuickAddModel = z.output<typeof llmQuickAddModelSchema>;

/** The quick-add list as stored and as edited (PUT replaces it whole; the same model twice is refused). */
export const llmQuickAddListSchema = z.object({
  models: z
    .array(llmQuickAddModelSchema)
    .max(QUICK_ADD_MAX, `at most ${QUICK_ADD_MAX} models`)
    .refine(
      (models) => new Set(models.map((m) => m.modelName.toLowerCase())).size === models.length,
      'The same model is on the list twice',
    ),
});
export type LlmQuickAddList = z.output<typeof llmQuickAddListSchema>;

export const llmConfigurationSchema = z.object({
  id: z.string(),
  modelName: z.string(),
  provider: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LlmConfiguration = z.infer<typeof llmConfigurationSchema>;

/** What actually answers chat replies, told truthfully. */
export const llmRuntimeSchema = z.object({
  /** LLM_BASE_URL or LLM_API_KEY set. */
  gatewayConfigured: z.boolean(),
  /** Host of the gateway (never the key); null without one. */
  gatewayHost: z.string().nullable(),
  /** LLM_DEFAULT_MODEL: used when no configuration is active. */
  defaultModel: z.string(),
  /** The model name replies are asked for (active row, else the default). */
  effectiveModel: z.string(),
  /** Who writes the replies right now. */
  answeredBy: z.enum(['builtin', 'gateway']),
  explanation: z.string(),
});
export type LlmRuntime = z.infer<typeof llmRuntimeSchema>;

export const llmConfigurationsAnswerSchema = z.object({
  configurations: z.array(llmConfigurationSchema),
  /** The active configuration's model name; null when none is active. */
  activeModel: z.string().nullable(),
  runtime: llmRuntimeSchema,
});
export type LlmConfigurationsAnswer = z.infer<typeof llmConfigurationsAnswerSchema>;

// ---------------------------------------------------------------- Astrology APIs tester

/** The four tested functions, by their api_call_stats name (the /api/v4 path, or the admin daily transits). */
export const API_TESTER_FUNCTIONS = [
  { name: 'natal-aspects-data', label: 'Natal Aspects', path: '/api/v4/natal-aspects-data' },
  { name: 'transit-aspects-data', label: 'Transit Aspects', path: '/api/v4/transit-aspects-data' },
  { name: 'transit-chart', label: 'Transit Chart', path: '/api/v4/transit-chart' },
  { name: 'daily-transits', label: 'Daily Transits', path: '/api/admin/astrology-apis/daily-transits' },
] as const;
export type ApiTesterFunctionName = (typeof API_TESTER_FUNCTIONS)[number]['name'];

/** Fixed sample birth data (v4 subject) and the transit date of the tester. */
export const API_TESTER_TRANSIT_DATE = '2024-10-09';
export const API_TESTER_SAMPLE_SUBJECT = {
  name: 'Sample Person',
  year: 1990,
  month: 6,
  day: 15,
  hour: 14,
  minute: 30,
  longitude: -0.1278,
  latitude: 51.5074,
  city: 'London',
  nation: 'GB',
  timezone: 'Europe/London',
  zodiac_type: 'Tropic',
  sidereal_mode: null,
  perspective_type: 'Apparent Geocentric',
  houses_system_identifier: 'P',
} as const;
export const API_TESTER_TRANSIT_SUBJECT = {
  ...API_TESTER_SAMPLE_SUBJECT,
  name: 'Transits 2024-10-09',
  year: 2024,
  month: 10,
  day: 9,
  hour: 12,
  minute: 0,
} as const;

export const apiCallStatSchema = z.object({
  functionName: z.string(),
  totalCalls: z.number(),
  successfulCalls: z.number(),
  failedCalls: z.number(),
  avgDurationMs: z.number(),
  lastCallAt: z.string().nullable(),
});
export type ApiCallStat = z.infer<typeof apiCallStatSchema>;

export const apiTesterStatsSchema = z.object({
  functions: z.array(apiCallStatSchema),
  totals: z.object({
    totalCalls: z.number(),
    successfulCalls: z.number(),
    failedCalls: z.number(),
    /** Percent, one decimal; null before any call. */
    successRate: z.number().nullable(),
    /** Weighted by calls; null before any call. */
    avgDurationMs: z.number().nullable(),
  }),
});
export type ApiTesterStats = z.infer<typeof apiTesterStatsSchema>;

export const dailyTransitsRequestSchema = z.object({
  date: chartDate({ error: 'must be a date as YYYY-MM-DD' }),
});
export type DailyTransitsRequest = z.infer<typeof dailyTransitsRequestSchema>;

export const dailyTransitsAnswerSchema = z.object({
  status: z.literal('OK'),
  date: z.string(),
  /** The instant the positions are for (noon UT). */
  at: z.string(),
  positions: z.array(
    z.object({
      name: z.string(),
      sign: z.string(),
      position: z.number(),
      retrograde: z.boolean().nullable(),
    }),
  ),
  aspects: z.array(z.object({ p1: z.string(), p2: z.string(), aspect: z.string(), orbit: z.number() })),
  moonPhase: z.object({ name: z.string(), illumination: z.number() }),
  retrograde: z.array(z.string()),
});
export type DailyTransitsAnswer = z.infer<typeof dailyTransitsAnswerSchema>;

// ---------------------------------------------------------------- Test Stellara (graph-only)

export const GRAPH_TEST_DEFAULTS = {
  message: 'Tell me about Venus in Scorpio',
  personality: 'guide',
  level: 'basic',
} as const;

export const GRAPH_TEST_MESSAGES = {
  emptyMessage: 'Please enter a test message',
  notConnected: 'Neo4j database must be connected to run tests',
  loadFailed: 'Failed to load test sessions',
  copyFailed: 'Failed to copy to clipboard',
  noKnowledge: "I don't have that information in my knowledge database",
} as const;

export const graphTestRequestSchema = z.object({
  message: safeText({ error: GRAPH_TEST_MESSAGES.emptyMessage })
    .trim()
    .min(1, GRAPH_TEST_MESSAGES.emptyMessage)
    .max(2000, 'at most 2000 characters'),
  personality: z.enum(personalityIds).default('guide'),
  level: z.enum(technicalLevels).default('basic'),
});
export type GraphTestRequest = z.input<typeof graphTestRequestSchema>;
/** A graph test as the server reads it, defaults filled in. */
export type GraphTestInput = z.output<typeof graphTestRequestSchema>;

export const graphTestConceptsSchema = z.object({
  planets: z.array(z.string()),
  signs: z.array(z.string()),
  houses: z.array(z.number()),
  aspects: z.array(z.string()),
  topics: z.array(z.string()),
});

export const graphFactSchema = z.object({
  label: z.string(),
  title: z.string(),
  text: z.string(),
  keywords: z.array(z.string()),
});
export type GraphFactJson = z.infer<typeof graphFactSchema>;

export const graphTestSessionSchema = z.object({
  id: z.string(),
  testMessage: z.string(),
  personalityMode: z.string(),
  technicalLevel: z.string(),
  environment: z.string(),
  responseStaging: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type GraphTestSession = z.infer<typeof graphTestSessionSchema>;

export const graphTestResultSchema = z.object({
  session: graphTestSessionSchema,
  concepts: graphTestConceptsSchema,
  /** How the concepts were extracted: the active model at 0.1, or the built-in extractor. */
  extractedBy: z.enum(['model', 'builtin']),
  extractionError: z.string().nullable(),
  facts: z.array(graphFactSchema),
  /** Graph calls made (port method and argument) and how many facts each gave. */
  queries: z.array(z.object({ call: z.string(), found: z.number() })),
  systemPrompt: z.string(),
  response: z.string(),
  answeredBy: z.enum(['builtin', 'gateway']),
  model: z.string(),
  graphMode: z.string(),
  durationMs: z.number(),
});
export type GraphTestResult = z.infer<typeof graphTestResultSchema>;

export const graphTestSessionsSchema = z.object({ sessions: z.array(graphTestSessionSchema) });

export const graphTestConnectionSchema = z.object({
  connected: z.boolean(),
  mode: z.string(),
  latencyMs: z.number().nullable(),
  message: z.string(),
});
export type GraphTestConnection = z.infer<typeof graphTestConnectionSchema>;
