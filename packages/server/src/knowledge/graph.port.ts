// The KnowledgeGraph port: the only way the rest of Stellara reads or writes the knowledge graph. Two adapters
// implement it: EmbeddedKnowledgeGraph (tables in our PostgreSQL/PGlite database) and Neo4jKnowledgeGraph (a real
// Neo4j over Bolt). Nothing outside the adapters and the admin console writes Cypher or SQL for the graph.
// Vocabulary and shapes follow docs/admin.md: graph knowledge nodes, nodes written by document
// upload, cleanup operations, duplicate groups, graph queries.

import type { KnowledgeJournal } from './journal.ts';

export type GraphMode = 'embedded' | 'neo4j';

/** Interpretation styles; BALANCED is the default. */
export const INTERPRETATION_STYLES = ['BALANCED', 'TRAD_GROUND', 'PSYCH_LEAN'] as const;
export type InterpretationStyle = (typeof INTERPRETATION_STYLES)[number];

/** Labels the duplicate scan covers. */
export const DUPLICATE_LABELS = ['House', 'Planet', 'Sign', 'Aspect'] as const;
export type DuplicateLabel = (typeof DUPLICATE_LABELS)[number];

/** Search: full-text first (score above the threshold, at most the limit), else a contains search. */
export const SEARCH_SCORE_THRESHOLD = 0.5;
export const SEARCH_LIMIT = 10;
/** Document upload writes concepts in batches of this size, one batch after the other. */
export const BATCH_SIZE = 50;
/** Admin console default and maximum time limit. */
export const QUERY_TIMEOUT_MS = 10_000;
export const QUERY_MAX_TIMEOUT_MS = 60_000;
/** The console returns at most this many records. */
export const QUERY_MAX_RECORDS = 1_000;
/** ...and at most this many bytes: a bigger result is refused, not sent (the server's memory is shared). */
export const QUERY_MAX_BYTES = 4 * 2 ** 20;

/** A node as the port returns it: adapter-specific id (Neo4j elementId, or the embedded row id), one label. */
export interface GraphNode {
  id: string;
  label: string;
  properties: Record<string, unknown>;
}

export interface GraphNeighbour {
  type: string;
  /** 'out': (node)-[type]->(neighbour); 'in': (neighbour)-[type]->(node). */
  direction: 'out' | 'in';
  properties: Record<string, unknown>;
  node: GraphNode;
}

/** A node with all its relationships. */
export interface EntityDetail {
  node: GraphNode;
  relationships: GraphNeighbour[];
}

/** Who wrote and why; recorded in knowledge_updates with every write. */
export interface WriteMeta {
  /** trainer_generated, conversational_extract, document_extract, manual, seed, merge, console... */
  updateType?: string;
  /** Where the change came from: a file name, 'admin-console', 'starter-knowledge-base'... */
  source?: string;
  createdBy?: string | null;
  userId?: string | null;
  /** More facts for the journal line (e.g. the uploaded document's type and extraction confidence). */
  details?: Record<string, unknown>;
}

/** Fields every uploaded concept node may carry (docs/admin.md). */
export interface SharedFields {
  normalized_name?: string;
  keywords?: string[];
  gifts?: string[];
  shadow?: string[];
  summary?: string;
  notes?: string;
  confidence?: number;
  source_file?: string;
}

export interface PlanetUpsert extends SharedFields {
  name: string;
}
export interface SignUpsert extends SharedFields {
  name: string;
}
export interface AspectUpsert extends SharedFields {
  name: string;
  nature?: string;
  orb?: number;
}
export interface HouseUpsert extends SharedFields {
  number: number;
  name?: string;
}
export interface ConceptUpsert extends SharedFields {
  name: string;
  type: string;
}

/** A node by its identity: name (Planet, Sign, Aspect, Topic...), number (House), name plus type (Concept). */
export interface GraphRef {
  label: string;
  key: string | number;
  /** Concept only: its concept type. */
  type?: string;
}

export interface RelationshipUpsert {
  type: string;
  from: GraphRef;
  to: GraphRef;
  properties?: Record<string, unknown>;
}

export interface UpsertResult {
  node: GraphNode;
}

/** A node a write touched, as the journal and the admin name it. */
export interface WrittenNode {
  id: string;
  label: string;
  name: string;
  /** Concept nodes only: the concept type (Technique, Interpretation...). */
  type?: string;
}

