// The catalogue of /api operations that the OpenAPI document is built from. Schemas come from the contract
// (the same ones the routes hand to parseInput); api-docs.routes.int.test.ts compares this list with the routes
// the app registers, both ways, so an operation added, moved or removed without its entry here fails CI.
import {
  adminSessionSchema,
  apiTesterStatsSchema,
  applyFeedbackAnswerSchema,
  birthChartSchema,
  birthChartUpdateSchema,
  birthDataSchema,
  chatSessionSchema,
  checkoutSchema,
  cleanupQueryRequestSchema,
  compatibilityRequestSchema,
  connectionTestAnswerSchema,
  conversationSchema,
  conversationStreamEvents,
  createConversationSchema,
  createdConversationSchema,
  createFeedbackAnswerSchema,
  createFeedbackSchema,
  dailyTransitsAnswerSchema,
  dailyTransitsRequestSchema,
  dashboardMetricsSchema,
  deleteAccountSchema,
  deletedAnswerSchema,
  delineationAnswerSchema,
  delineationRequestSchema,
  documentAnswerSchema,
  documentDetailSchema,
  documentJobSchema,
  documentListSchema,
  duplicatesAnswerSchema,
  extractionAnswerSchema,
  extractionResultSchema,
  type Feature,
  feedbackListQuerySchema,
  feedbackListSchema,
  folderSchema,
  forgotPasswordSchema,
  graphConnectionSchema,
  graphQueryRequestSchema,
  graphStatsSchema,
  graphTestConnectionSchema,
  graphTestRequestSchema,
  graphTestResultSchema,
  graphTestSessionsSchema,
  greetingAnswerSchema,
  HEALTH_COMPONENTS,
  healthResponseSchema,
  knowledgeUpdateAnswerSchema,
  knowledgeUpdatesAnswerSchema,
  knowledgeUpdatesQuerySchema,
  llmConfigurationInputSchema,
  llmConfigurationSchema,
  llmConfigurationsAnswerSchema,
  logsAnswerSchema,
  logsQuerySchema,
  mergeAnswerSchema,
  mergePreviewAnswerSchema,
  mergeRequestSchema,
  messageRatingAnswerSchema,
  messageRatingSchema,
  moveChatSchema,
  natalChartRequestSchema,
  operationsAnswerSchema,
  personalityIdSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  presetListSchema,
  profileUpdateSchema,
  promptListSchema,
  promptSectionSchema,
  queryAnswerSchema,
  rejectFeedbackAnswerSchema,
  resetPasswordSchema,
  retryAnswerSchema,
  saveChatSchema,
  savePromptAnswerSchema,
  savePromptSchema,
  sendConversationMessageSchema,
  signInSchema,
  signUpSchema,
  synastryChartRequestSchema,
  systemHealthSchema,
  testPersonalityAnswerSchema,
  testPersonalityRequestSchema,
  timezoneQuerySchema,
  timezoneResponseSchema,
  trainerChatAnswerSchema,
  trainerChatRequestSchema,
  transitChartRequestSchema,
  transitsQuerySchema,
  transitWheelQuerySchema,
  updateConversationSchema,
  utcConversionRequestSchema,
  utcConversionResponseSchema,
  wheelQuerySchema,
} from '@stellara/contract';
import { z } from 'zod';
import { birthChartAnswerRoute, natalAnswerRoute } from '../charts/v4-schemas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone (a visitor, possibly holding a visitor cookie), a signed-in member, an administrator. */
export type Access = 'visitor' | 'member' | 'admin';

/** What the success answer is: JSON, a Server-Sent Events stream, an HTML page, or nothing (204). */
export type AnswerKind = 'json' | 'event-stream' | 'html' | 'empty';

/** What a route declares about itself beside its path and method (see documented() in route-docs.ts). */
export interface RouteDoc {
  summary: string;
  /** The capability (server folder) it belongs to; tags group the page. */
  tag: TagName;
  access: Access;
  /** The plan rule the route enforces (featureRules in the contract give the lowest plan). */
  feature?: Feature;
  /** A JSON body, or raw bytes for the document upload. */
  body?: z.ZodType | 'octet-stream';
  query?: z.ZodObject;
  /** Path parameters the route checks against a schema; others are plain strings. */
  params?: z.ZodObject;
  /** Headers the operation reads. */
  headers?: { name: string; description: string }[];
  /**
   * The success answer's schema: a contract schema, or a JSON schema. A route that has Fastify serialise its
   * answer (schema.response) needs none: that schema is documented.
   */
  response?: z.ZodType | JsonSchema;
  answer?: AnswerKind;
  /** Success status, 200 unless said. */
  status?: number;
  description?: string;
}

