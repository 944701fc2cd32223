// Behaviour both adapters share: validation, batching, journaling (knowledge_updates), look-ups, search order,
// personality patterns, duplicate scans and merges. Adapters implement the storage primitives below.
import type { Database } from '../db/client.ts';
import { previewConceptLanding, withoutOverwrite, writtenNode } from './concept-landing.ts';
import { groupDuplicates, type MergePlan, type RelationshipOf, type ScannedNode } from './duplicates.ts';
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
import {
  completeCleanupOperation,
  failCleanupOperation,
  listCleanupOperations,
  mergePreview,
  mergeResult,
  openCleanupOperation,
  planMergeFor,
} from './merge-operations.ts';
import { type ResponsePatternInput, responsePatternOf, responsePatternWrite } from './response-patterns.ts';

export interface WriteOutcome {
  nodes: GraphNode[];
  relationships: number;
  /** Optional relationships skipped because an end node does not exist. */
  skipped: number;
}

const DEFAULT_META = { updateType: 'manual', source: 'api' } as const;

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
          nodes.push(
            plan.keepExisting
              ? await withoutOverwrite(plan.node, (label, identity) => this.findNode(label, identity))
              : plan.node,
          );
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
    return previewConceptLanding(concepts, (label, identity) => this.findNode(label, identity), this.now());
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

  async upsertResponsePattern(input: ResponsePatternInput, meta?: WriteMeta): Promise<ResponsePattern> {
    const write = responsePatternWrite(input, this.now());
    const entityData = {
      name: `${write.pattern.personality}/${write.pattern.section}`,
      ...write.pattern,
      operation: { method: 'upsertResponsePattern', input },
    };
    await this.recorded('ResponsePattern', meta, entityData, () => this.writeAll(write.nodes, write.edges));
    return write.pattern;
  }

  async getResponsePatterns(
    personality: string,
    options: { includeInactive?: boolean } = {},
  ): Promise<ResponsePattern[]> {
    const nodes = await this.nodesWhere('ResponsePattern', 'personality', personality.trim());
    return nodes
      .map(responsePatternOf)
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
    return planMergeFor(
      request,
      (label) => this.scanLabel(label),
      (ids) => this.relationshipsOf(ids),
      () => this.now(),
    );
  }

  async previewMerge(request: MergeRequest): Promise<MergePreview> {
    return mergePreview(request, await this.planFor(request));
  }

  async mergeDuplicates(request: MergeRequest, meta?: WriteMeta): Promise<CleanupOperation> {
    const plan = await this.planFor(request);
    const affected = [plan.keep.id, ...plan.remove.map((n) => n.id)];
    const description = `Merge ${affected.length} ${request.entityType} nodes '${request.identifier}' into ${plan.keep.id}`;
    const id = await openCleanupOperation(this.db, {
      mode: this.mode,
      entityType: request.entityType,
      description,
      affected,
      statement: this.mergeStatement(plan),
      createdBy: meta?.createdBy ?? null,
    });
    const journalMeta = {
      ...meta,
      updateType: meta?.updateType ?? 'merge',
      source: meta?.source ?? 'database-cleanup',
    };
    try {
      await this.applyMerge(plan);
      const result = mergeResult(plan);
      await completeCleanupOperation(this.db, id, result);
      await this.record(
        request.entityType,
        journalMeta,
        { name: request.identifier, operationId: id, ...result },
        true,
        null,
      );
    } catch (error) {
      const message = (error as Error).message;
      await failCleanupOperation(this.db, id, message);
      await this.record(request.entityType, journalMeta, { name: request.identifier, operationId: id }, false, message);
    }
    const operation = (await this.listCleanupOperations(100, id))[0];
    if (!operation) throw new Error('cleanup operation vanished');
    return operation;
  }

  listCleanupOperations(limit = 50, id?: string): Promise<CleanupOperation[]> {
    return listCleanupOperations(this.db, limit, id);
  }
}
