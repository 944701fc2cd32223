// The running app's shared parts: built once by server.ts, handed to every capability's routes.
import type { Accounts } from './accounts/accounts.ts';
import type { Config } from './config.ts';
import type { ConversationService } from './conversation/conversation.service.ts';
import type { SavedChatsService } from './conversation/saved-chats.service.ts';
import type { Database } from './db/client.ts';
import type { ClusterEvents } from './db/cluster-events.ts';
import type { HealthService } from './health/health.service.ts';
import type { IngestService } from './ingest/ingest-service.ts';
import type { KnowledgeGraph } from './knowledge/graph.port.ts';
import type { LanguageModel } from './llm/language-model.port.ts';
import type { Logger } from './logging/logger.ts';
import type { MorningNotes } from './morning-note/create-morning-notes.ts';
import type { PlacesService } from './places/places.service.ts';

/** What every capability may use. Built once by server.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** Events every instance hears (PostgreSQL LISTEN/NOTIFY; in memory on PGlite). */
  events: ClusterEvents;
  health: HealthService;
  /** Place search (gazetteer or Nominatim) and time zones. */
  places: PlacesService;
  /** The knowledge graph (embedded tables, or Neo4j when GRAPH_URL is set). */
  graph: KnowledgeGraph;
  /** The language model: the built-in reader, or an OpenAI-compatible gateway when LLM_BASE_URL/LLM_API_KEY is set. */
  llm: LanguageModel;
  /** Chat sessions, hooks, engagement and streamed replies. */
  conversations: ConversationService;
  /** The member's saved chats and folders. */
  savedChats: SavedChatsService;
  /** Auth, sessions, plans and the member's data; `request.getViewer()` and the plan guards come from here. */
  accounts: Accounts;
  /** Document ingestion jobs (admin Document Upload): upload, read/OCR, extract, review, load into the graph. */
  ingest: IngestService;
  /** The morning note by e-mail: the member's settings and the job that sends it (one send per member and morning). */
  morningNotes: MorningNotes;
}