/** One documented operation: a route's doc with its method and path. */
export interface Operation extends RouteDoc {
  method: HttpMethod;
  /** OpenAPI form with the /api prefix: /api/conversations/{id}. */
  path: string;
}

export type JsonSchema = { readonly [key: string]: unknown };

export const tags = {
  health: 'Whether the service can work (load balancers read the status code).',
  accounts: 'Sign-up and sign-in (better-auth under /api/auth), who is asking, the visitor session, the profile.',
  billing: 'Plans and extra charts: checkout, invoices, cancellation.',
  members: "A member's saved chats, folders, birth charts and compatibility readings.",
  charts: 'Chart answers for member pages, and the Astrologer API v4 dialect (POST /api/v4/...).',
  places: 'Place search, time zones and local time to UTC.',
  conversation: 'Chat sessions; replies stream as Server-Sent Events.',
  ingest: 'Admin document upload: files become concepts for the knowledge graph, as jobs.',
  admin: 'The admin portal: health, logs, graph, cleanup, language models, training.',
} as const;
export type TagName = keyof typeof tags;

// ------------------------------------------------------------------------------------------- shared pieces

const conversationToken = {
  name: 'x-conversation-token',
  description: 'The token returned when a visitor (no account) created the conversation; members need none.',
};
const sessionAnswer = z.object({ session: conversationSchema });
const replyStream = `Server-Sent Events: ${Object.keys(conversationStreamEvents).join(', ')}. Each event's data is JSON (see the ConversationEvent schemas).`;
const idParams = z.object({ id: z.string().min(1).max(100) });
const personalityParams = z.object({ personality: personalityIdSchema });
const greetingQuery = z.object({ personality: personalityIdSchema.optional() });
const operationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const verifyEmailQuery = z.object({ token: z.string(), callbackURL: z.string().optional() });
const resendVerificationSchema = forgotPasswordSchema.extend({ callbackURL: z.string().max(2000).optional() });
const okAnswer = z.object({ ok: z.literal(true) });

/** The JSON schemas the v4 natal routes serialise with, minus fast-json-stringify's own "unsafe" format. */
function servedSchema(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === 'format' && value === 'unsafe' ? undefined : value,
  );
}
const natalAnswer = servedSchema(natalAnswerRoute.schema.response[200]);
const birthChartAnswer = servedSchema(birthChartAnswerRoute.schema.response[200]);

const v4 = (path: string, summary: string, body: z.ZodType, response?: JsonSchema): Operation => ({
  method: 'POST',
  path: `/api/v4/${path}`,
  summary,
  tag: 'charts',
  access: 'visitor',
  body,
  ...(response ? { response } : {}),
});

// ------------------------------------------------------------------------------------------- the catalogue

