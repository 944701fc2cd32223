// What the OpenAPI document is made of: the doc object each /api route carries on its declaration (see
// route-docs.ts), the tags that group the operations, and the event payloads of the streams. There is no list of
// routes here: the document is built from the routes the app registers.
import { conversationStreamEvents, documentJobSchema, type Feature } from '@stellara/contract';
import type { z } from 'zod';

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

/** Event payloads of the conversation stream, published as components for clients. */
export const streamEvents: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    Object.entries(conversationStreamEvents).map(([name, schema]) => [`ConversationEvent.${name}`, schema]),
  ),
  DocumentJob: documentJobSchema,
};
