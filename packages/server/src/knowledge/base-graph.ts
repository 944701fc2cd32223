// Behaviour both adapters share: validation, batching, journaling (knowledge_updates), look-ups, search order,
// personality patterns, duplicate scans and merges. Adapters implement the storage primitives below.
import type { Database } from '../db/client.ts';
import {
  chooseKeep,
  groupDuplicates,
  type MergePlan,
  planMerge,
  type RelationshipOf,
  type ScannedNode,
} from './duplicates.ts';
import {
  type AspectUpsert,
  BATCH_SIZE,
  type BatchMeta,
  type BatchUpsertResult,
  type CleanupOperation,
  type ConceptLanding,
  type ConceptUpsert,
  type ConnectionTest,
  DUPLICATE_LABELS,
  type DuplicateGroup,
  type DuplicateLabel,
  type EntityDetail,
  type GraphImport,
  type GraphMode,
  type GraphNeighbour,
  type GraphNode,
  type GraphTotals,
  type HouseUpsert,
  type InterpretationResult,
  type InterpretationStyle,
  type KnowledgeGraph,
  type MergePreview,
  type MergeRequest,
  type Placement,
  type PlanetUpsert,
  type QueryOptions,
  type QueryResult,
  type RelationshipUpsert,
  type ResponsePattern,
  type SchemaOverview,
  SEARCH_LIMIT,
  SEARCH_SCORE_THRESHOLD,
  type SearchHit,
  type SearchResult,
  type SignUpsert,
  type UpsertResult,
  type WriteMeta,
  type WrittenNode,
} from './graph.port.ts';
import {
  assertIdentifier,
  capitalizeName,
  type EdgeWrite,
  GraphInputError,
  type NodeWrite,
  nodeWrite,
  placementText,
  planConcept,
  refIdentity,
  sharedFields,
} from './graph-values.ts';
import { KnowledgeJournal } from './journal.ts';

export interface WriteOutcome {
  nodes: GraphNode[];
  relationships: number;
  /** Optional relationships skipped because an end node does not exist. */
  skipped: number;
}

const DEFAULT_META = { updateType: 'manual', source: 'api' } as const;

/** How a node is named to a person: its name, "House 7", or the placement an interpretation is about. */
function nodeName(label: string, properties: Record<string, unknown>): string {
  if (label === 'House' && typeof properties.number === 'number') return `House ${properties.number}`;
  if (typeof properties.name === 'string') return properties.name;
  if (typeof properties.placement === 'string') return properties.placement;
  return label;
}

function writtenNode(node: GraphNode): WrittenNode {
  const type = node.label === 'Concept' && typeof node.properties.type === 'string' ? node.properties.type : undefined;
  return { id: node.id, label: node.label, name: nodeName(node.label, node.properties), ...(type ? { type } : {}) };
}

/** What a general concept says about itself: a document's write never touches these on an existing node. */
const DESCRIPTION_KEYS = new Set([
  'summary',
  'keywords',
  'gifts',
  'shadow',
  'notes',
  'signifies',
  'confidence',
  'source_file',
  'normalized_name',
  'updated_at',
]);

export abstract class BaseKnowledgeGraph implements KnowledgeGraph {
  abstract readonly mode: GraphMode;
  abstract readonly detail: string;

  constructor(protected readonly db: Database) {}

  abstract init(): Promise<void>;
  abstract close(): Promise<void>;
  abstract schemaOverview(): Promise<SchemaOverview>;
  abstract totals(): Promise<GraphTotals>;
  abstract runQuery(query: string, options?: QueryOptions): Promise<QueryResult>;