export const operations: Operation[] = [
  // health
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Service health',
    tag: 'health',
    access: 'visitor',
    response: healthResponseSchema,
    description: 'Answers 503 (same body) when the service cannot work at all.',
  },

  // accounts: better-auth, with our validation and attempt limits on the routes the web app uses
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account',
    tag: 'accounts',
    access: 'visitor',
    body: signUpSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with email and password',
    tag: 'accounts',
    access: 'visitor',
    body: signInSchema,
  },
  { method: 'POST', path: '/api/auth/sign-out', summary: 'Sign out', tag: 'accounts', access: 'visitor' },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    summary: 'The current session (null when signed out)',
    tag: 'accounts',
    access: 'visitor',
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Mail a password reset link',
    tag: 'accounts',
    access: 'visitor',
    body: forgotPasswordSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the mailed token',
    tag: 'accounts',
    access: 'visitor',
    body: resetPasswordSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    summary: 'Mail the email verification link again',
    tag: 'accounts',
    access: 'visitor',
    body: resendVerificationSchema,
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    summary: 'Verify an email address (the mailed link)',
    tag: 'accounts',
    access: 'visitor',
    query: verifyEmailQuery,
  },
  {
    method: 'GET',
    path: '/api/me',
    summary: 'Who is asking: plan, admin role, user',
    tag: 'accounts',
    access: 'visitor',
  },
  {
    method: 'POST',
    path: '/api/session/reset',
    summary: 'Sign out and forget the visitor session',
    tag: 'accounts',
    access: 'visitor',
    response: okAnswer,
  },
  { method: 'GET', path: '/api/visitor', summary: "The visitor's saved session", tag: 'accounts', access: 'visitor' },
  {
    method: 'PUT',
    path: '/api/visitor/birth-data',
    summary: "Save a visitor's birth data (and its chart)",
    tag: 'accounts',
    access: 'visitor',
    body: birthDataSchema,
  },
  {
    method: 'PUT',
    path: '/api/visitor/chat',
    summary: "Save a visitor's current chat",
    tag: 'accounts',
    access: 'visitor',
    body: chatSessionSchema,
  },
  {
    method: 'DELETE',
    path: '/api/visitor',
    summary: 'Forget the visitor session',
    tag: 'accounts',
    access: 'visitor',
    response: okAnswer,
  },
  {
    method: 'POST',
    path: '/api/visitor/adopt',
    summary: "Move the visitor's birth data and chat into the account",
    tag: 'accounts',
    access: 'member',
  },
  { method: 'GET', path: '/api/profile', summary: "The member's profile", tag: 'accounts', access: 'member' },
  {
    method: 'PUT',
    path: '/api/profile',
    summary: 'Update name, birth data or preferences',
    tag: 'accounts',
    access: 'member',
    body: profileUpdateSchema,
  },
  {
    method: 'GET',
    path: '/api/account/export',
    summary: "Download all the member's data (JSON file)",
    tag: 'accounts',
    access: 'member',
  },
  {
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete the account and its data',
    tag: 'accounts',
    access: 'member',
    body: deleteAccountSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/session',
    summary: 'Administrator sign-in',
    tag: 'accounts',
    access: 'visitor',
    body: signInSchema,
    response: adminSessionSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/session',
    summary: 'The signed-in administrator',
    tag: 'accounts',
    access: 'admin',
    response: adminSessionSchema,
  },

  // billing
  { method: 'GET', path: '/api/billing', summary: 'Plan and billing status', tag: 'billing', access: 'member' },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    summary: 'Start a checkout for a plan or extra charts',
    tag: 'billing',
    access: 'member',
    body: checkoutSchema,
  },
  {
    method: 'GET',
    path: '/api/billing/test-checkout/{id}',
    summary: 'Test-mode checkout page (no payment service configured)',
    tag: 'billing',
    access: 'member',
    answer: 'html',
  },
  {
    method: 'POST',
    path: '/api/billing/test-checkout/{id}/complete',
    summary: 'Complete a test-mode checkout (a form post redirects with 303)',
    tag: 'billing',
    access: 'member',
  },
  {
    method: 'POST',
    path: '/api/billing/webhook/stripe',
    summary: 'Stripe webhook (signed raw body)',
    tag: 'billing',
    access: 'visitor',
    headers: [{ name: 'stripe-signature', description: "Stripe's signature over the exact body bytes." }],
    description: 'Answers 404 unless Stripe is the configured payment provider.',
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    summary: "The payment provider's page for changing the card",
    tag: 'billing',
    access: 'member',
  },
  { method: 'GET', path: '/api/billing/invoices', summary: 'Invoices', tag: 'billing', access: 'member' },
  { method: 'POST', path: '/api/billing/cancel', summary: 'Cancel at period end', tag: 'billing', access: 'member' },
  {
    method: 'GET',
    path: '/api/billing/invoices/{id}/document',
    summary: 'Test mode: a test invoice as an HTML file',
    tag: 'billing',
    access: 'member',
    answer: 'html',
  },
  {
    method: 'GET',
    path: '/api/billing/test-portal',
    summary: 'Test mode: the payment method page',
    tag: 'billing',
    access: 'member',
    answer: 'html',
  },

  // members
  ...(['/api/chats', '/api/history'] as const).map(
    (path): Operation => ({
      method: 'GET',
      path,
      summary: path === '/api/chats' ? 'Saved chats' : 'Reading history (the saved chats)',
      tag: 'members',
      access: 'member',
      feature: 'savedChats',
    }),
  ),
  {
    method: 'GET',
    path: '/api/chats/latest',
    summary: 'The latest saved chat',
    tag: 'members',
    access: 'member',
    feature: 'savedChats',
  },
  {
    method: 'GET',
    path: '/api/chats/{id}',
    summary: 'One saved chat',
    tag: 'members',
    access: 'member',
    feature: 'savedChats',
  },
  {
    method: 'POST',
    path: '/api/chats',
    summary: 'Save a chat',
    tag: 'members',
    access: 'member',
    feature: 'savedChats',
    body: saveChatSchema,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/chats/{id}',
    summary: 'Update a saved chat',
    tag: 'members',
    access: 'member',
    feature: 'savedChats',
    body: saveChatSchema,
  },
  {
    method: 'DELETE',
    path: '/api/chats/{id}',
    summary: 'Delete a saved chat',
    tag: 'members',
    access: 'member',
    feature: 'savedChats',
    answer: 'empty',
  },
  { method: 'GET', path: '/api/folders', summary: 'Folders', tag: 'members', access: 'member', feature: 'folders' },
  {
    method: 'GET',
    path: '/api/folders/{id}',
    summary: 'One folder',
    tag: 'members',
    access: 'member',
    feature: 'folders',
  },
  {
    method: 'GET',
    path: '/api/folders/{id}/chats',
    summary: 'The chats in a folder',
    tag: 'members',
    access: 'member',
    feature: 'folders',
  },
  {
    method: 'POST',
    path: '/api/folders',
    summary: 'Create a folder',
    tag: 'members',
    access: 'member',
    feature: 'folders',
    body: folderSchema,
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/folders/{id}',
    summary: 'Rename a folder',
    tag: 'members',
    access: 'member',
    feature: 'folders',
    body: folderSchema,
  },
  {
    method: 'DELETE',
    path: '/api/folders/{id}',
    summary: 'Delete a folder',
    tag: 'members',
    access: 'member',
    feature: 'folders',
    answer: 'empty',
  },
  {
    method: 'PUT',
    path: '/api/chats/{id}/folder',
    summary: 'Move a chat into a folder (folderId null: out of any)',
    tag: 'members',
    access: 'member',
    feature: 'folders',
    body: moveChatSchema,
    answer: 'empty',
  },
  {
    method: 'GET',
    path: '/api/charts',
    summary: 'Stored birth charts',
    tag: 'members',
    access: 'member',
    feature: 'charts',
  },
  {
    method: 'GET',
    path: '/api/charts/{id}',
    summary: 'One birth chart',
    tag: 'members',
    access: 'member',
    feature: 'charts',
  },
  {
    method: 'POST',
    path: '/api/charts',
    summary: 'Add a birth chart',
    tag: 'members',
    access: 'member',
    feature: 'charts',
    body: birthChartSchema,
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/charts/{id}',
    summary: 'Change a birth chart',
    tag: 'members',
    access: 'member',
    feature: 'charts',
    body: birthChartUpdateSchema,
  },
  {
    method: 'POST',
    path: '/api/charts/{id}/main',
    summary: 'Make it the main chart',
    tag: 'members',
    access: 'member',
    feature: 'charts',
  },
  {
    method: 'DELETE',
    path: '/api/charts/{id}',
    summary: 'Delete a birth chart',
    tag: 'members',
    access: 'member',
    feature: 'charts',
    answer: 'empty',
  },
  {
    method: 'GET',
    path: '/api/compatibility',
    summary: 'Compatibility readings',
    tag: 'members',
    access: 'member',
    feature: 'compatibility',
  },
  {
    method: 'GET',
    path: '/api/compatibility/{id}',
    summary: 'One compatibility reading',
    tag: 'members',
    access: 'member',
    feature: 'compatibility',
  },
  {
    method: 'POST',
    path: '/api/compatibility',
    summary: 'Read the compatibility of two stored charts',
    tag: 'members',
    access: 'member',
    feature: 'compatibility',
    body: compatibilityRequestSchema,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/compatibility/{id}',
    summary: 'Delete a compatibility reading',
    tag: 'members',
    access: 'member',
    feature: 'compatibility',
    answer: 'empty',
  },

  // charts: member pages
  {
    method: 'GET',
    path: '/api/charts/{id}/wheel',
    summary: 'The chart wheel (SVG) of a stored chart',
    tag: 'charts',
    access: 'member',
    feature: 'charts',
    query: wheelQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/transits',
    summary: 'Current and coming transits to the main chart',
    tag: 'charts',
    access: 'member',
    feature: 'transits',
    query: transitsQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/transits/wheel',
    summary: 'The transit bi-wheel (SVG)',
    tag: 'charts',
    access: 'member',
    feature: 'transits',
    query: transitWheelQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/compatibility/{id}/details',
    summary: 'A compatibility reading with highlights, dynamics and the synastry bi-wheel',
    tag: 'charts',
    access: 'member',
    feature: 'compatibility',
    query: wheelQuerySchema,
  },

  // charts: Astrologer API v4 dialect
  v4('birth-data', 'Natal chart data (no aspects)', natalChartRequestSchema, natalAnswer),
  v4('natal-aspects-data', 'Natal chart data with its aspects', natalChartRequestSchema, natalAnswer),
  v4('birth-chart', 'Natal chart data, aspects and the wheel SVG', natalChartRequestSchema, birthChartAnswer),
  v4('transit-aspects-data', 'Transits to a natal chart', transitChartRequestSchema),
  v4('transit-chart', 'Transits to a natal chart with the bi-wheel SVG', transitChartRequestSchema),
  v4('synastry-aspects-data', 'Aspects between two charts', synastryChartRequestSchema),
  v4('synastry-chart', 'Synastry with the bi-wheel SVG', synastryChartRequestSchema),
  v4('composite-aspects-data', 'Composite (midpoint) chart of two people', synastryChartRequestSchema),
  v4('relationship-score', 'Relationship score of two charts', synastryChartRequestSchema),
  { method: 'GET', path: '/api/v4/now', summary: 'The sky now (UTC, Greenwich)', tag: 'charts', access: 'visitor' },

  // places
  {
    method: 'GET',
    path: '/api/places',
    summary: 'Search places by name',
    tag: 'places',
    access: 'visitor',
    query: placeSearchQuerySchema,
    response: placeSearchResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/timezone',
    summary: 'The time zone at a latitude and longitude',
    tag: 'places',
    access: 'visitor',
    query: timezoneQuerySchema,
    response: timezoneResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/time/utc',
    summary: 'Convert a local wall-clock time in a zone to UTC (DST gaps and overlaps reported)',
    tag: 'places',
    access: 'visitor',
    body: utcConversionRequestSchema,
    response: utcConversionResponseSchema,
  },

  // conversation
  {
    method: 'POST',
    path: '/api/conversations',
    summary: 'Start a chat session',
    tag: 'conversation',
    access: 'visitor',
    body: createConversationSchema,
    response: createdConversationSchema,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/conversations/latest',
    summary: "The signed-in member's latest conversation (404 when none, and for a visitor)",
    tag: 'conversation',
    access: 'visitor',
    response: sessionAnswer,
  },
  ...(
    [
      ['GET', '', 'One chat session'],
      ['POST', '/claim', 'Attach a visitor conversation to the signed-in account'],
      ['POST', '/save', 'Save the conversation to Reading History'],
    ] as const
  ).map(
    ([method, suffix, summary]): Operation => ({
      method,
      path: `/api/conversations/{id}${suffix}`,
      summary,
      tag: 'conversation',
      access: 'visitor',
      headers: [conversationToken],
      response: sessionAnswer,
    }),
  ),
  {
    method: 'PATCH',
    path: '/api/conversations/{id}',
    summary: 'Change personality, level or birth data',
    tag: 'conversation',
    access: 'visitor',
    headers: [conversationToken],
    body: updateConversationSchema,
    response: sessionAnswer,
  },
  ...(
    [
      ['/open', 'Open the session: the welcome or a hook, streamed'],
      ['/messages', 'Send a message; the reply is streamed'],
      ['/retry', 'Generate the last reply again, streamed'],
    ] as const
  ).map(
    ([suffix, summary]): Operation => ({
      method: 'POST',
      path: `/api/conversations/{id}${suffix}`,
      summary,
      tag: 'conversation',
      access: 'visitor',
      headers: [conversationToken],
      ...(suffix === '/messages' ? { body: sendConversationMessageSchema } : {}),
      answer: 'event-stream',
      description: replyStream,
    }),
  ),
  {
    method: 'PUT',
    path: '/api/conversations/{id}/messages/{messageId}/rating',
    summary: "Rate one of Stellara's replies (null clears it)",
    tag: 'conversation',
    access: 'visitor',
    headers: [conversationToken],
    body: messageRatingSchema,
    response: messageRatingAnswerSchema,
  },

  // ingest
  {
    method: 'GET',
    path: '/api/admin/documents',
    summary: 'Uploaded documents and the upload limits',
    tag: 'ingest',
    access: 'admin',
    response: documentListSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/documents',
    summary: 'Upload one document (raw bytes); it becomes a job',
    tag: 'ingest',
    access: 'admin',
    body: 'octet-stream',
    headers: [{ name: 'x-file-name', description: 'The file name, URL-encoded.' }],
    response: documentAnswerSchema,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/documents/events',
    summary: 'Job progress',
    tag: 'ingest',
    access: 'admin',
    answer: 'event-stream',
    description: 'Server-Sent Events: one "job" event per change, its data a DocumentJob.',
  },
  {
    method: 'GET',
    path: '/api/admin/documents/{id}',
    summary: 'One document with its extraction',
    tag: 'ingest',
    access: 'admin',
    response: documentDetailSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/documents/{id}/extraction',
    summary: 'Replace the reviewed extraction',
    tag: 'ingest',
    access: 'admin',
    body: extractionResultSchema,
    response: extractionAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/documents/{id}/load',
    summary: 'Load the extraction into the knowledge graph (as a job)',
    tag: 'ingest',
    access: 'admin',
    response: documentAnswerSchema,
    status: 202,
  },

  // admin: system
  ...admin([
    ['GET', '/system/health', 'Health of graph, database and language model', { response: systemHealthSchema }],
    [
      'GET',
      '/system/health/{component}',
      'Test one connection',
      { params: z.object({ component: z.enum(HEALTH_COMPONENTS) }), response: connectionTestAnswerSchema },
    ],
    ['GET', '/system/quick-queries', 'Preset graph queries', { response: presetListSchema }],
    ['GET', '/logs', 'System logs', { query: logsQuerySchema, response: logsAnswerSchema }],
    ['GET', '/graph/connection', 'Knowledge graph connection', { response: graphConnectionSchema }],
    ['GET', '/graph/stats', 'Knowledge graph totals and schema', { response: graphStatsSchema }],
    [
      'POST',
      '/graph/query',
      'Run a read-only graph query',
      { body: graphQueryRequestSchema, response: queryAnswerSchema },
    ],
    [
      'GET',
      '/knowledge-updates',
      'Recent knowledge updates',
      { query: knowledgeUpdatesQuerySchema, response: knowledgeUpdatesAnswerSchema },
    ],
    [
      'GET',
      '/knowledge-updates/{id}',
      'One knowledge update',
      { params: idParams, response: knowledgeUpdateAnswerSchema },
    ],
    [
      'POST',
      '/knowledge-updates/{id}/retry',
      'Retry a failed update',
      { params: idParams, response: retryAnswerSchema },
    ],
    [
      'POST',
      '/knowledge-updates/{id}/approve',
      'Approve an update',
      { params: idParams, response: knowledgeUpdateAnswerSchema },
    ],
    ['DELETE', '/knowledge-updates/{id}', 'Delete an update', { params: idParams, response: deletedAnswerSchema }],
    ['GET', '/cleanup/duplicates', 'Scan for duplicate entities', { response: duplicatesAnswerSchema }],
    ['POST', '/cleanup/preview', 'Preview a merge', { body: mergeRequestSchema, response: mergePreviewAnswerSchema }],
    ['POST', '/cleanup/merge', 'Merge duplicates', { body: mergeRequestSchema, response: mergeAnswerSchema }],
    [
      'GET',
      '/cleanup/operations',
      'Past cleanup operations',
      { query: operationsQuery, response: operationsAnswerSchema },
    ],
    ['GET', '/cleanup/templates', 'Cleanup query templates', { response: presetListSchema }],
    [
      'POST',
      '/cleanup/query',
      'Run a cleanup query (writes only when asked)',
      { body: cleanupQueryRequestSchema, response: queryAnswerSchema },
    ],
    // models
    ['GET', '/llm/configurations', 'Language model configurations', { response: llmConfigurationsAnswerSchema }],
    [
      'POST',
      '/llm/configurations',
      'Add a model configuration',
      { body: llmConfigurationInputSchema, response: llmConfigurationSchema, status: 201 },
    ],
    [
      'POST',
      '/llm/configurations/{id}/activate',
      'Make an inactive configuration the active one',
      { response: llmConfigurationsAnswerSchema },
    ],
    ['DELETE', '/llm/configurations/{id}', 'Delete an inactive configuration', { answer: 'empty' }],
    ['GET', '/astrology-apis/stats', 'Call statistics of the chart API', { response: apiTesterStatsSchema }],
    [
      'POST',
      '/astrology-apis/daily-transits',
      "The day's sky",
      { body: dailyTransitsRequestSchema, response: dailyTransitsAnswerSchema },
    ],
    ['GET', '/graph-test/connection', 'Is the graph connected', { response: graphTestConnectionSchema }],
    [
      'POST',
      '/graph-test',
      'Run one graph-only test',
      { body: graphTestRequestSchema, response: graphTestResultSchema },
    ],
    ['GET', '/graph-test/sessions', "This administrator's latest tests", { response: graphTestSessionsSchema }],
    // training
    ['GET', '/overview', 'Overview metrics', { response: dashboardMetricsSchema }],
    ['GET', '/training/greeting', "A personality's greeting", { query: greetingQuery, response: greetingAnswerSchema }],
    [
      'POST',
      '/training/chat',
      'Trainer chat (teaches facts to the graph)',
      { body: trainerChatRequestSchema, response: trainerChatAnswerSchema },
    ],
    [
      'POST',
      '/training/test',
      'Test a personality',
      { body: testPersonalityRequestSchema, response: testPersonalityAnswerSchema },
    ],
    [
      'GET',
      '/training/prompts/{personality}',
      "A personality's prompt sections",
      { params: personalityParams, response: promptListSchema },
    ],
    [
      'PUT',
      '/training/prompts/{personality}/{section}',
      'Save a prompt section',
      {
        params: personalityParams.extend({ section: promptSectionSchema }),
        body: savePromptSchema,
        response: savePromptAnswerSchema,
      },
    ],
    [
      'POST',
      '/training/feedback',
      'Record feedback on a reply',
      { body: createFeedbackSchema, response: createFeedbackAnswerSchema, status: 201 },
    ],
    ['GET', '/training/feedback', 'Feedback', { query: feedbackListQuerySchema, response: feedbackListSchema }],
    ['POST', '/training/feedback/{id}/apply', 'Apply feedback to the prompt', { response: applyFeedbackAnswerSchema }],
    ['POST', '/training/feedback/{id}/reject', 'Reject feedback', { response: rejectFeedbackAnswerSchema }],
    [
      'POST',
      '/training/delineation',
      'Check a delineation',
      { body: delineationRequestSchema, response: delineationAnswerSchema },
    ],
  ]),
];

/** /api/admin/* routes: all need an active administrator. */
function admin(list: [HttpMethod, string, string, Partial<Operation>?][]): Operation[] {
  return list.map(([method, path, summary, rest]) => ({
    method,
    path: `/api/admin${path}`,
    summary,
    tag: 'admin',
    access: 'admin',
    ...rest,
  }));
}

/** Event payloads of the conversation stream, published as components for clients. */
export const streamEvents: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    Object.entries(conversationStreamEvents).map(([name, schema]) => [`ConversationEvent.${name}`, schema]),
  ),
  DocumentJob: documentJobSchema,
};