/** Result of a batch upsert (docs/admin.md). */
export interface BatchUpsertResult {
  batches: number;
  total: number;
  committedOperations: number;
  failedOperations: number;
  errorMessages: string[];
  /** The nodes written, so the journal line and the document name what the upload changed. */
  nodes: WrittenNode[];
}

/** Where one extracted concept will land when the extraction is uploaded. */
export interface ConceptLanding {
  /** The concept as extracted. */
  name: string;
  conceptType: string;
  /** 'new': a node is created; 'merge': the concept joins the existing node below; 'invalid': it cannot be written. */
  outcome: 'new' | 'merge' | 'invalid';
  /** The node it becomes or joins: its label, name and (Concept nodes) type. */
  node: { label: string; name: string; type?: string; id?: string };
  /** Whether the existing node keeps its own description (a planet, sign, house or aspect). */
  keepsDescription: boolean;
  /** The relationships it gets: to nodes that exist, or skipped because the other end is missing. */
  relations: { type: string; relation?: string; to: { label: string; name: string }; exists: boolean }[];
  /** Why it cannot be written (outcome 'invalid'). */
  reason?: string;
}

/** Document meta passed with a batch upsert; file_name becomes each node's source_file. */
export interface BatchMeta extends WriteMeta {
  file_id?: string;
  file_name?: string;
}

/** A placement to interpret. Aspect planets may come in either order. */
export type Placement =
  | { kind: 'planet-in-sign'; planet: string; sign: string }
  | { kind: 'planet-in-house'; planet: string; house: number }
  | { kind: 'aspect'; planet1: string; planet2: string; aspect: string }
  | { kind: 'ascendant-in-sign'; sign: string };

export interface InterpretationResult {
  placement: string;
  /** The style returned: the one asked for, or BALANCED when that style is not written for this placement. */
  style: InterpretationStyle;
  requestedStyle: InterpretationStyle;
  node: GraphNode;
}

export interface SearchHit {
  node: GraphNode;
  /** Full-text relevance (engine-specific scale, above SEARCH_SCORE_THRESHOLD); null for contains matches. */
  score: number | null;
}

export interface SearchResult {
  method: 'fulltext' | 'contains';
  hits: SearchHit[];
}

export interface ResponsePattern {
  personality: string;
  section: string;
  content: string;
  is_active: boolean;
  updated_at: string;
}

export interface SchemaOverview {
  labels: { label: string; count: number }[];
  relationshipTypes: { type: string; count: number }[];
}

export interface GraphTotals {
  nodes: number;
  relationships: number;
}

export interface ConnectionTest {
  ok: boolean;
  mode: GraphMode;
  latencyMs: number | null;
  message: string;
}

/** Duplicate group (docs/admin.md). */
export interface DuplicateGroup {
  entityType: DuplicateLabel;
  /** What the nodes share: the normalised name, or the house number. */
  identifier: string;
  count: number;
  nodes: { id: string; properties: Record<string, unknown>; relationshipCount: number }[];
  suggestedAction: string;
}

export interface MergePreview {
  entityType: DuplicateLabel;
  identifier: string;
  keep: GraphNode;
  remove: GraphNode[];
  /** The kept node's properties after the merge. */
  combinedProperties: Record<string, unknown>;
  /** Relationships the removed nodes carry, re-attached to the kept node. */
  relationshipsToMove: { type: string; direction: 'out' | 'in'; otherId: string; otherLabel: string }[];
  /** Of those, how many already exist on the kept node (their properties are combined instead). */
  alreadyOnKept: number;
  /** Relationships between the merged nodes themselves; they would become self-loops and are kept as a record. */
  internalRelationships: number;
}

export type CleanupStatus = 'pending' | 'completed' | 'failed';

/** Cleanup operation (docs/admin.md). */
export interface CleanupOperation {
  id: string;
  type: 'merge_duplicates';
  entityType: string;
  description: string;
  affectedNodes: string[];
  cypherQuery: string | null;
  status: CleanupStatus;
  result: Record<string, unknown> | null;
  error: string | null;
  createdAt: string;
}

export interface MergeRequest {
  entityType: DuplicateLabel;
  identifier: string;
  /** Node to keep; by default the one with the most relationships. */
  keepId?: string;
}