  /** Writes nodes (MERGE on identity, then SET the given properties) and relationships in one transaction. */
  protected abstract writeAll(nodes: NodeWrite[], edges: EdgeWrite[]): Promise<WriteOutcome>;
  /** Exact identity match; with `insensitiveName`, also a case-insensitive match on that name (exact preferred). */
  protected abstract findNode(
    label: string,
    identity: Record<string, string | number>,
    insensitiveName?: string,
  ): Promise<GraphNode | null>;
  protected abstract neighbours(id: string): Promise<GraphNeighbour[]>;
  protected abstract fulltext(text: string, threshold: number, limit: number): Promise<SearchHit[]>;
  protected abstract contains(text: string, limit: number): Promise<SearchHit[]>;
  protected abstract nodesWhere(label: string, property: string, value: string): Promise<GraphNode[]>;
  protected abstract scanLabel(label: DuplicateLabel): Promise<ScannedNode[]>;
  protected abstract relationshipsOf(ids: string[]): Promise<RelationshipOf[]>;
  protected abstract applyMerge(plan: MergePlan): Promise<void>;
  /** The statement(s) a merge runs, stored with the cleanup operation (cypherQuery). */
  protected abstract mergeStatement(plan: MergePlan): string;
  protected abstract ping(): Promise<string>;

  // ---------------------------------------------------------------------------------------------------------
  // Journal

  /** The journal, made on first use: `mode` is a subclass field, not set yet while this constructor runs. */
  get journal(): KnowledgeJournal {
    this.madeJournal ??= new KnowledgeJournal(this.db, this.mode);
    return this.madeJournal;
  }
  private madeJournal: KnowledgeJournal | undefined;

  protected async record(
    entityType: string,
    meta: WriteMeta | undefined,
    entityData: Record<string, unknown>,
    success: boolean,
    errorMessage: string | null,
  ): Promise<void> {
    await this.journal.record({
      entityType,
      updateType: meta?.updateType ?? DEFAULT_META.updateType,
      source: meta?.source ?? DEFAULT_META.source,
      entityData: { ...entityData, ...meta?.details },
      success,
      errorMessage,
      createdBy: meta?.createdBy,
      userId: meta?.userId,
    });
  }

  /** Runs a write and records it in knowledge_updates, successful or not. */
  protected async recorded<T>(
    entityType: string,
    meta: WriteMeta | undefined,
    entityData: Record<string, unknown>,
    work: () => Promise<T>,
    resultData?: (result: T) => Record<string, unknown>,
  ): Promise<T> {
    try {
      const result = await work();
      await this.record(entityType, meta, { ...entityData, ...(resultData?.(result) ?? {}) }, true, null);
      return result;
    } catch (error) {
      await this.record(entityType, meta, entityData, false, (error as Error).message);
      throw error;
    }
  }

  /**
   * `operation` is the port call as made (method and input), journaled so that a failed write can be run again
   * (admin Neo4j Monitor: retry).
   */
  private async upsertNode(
    write: NodeWrite,
    meta: WriteMeta | undefined,
    operation: { method: string; input: object },
  ): Promise<UpsertResult> {
    return this.recorded(
      write.label,
      meta,
      {
        name: String(write.identity.name ?? write.identity.number ?? ''),
        identity: write.identity,
        properties: write.properties,
        operation,
      },
      async () => {
        const { nodes } = await this.writeAll([write], []);
        const node = nodes[0];
        if (!node) throw new Error(`${write.label} was not written`);
        return { node };
      },
      (r) => ({ nodeId: r.node.id }),
    );
  }

