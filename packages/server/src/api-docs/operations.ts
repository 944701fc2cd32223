// The parts of the OpenAPI document that belong to no one route: the descriptions of the tags that group the
// operations, and the event payloads of the streams. The operations themselves are the docs the routes carry
// (http/route-docs.ts); there is no list of routes here.
import { conversationStreamEvents, documentJobSchema } from '@stellara/contract';
import type { z } from 'zod';
import type { TagName } from '../http/route-docs.ts';

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
} satisfies Record<TagName, string>;

/** Event payloads of the conversation stream, published as components for clients. */
export const streamEvents: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    Object.entries(conversationStreamEvents).map(([name, schema]) => [`ConversationEvent.${name}`, schema]),
  ),
  DocumentJob: documentJobSchema,
};