export interface QueryOptions {
  parameters?: Record<string, unknown>;
  /** Writes are refused unless this is true (the admin's explicit write mode). */
  write?: boolean;
  timeoutMs?: number;
  meta?: WriteMeta;
}

export type QueryResult =
  | {
      ok: true;
      language: 'cypher' | 'sql';
      columns: string[];
      records: Record<string, unknown>[];
      truncated: boolean;
      elapsedMs: number;
    }
  | { ok: false; language: 'cypher' | 'sql'; error: string; elapsedMs: number };

export interface KnowledgeGraph {
  readonly mode: GraphMode;
  /** The one writer of knowledge_updates: every write above is recorded there. */
  readonly journal: KnowledgeJournal;
  /** Human-readable target, for health and the admin monitor. */
  readonly detail: string;

  /** Constraints, indexes (Neo4j 'knowledge_search'). Idempotent; other calls run it first when needed. */
  init(): Promise<void>;
  close(): Promise<void>;

  // --- writes (each recorded in knowledge_updates) ---
  upsertPlanet(input: PlanetUpsert, meta?: WriteMeta): Promise<UpsertResult>;
  upsertSign(input: SignUpsert, meta?: WriteMeta): Promise<UpsertResult>;
  upsertAspect(input: AspectUpsert, meta?: WriteMeta): Promise<UpsertResult>;
  upsertHouse(input: HouseUpsert, meta?: WriteMeta): Promise<UpsertResult>;
  upsertConcept(input: ConceptUpsert, meta?: WriteMeta): Promise<UpsertResult>;
  upsertRelationship(input: RelationshipUpsert, meta?: WriteMeta): Promise<void>;
  /**
   * Extracted concepts (docs/admin.md "Concept"), validated one by one (a malformed item is counted failed with its
   * reason), written in batches of BATCH_SIZE one after the other, each batch in one transaction.
   */
  batchUpsert(concepts: unknown[], meta?: BatchMeta): Promise<BatchUpsertResult>;
  /** Where each concept of an extraction would land (new node or existing one, and its relations); writes nothing. */
  previewLanding(concepts: unknown[]): Promise<ConceptLanding[]>;
  /** Bulk load of a prepared graph (the starter knowledge base) in one transaction, MERGE semantics. */
  importGraph(graph: GraphImport, meta?: WriteMeta): Promise<{ nodes: number; relationships: number }>;

  // --- look-ups ---
  getPlanet(name: string): Promise<EntityDetail | null>;
  getSign(name: string): Promise<EntityDetail | null>;
  getHouse(number: number): Promise<EntityDetail | null>;
  getAspect(name: string): Promise<EntityDetail | null>;
  getTopic(name: string): Promise<EntityDetail | null>;
  getInterpretation(placement: Placement, style?: InterpretationStyle): Promise<InterpretationResult | null>;
  search(text: string): Promise<SearchResult>;

  // --- personality patterns ---
  upsertResponsePattern(
    input: { personality: string; section: string; content: string; isActive?: boolean },
    meta?: WriteMeta,
  ): Promise<ResponsePattern>;
  getResponsePatterns(personality: string, options?: { includeInactive?: boolean }): Promise<ResponsePattern[]>;

  // --- monitoring ---
  schemaOverview(): Promise<SchemaOverview>;
  totals(): Promise<GraphTotals>;
  testConnection(): Promise<ConnectionTest>;

  // --- cleanup ---
  scanDuplicates(): Promise<DuplicateGroup[]>;
  previewMerge(request: MergeRequest): Promise<MergePreview>;
  mergeDuplicates(request: MergeRequest, meta?: WriteMeta): Promise<CleanupOperation>;
  listCleanupOperations(limit?: number): Promise<CleanupOperation[]>;

  // --- admin console ---
  /** Cypher on Neo4j; read-only SQL over graph_nodes/graph_edges on the embedded graph. Never throws. */
  runQuery(query: string, options?: QueryOptions): Promise<QueryResult>;
}

/** A prepared graph for importGraph: nodes by label and identity, edges between identities. */
export interface GraphImport {
  nodes: { label: string; properties: Record<string, unknown> }[];
  relationships: RelationshipUpsert[];
}