  private now(): string {
    return new Date().toISOString();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Writes

  async upsertPlanet(input: PlanetUpsert, meta?: WriteMeta): Promise<UpsertResult> {
    return this.upsertNode(
      nodeWrite('Planet', { ...sharedFields(input.name, input), name: input.name.trim(), updated_at: this.now() }),
      meta,
      { method: 'upsertPlanet', input },
    );
  }

  async upsertSign(input: SignUpsert, meta?: WriteMeta): Promise<UpsertResult> {
    return this.upsertNode(
      nodeWrite('Sign', { ...sharedFields(input.name, input), name: input.name.trim(), updated_at: this.now() }),
      meta,
      { method: 'upsertSign', input },
    );
  }

  async upsertAspect(input: AspectUpsert, meta?: WriteMeta): Promise<UpsertResult> {
    return this.upsertNode(
      nodeWrite('Aspect', {
        ...sharedFields(input.name, input),
        name: input.name.trim(),
        nature: input.nature,
        orb: input.orb,
        updated_at: this.now(),
      }),
      meta,
      { method: 'upsertAspect', input },
    );
  }

  async upsertHouse(input: HouseUpsert, meta?: WriteMeta): Promise<UpsertResult> {
    if (!Number.isInteger(input.number) || input.number < 1 || input.number > 12) {
      throw new GraphInputError(`house number ${input.number} is outside 1-12`);
    }
    return this.upsertNode(
      nodeWrite('House', {
        ...sharedFields(input.name, input),
        number: input.number,
        name: input.name?.trim(),
        updated_at: this.now(),
      }),
      meta,
      { method: 'upsertHouse', input },
    );
  }

  async upsertConcept(input: ConceptUpsert, meta?: WriteMeta): Promise<UpsertResult> {
    assertIdentifier('label', input.type);
    return this.upsertNode(
      nodeWrite('Concept', {
        ...sharedFields(input.name, input),
        name: input.name.trim(),
        type: input.type,
        updated_at: this.now(),
      }),
      meta,
      { method: 'upsertConcept', input },
    );
  }

  async upsertRelationship(input: RelationshipUpsert, meta?: WriteMeta): Promise<void> {
    assertIdentifier('relationship type', input.type);
    assertIdentifier('label', input.from.label);
    assertIdentifier('label', input.to.label);
    refIdentity(input.from);
    refIdentity(input.to);
    const entityData = {
      name: input.type,
      from: input.from,
      to: input.to,
      operation: { method: 'upsertRelationship', input },
    };
    await this.recorded('Relationship', meta, entityData, async () => {
      await this.writeAll([], [{ ...input, properties: input.properties ?? {} }]);
    });
  }

  async batchUpsert(concepts: unknown[], meta: BatchMeta = {}): Promise<BatchUpsertResult> {
    const now = this.now();
    const result: BatchUpsertResult = {
      batches: 0,
      total: concepts.length,
      committedOperations: 0,
      failedOperations: 0,
      errorMessages: [],
      nodes: [],
    };
    const journal = {
      ...meta,
      updateType: meta.updateType ?? 'document_extract',
      source: meta.source ?? meta.file_name,
    };
    for (let start = 0; start < concepts.length; start += BATCH_SIZE) {
      const slice = concepts.slice(start, start + BATCH_SIZE);
      result.batches += 1;
      const nodes: NodeWrite[] = [];
      const edges: EdgeWrite[] = [];
      const plans = slice.map((raw) => planConcept(raw, meta, now));
      for (const [offset, plan] of plans.entries()) {
        const raw = slice[offset];
        if (plan.ok) {
          nodes.push(plan.keepExisting ? await this.withoutOverwrite(plan.node) : plan.node);
          edges.push(...plan.edges);
        } else {
          result.failedOperations += 1;
          const name = typeof raw === 'object' && raw && 'name' in raw ? ` '${String(raw.name)}'` : '';
          result.errorMessages.push(`item ${start + offset + 1}${name}: ${plan.reason}`);
        }
      }
      if (nodes.length === 0) continue;
      try {
        const outcome = await this.writeAll(nodes, edges);
        result.committedOperations += nodes.length;
        result.nodes.push(...outcome.nodes.map(writtenNode));
      } catch (error) {
        result.failedOperations += nodes.length;
        result.errorMessages.push(
          `batch ${result.batches} (items ${start + 1}-${start + slice.length}): ${(error as Error).message}`,
        );
      }
    }
    await this.record(
      'Concept',
      journal,
      {
        name: meta.file_name ?? 'batch upsert',
        file_id: meta.file_id,
        file_name: meta.file_name,
        conceptCount: concepts.length,
        ...result,
      },
      result.failedOperations === 0,
      result.failedOperations ? result.errorMessages.slice(0, 20).join('; ') : null,
    );
    return result;
  }

  async previewLanding(concepts: unknown[]): Promise<ConceptLanding[]> {
    const now = this.now();
    const plans = concepts.map((raw) => ({ raw, plan: planConcept(raw, {}, now) }));
    const refKey = (label: string, identity: Record<string, string | number>) => `${label}|${JSON.stringify(identity)}`;
    // Nodes this upload creates: a relation to one of them is written too (nodes go first in each batch).
    const planned = new Set(
      plans.flatMap(({ plan }) => (plan.ok ? [refKey(plan.node.label, plan.node.identity)] : [])),
    );
    const landings: ConceptLanding[] = [];
    for (const { raw, plan } of plans) {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const name = typeof item.name === 'string' ? item.name : '';
      const conceptType = typeof item.concept_type === 'string' ? item.concept_type : '';
      if (!plan.ok) {
        landings.push({
          name,
          conceptType,
          outcome: 'invalid',
          node: { label: conceptType, name },
          keepsDescription: false,
          relations: [],
          reason: plan.reason,
        });
        continue;
      }
      const existing = await this.findNode(plan.node.label, plan.node.identity);
      const relations: ConceptLanding['relations'] = [];
      for (const edge of plan.edges) {
        const identity = refIdentity(edge.to);
        const found =
          planned.has(refKey(edge.to.label, identity)) || (await this.findNode(edge.to.label, identity)) !== null;
        const relation = typeof edge.properties?.relation === 'string' ? edge.properties.relation : undefined;
        relations.push({
          type: edge.type,
          ...(relation ? { relation } : {}),
          to: { label: edge.to.label, name: nodeName(edge.to.label, identity) },
          exists: found,
        });
      }
      const type = typeof plan.node.identity.type === 'string' ? plan.node.identity.type : undefined;
      landings.push({
        name,
        conceptType,
        outcome: existing ? 'merge' : 'new',
        node: {
          label: plan.node.label,
          name: nodeName(plan.node.label, plan.node.identity),
          ...(type ? { type } : {}),
          ...(existing ? { id: existing.id } : {}),
        },
        keepsDescription: Boolean(existing) && plan.keepExisting,
        relations,
      });
    }
    return landings;
  }

  /**
   * A general concept (planet, sign, house, aspect) that exists keeps what it has: the write only adds the
   * properties it lacks, so a document cannot replace its description unless the reviewer chose to.
   */
  private async withoutOverwrite(node: NodeWrite): Promise<NodeWrite> {
    const existing = await this.findNode(node.label, node.identity);
    if (!existing) return node;
    const properties = Object.fromEntries(
      Object.entries(node.properties).filter(
        ([key]) => key in node.identity || (!DESCRIPTION_KEYS.has(key) && !(key in existing.properties)),
      ),
    );
    return { ...node, properties };
  }

  async importGraph(graph: GraphImport, meta?: WriteMeta): Promise<{ nodes: number; relationships: number }> {
    const nodes = graph.nodes.map((n) => nodeWrite(n.label, n.properties));
    for (const r of graph.relationships) assertIdentifier('relationship type', r.type);
    return this.recorded(
      'KnowledgeBase',
      meta,
      { name: 'import', nodeCount: nodes.length, relationshipCount: graph.relationships.length },
      async () => {
        const outcome = await this.writeAll(nodes, graph.relationships);
        return { nodes: outcome.nodes.length, relationships: outcome.relationships };
      },
    );
  }

  // ---------------------------------------------------------------------------------------------------------
  // Look-ups

  private async withRelationships(node: GraphNode | null): Promise<EntityDetail | null> {
    if (!node) return null;
    return { node, relationships: await this.neighbours(node.id) };
  }

  async getPlanet(name: string): Promise<EntityDetail | null> {
    return this.withRelationships(await this.findNode('Planet', { name: capitalizeName(name) }, name));
  }
  async getSign(name: string): Promise<EntityDetail | null> {
    return this.withRelationships(await this.findNode('Sign', { name: capitalizeName(name) }, name));
  }
  async getHouse(number: number): Promise<EntityDetail | null> {
    if (!Number.isInteger(number) || number < 1 || number > 12) return null;
    return this.withRelationships(await this.findNode('House', { number }));
  }
  async getAspect(name: string): Promise<EntityDetail | null> {
    return this.withRelationships(await this.findNode('Aspect', { name: name.trim().toLowerCase() }, name));
  }
  async getTopic(name: string): Promise<EntityDetail | null> {
    return this.withRelationships(await this.findNode('Topic', { name: capitalizeName(name) }, name));
  }

  async getInterpretation(
    placement: Placement,
    style: InterpretationStyle = 'BALANCED',
  ): Promise<InterpretationResult | null> {
    const text = placementText(placement);
    const styles: InterpretationStyle[] = style === 'BALANCED' ? ['BALANCED'] : [style, 'BALANCED'];
    for (const s of styles) {
      const node = await this.findNode('Interpretation', { placement: text, style: s });
      if (node) return { placement: text, style: s, requestedStyle: style, node };
    }
    return null;
  }

  async search(text: string): Promise<SearchResult> {
    const query = text.trim().slice(0, 200);
    if (!query) return { method: 'fulltext', hits: [] };
    const hits = await this.fulltext(query, SEARCH_SCORE_THRESHOLD, SEARCH_LIMIT);
    if (hits.length > 0) return { method: 'fulltext', hits };
    return { method: 'contains', hits: await this.contains(query, SEARCH_LIMIT) };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Personality patterns

  async upsertResponsePattern(
    input: { personality: string; section: string; content: string; isActive?: boolean },
    meta?: WriteMeta,
  ): Promise<ResponsePattern> {
    const personality = input.personality.trim();
    const section = input.section.trim();
    if (!personality || !section || !input.content.trim()) {
      throw new GraphInputError('personality, section and content are required');
    }
    const updated_at = this.now();
    const pattern: ResponsePattern = {
      personality,
      section,
      content: input.content,
      is_active: input.isActive ?? true,
      updated_at,
    };
    const entityData = {
      name: `${personality}/${section}`,
      ...pattern,
      operation: { method: 'upsertResponsePattern', input },
    };
    await this.recorded('ResponsePattern', meta, entityData, () =>
      this.writeAll(
        [nodeWrite('PersonalityMode', { name: personality, updated_at }), nodeWrite('ResponsePattern', { ...pattern })],
        [
          {
            type: 'HAS_PATTERN',
            from: { label: 'PersonalityMode', key: personality },
            to: { label: 'ResponsePattern', key: `${personality}|${section}` },
            properties: {},
          },
        ],
      ),
    );
    return pattern;
  }

  async getResponsePatterns(
    personality: string,
    options: { includeInactive?: boolean } = {},
  ): Promise<ResponsePattern[]> {
    const nodes = await this.nodesWhere('ResponsePattern', 'personality', personality.trim());
    return nodes
      .map((n) => ({
        personality: String(n.properties.personality),
        section: String(n.properties.section),
        content: String(n.properties.content ?? ''),
        is_active: n.properties.is_active !== false,
        updated_at: String(n.properties.updated_at ?? ''),
      }))
      .filter((p) => options.includeInactive || p.is_active)
      .sort((a, b) => a.section.localeCompare(b.section));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Monitoring

  async testConnection(): Promise<ConnectionTest> {
    const started = performance.now();
    try {
      const message = await this.ping();
      return { ok: true, mode: this.mode, latencyMs: Math.round((performance.now() - started) * 10) / 10, message };
    } catch (error) {
      const label = this.mode === 'neo4j' ? 'Neo4j connection failed' : 'Connection test failed';
      return { ok: false, mode: this.mode, latencyMs: null, message: `${label}: ${(error as Error).message}` };
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Duplicates and merges

  async scanDuplicates(): Promise<DuplicateGroup[]> {
    const groups: DuplicateGroup[] = [];
    for (const label of DUPLICATE_LABELS) groups.push(...groupDuplicates(label, await this.scanLabel(label)));
    return groups;
  }

  private async planFor(request: MergeRequest): Promise<MergePlan> {
    if (!(DUPLICATE_LABELS as readonly string[]).includes(request.entityType)) {
      throw new GraphInputError(`entityType must be one of ${DUPLICATE_LABELS.join(', ')}`);
    }
    const group = groupDuplicates(request.entityType, await this.scanLabel(request.entityType)).find(
      (g) => g.identifier === request.identifier,
    );
    if (!group) throw new GraphInputError(`no duplicate ${request.entityType} group '${request.identifier}'`);
    const nodes = group.nodes.map((n) => ({ ...n, label: request.entityType }));
    const keep = request.keepId ? nodes.find((n) => n.id === request.keepId) : chooseKeep(request.entityType, nodes);
    if (!keep) throw new GraphInputError(`node ${request.keepId} is not in the group '${request.identifier}'`);
    const remove = nodes.filter((n) => n.id !== keep.id);
    const strip = (n: (typeof nodes)[number]): GraphNode => ({ id: n.id, label: n.label, properties: n.properties });
    const relationships = await this.relationshipsOf(nodes.map((n) => n.id));
    return planMerge(strip(keep), remove.map(strip), relationships, this.now());
  }

  async previewMerge(request: MergeRequest): Promise<MergePreview> {
    const plan = await this.planFor(request);
    return {
      entityType: request.entityType,
      identifier: request.identifier,
      keep: plan.keep,
      remove: plan.remove,
      combinedProperties: plan.combinedProperties,
      relationshipsToMove: plan.relationships.map((r) => ({
        type: r.type,
        direction: r.direction,
        otherId: r.otherId,
        otherLabel: r.otherLabel,
      })),
      alreadyOnKept: plan.relationships.filter((r) => r.existing).length,
      internalRelationships: plan.internal.length,
    };
  }

  async mergeDuplicates(request: MergeRequest, meta?: WriteMeta): Promise<CleanupOperation> {
    const plan = await this.planFor(request);
    const affected = [plan.keep.id, ...plan.remove.map((n) => n.id)];
    const description = `Merge ${affected.length} ${request.entityType} nodes '${request.identifier}' into ${plan.keep.id}`;
    const { rows } = await this.db.sql.query<{ id: string }>(
      `INSERT INTO graph_cleanup_operations (type, graph_mode, entity_type, description, affected_nodes, cypher_query, status, created_by)
       VALUES ('merge_duplicates', $1, $2, $3, $4, $5, 'pending', $6) RETURNING id`,
      [
        this.mode,
        request.entityType,
        description,
        JSON.stringify(affected),
        this.mergeStatement(plan),
        meta?.createdBy ?? null,
      ],
    );
    const id = rows[0]!.id;
    const journalMeta = {
      ...meta,
      updateType: meta?.updateType ?? 'merge',
      source: meta?.source ?? 'database-cleanup',
    };
    try {
      await this.applyMerge(plan);
      const result = {
        keptNodeId: plan.keep.id,
        removedNodeIds: plan.remove.map((n) => n.id),
        relationshipsMoved: plan.relationships.filter((r) => !r.existing).length,
        relationshipsCombined: plan.relationships.filter((r) => r.existing).length,
        internalRelationships: plan.internal.map((r) => ({
          type: r.type,
          from: r.ownerId,
          to: r.otherId,
          properties: r.properties,
        })),
      };
      await this.db.sql.query(
        `UPDATE graph_cleanup_operations SET status = 'completed', result = $2, updated_at = now(), completed_at = now() WHERE id = $1`,
        [id, JSON.stringify(result)],
      );
      await this.record(
        request.entityType,
        journalMeta,
        { name: request.identifier, operationId: id, ...result },
        true,
        null,
      );
    } catch (error) {
      const message = (error as Error).message;
      await this.db.sql.query(
        `UPDATE graph_cleanup_operations SET status = 'failed', error = $2, updated_at = now(), completed_at = now() WHERE id = $1`,
        [id, message],
      );
      await this.record(request.entityType, journalMeta, { name: request.identifier, operationId: id }, false, message);
    }
    const operation = (await this.listCleanupOperations(100, id))[0];
    if (!operation) throw new Error('cleanup operation vanished');
    return operation;
  }

  async listCleanupOperations(limit = 50, id?: string): Promise<CleanupOperation[]> {
    const { rows } = await this.db.sql.query<{
      id: string;
      type: 'merge_duplicates';
      entity_type: string;
      description: string;
      affected_nodes: string[];
      cypher_query: string | null;
      status: CleanupOperation['status'];
      result: Record<string, unknown> | null;
      error: string | null;
      created_at: Date | string;
    }>(
      `SELECT * FROM graph_cleanup_operations WHERE ($1::uuid IS NULL OR id = $1::uuid)
       ORDER BY created_at DESC LIMIT $2`,
      [id ?? null, Math.min(Math.max(1, limit), 500)],
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      entityType: r.entity_type,
      description: r.description,
      affectedNodes: r.affected_nodes,
      cypherQuery: r.cypher_query,
      status: r.status,
      result: r.result,
      error: r.error,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }
}
