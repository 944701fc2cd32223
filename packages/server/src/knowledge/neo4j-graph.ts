// The Neo4j adapter (GRAPH_URL): the same behaviour as the embedded graph, in Cypher over Bolt (neo4j-driver 6).
// On start it creates the uniqueness constraints and the 'knowledge_search' full-text index.

import type { Driver, ManagedTransaction, Session } from 'neo4j-driver';
import type { Database } from '../db/client.ts';
import { BaseKnowledgeGraph, type WriteOutcome } from './base-graph.ts';
import type { MergePlan, RelationshipOf, ScannedNode } from './duplicates.ts';
import {
  type DuplicateLabel,
  type GraphNeighbour,
  type GraphNode,
  type GraphTotals,
  QUERY_MAX_RECORDS,
  QUERY_MAX_TIMEOUT_MS,
  QUERY_TIMEOUT_MS,
  type QueryOptions,
  type QueryResult,
  type SchemaOverview,
  type SearchHit,
} from './graph.port.ts';
import {
  assertIdentifier,
  type EdgeWrite,
  GraphInputError,
  keyPropsOf,
  type NodeWrite,
  refIdentity,
  searchWords,
} from './graph-values.ts';
import {
  assertConsoleSize,
  consoleRecords,
  FULLTEXT_INDEX,
  match,
  NODE_RETURN,
  type NodeRecord,
  neo4j,
  SEARCH_LABELS,
  schemaStatements,
  toParams,
} from './neo4j-cypher.ts';

export interface Neo4jTarget {
  url: string;
  user: string;
  password: string;
}

const SCHEMA_ATTEMPTS = 8;
/** How long the driver retries a transaction while Neo4j does not answer (its default is 30 s). */
const UNREACHABLE_RETRY_MS = 3_000;
/** After a call found Neo4j unreachable, how long others fail at once before one tries again. */
const UNREACHABLE_HOLD_MS = 5_000;

export class Neo4jKnowledgeGraph extends BaseKnowledgeGraph {
  readonly mode = 'neo4j' as const;
  readonly detail: string;
  private readonly driver: Driver;
  private ready: Promise<void> | undefined;

  constructor(db: Database, target: Neo4jTarget) {
    super(db);
    const url = new URL(target.url);
    this.detail = `Neo4j at ${url.host}`;
    this.driver = neo4j().driver(target.url, neo4j().auth.basic(target.user, target.password), {
      disableLosslessIntegers: true,
      connectionTimeout: 5_000,
      connectionAcquisitionTimeout: 10_000,
      maxConnectionPoolSize: 20,
      // The driver retries a transaction on an unreachable server for 30 s by default; a chat reply must not wait
      // that long for knowledge it can do without.
      maxTransactionRetryTime: UNREACHABLE_RETRY_MS,
    });
  }

  /**
   * Fails fast while Neo4j is known to be unreachable: after a call found it so, others fail at once for
   * UNREACHABLE_HOLD_MS instead of each waiting for the driver's retries; the health probe (ping) still tries, and
   * clears the hold as soon as Neo4j answers.
   */
  private unreachableUntil = 0;

  private guard(): void {
    if (Date.now() < this.unreachableUntil) throw new Error('Neo4j is unreachable (failing fast until it answers)');
  }

  private noteFailure(error: unknown): void {
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === neo4j().error.SERVICE_UNAVAILABLE || code === neo4j().error.SESSION_EXPIRED) {
      this.unreachableUntil = Date.now() + UNREACHABLE_HOLD_MS;
    }
  }

  /** Runs a driver call through the fail-fast hold. */
  private async reach<T>(call: () => Promise<T>): Promise<T> {
    this.guard();
    try {
      return await call();
    } catch (error) {
      this.noteFailure(error);
      throw error;
    }
  }

  /** Constraints and the full-text index; retried on the next call when Neo4j was not reachable. */
  init(): Promise<void> {
    this.ready ??= this.createSchema().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async createSchema(): Promise<void> {
    const session = this.driver.session();
    // Instances starting together create the same schema at once: Neo4j may then report a deadlock between their
    // schema transactions, or the rule another one just made. Both end well by running the statement again.
    const run = async (cypher: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await session.run(cypher);
        } catch (error) {
          const code = String((error as { code?: unknown }).code ?? '');
          const racing = code.startsWith('Neo.TransientError.') || /AlreadyExists$/.test(code);
          if (!racing || attempt >= SCHEMA_ATTEMPTS) throw error;
          await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
        }
      }
    };
    try {
      for (const cypher of schemaStatements()) await run(cypher);
    } finally {
      await session.close();
    }
  }

  async close(): Promise<void> {
    await this.driver.close();
  }

  private async read<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    await this.reach(() => this.init());
    const session = this.driver.session({ defaultAccessMode: neo4j().session.READ });
    try {
      return await this.reach(() => session.executeRead(work));
    } finally {
      await session.close();
    }
  }

  private async write<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    await this.reach(() => this.init());
    const session = this.driver.session({ defaultAccessMode: neo4j().session.WRITE });
    try {
      return await this.reach(() => session.executeWrite(work));
    } finally {
      await session.close();
    }
  }

  private async rows<T>(cypher: string, params: Record<string, unknown> = {}): Promise<T[]> {
    return this.read(async (tx) => {
      const result = await tx.run(cypher, toParams(params) as Record<string, unknown>);
      return result.records.map((r) => r.toObject() as T);
    });
  }

  protected async ping(): Promise<string> {
    const session = this.driver.session({ defaultAccessMode: neo4j().session.READ });
    try {
      try {
        await session.run('RETURN 1');
      } catch (error) {
        this.noteFailure(error);
        throw error;
      }
      this.unreachableUntil = 0;
      const info = await this.driver.getServerInfo();
      await this.init();
      return `${info.agent ?? 'Neo4j'} at ${info.address ?? this.detail}`;
    } finally {
      await session.close();
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Writes

  protected async writeAll(nodes: NodeWrite[], edges: EdgeWrite[]): Promise<WriteOutcome> {
    // Node rows grouped by label (one UNWIND each); the same identity twice is folded into one row.
    const byLabel = new Map<string, Map<string, { id: Record<string, unknown>; props: Record<string, unknown> }>>();
    for (const n of nodes) {
      const rows = byLabel.get(n.label) ?? new Map();
      const key = JSON.stringify(n.identity);
      const existing = rows.get(key);
      if (existing) Object.assign(existing.props, n.properties);
      else rows.set(key, { id: n.identity, props: { ...n.properties } });
      byLabel.set(n.label, rows);
    }
    const edgeGroups = new Map<string, { type: string; from: string; to: string; rows: Record<string, unknown>[] }>();
    edges.forEach((e, i) => {
      assertIdentifier('relationship type', e.type);
      const groupKey = `${e.type}|${e.from.label}|${e.to.label}`;
      const group = edgeGroups.get(groupKey) ?? { type: e.type, from: e.from.label, to: e.to.label, rows: [] };
      group.rows.push({ i, from: refIdentity(e.from), to: refIdentity(e.to), props: e.properties ?? {} });
      edgeGroups.set(groupKey, group);
    });

    return this.write(async (tx) => {
      const written: GraphNode[] = [];
      for (const [label, rows] of byLabel) {
        const result = await tx.run(
          `UNWIND $rows AS row MERGE ${match('n', label, 'row.id')} SET n += row.props RETURN ${NODE_RETURN('n')}`,
          { rows: toParams([...rows.values()]) },
        );
        written.push(...result.records.map((r) => r.toObject() as NodeRecord));
      }
      let relationships = 0;
      let skipped = 0;
      for (const group of edgeGroups.values()) {
        const result = await tx.run(
          `UNWIND $rows AS row
           OPTIONAL MATCH ${match('a', group.from, 'row.from')}
           OPTIONAL MATCH ${match('b', group.to, 'row.to')}
           FOREACH (_ IN CASE WHEN a IS NOT NULL AND b IS NOT NULL THEN [1] ELSE [] END |
             MERGE (a)-[r:${group.type}]->(b) SET r += row.props)
           RETURN row.i AS i, a IS NOT NULL AS hasFrom, b IS NOT NULL AS hasTo`,
          { rows: toParams(group.rows) },
        );
        for (const record of result.records) {
          const { i, hasFrom, hasTo } = record.toObject() as { i: number; hasFrom: boolean; hasTo: boolean };
          if (hasFrom && hasTo) {
            relationships += 1;
            continue;
          }
          const edge = edges[i]!;
          if (edge.optional) {
            skipped += 1;
            continue;
          }
          const missing = hasFrom ? edge.to : edge.from;
          throw new GraphInputError(`${edge.type}: ${missing.label} '${missing.key}' does not exist`);
        }
      }
      return { nodes: written, relationships, skipped };
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Reads

  protected async findNode(
    label: string,
    identity: Record<string, string | number>,
    insensitiveName?: string,
  ): Promise<GraphNode | null> {
    const [exact] = await this.rows<NodeRecord>(
      `MATCH ${match('n', label, '$id')} RETURN ${NODE_RETURN('n')} LIMIT 1`,
      { id: identity },
    );
    if (exact) return exact;
    if (insensitiveName === undefined || keyPropsOf(label).length !== 1) return null;
    const prop = keyPropsOf(label)[0]!;
    const [loose] = await this.rows<NodeRecord>(
      `MATCH (n:${label}) WHERE toLower(toString(n.${prop})) = toLower($name)
       RETURN ${NODE_RETURN('n')} ORDER BY elementId(n) LIMIT 1`,
      { name: insensitiveName.trim() },
    );
    return loose ?? null;
  }

  protected async neighbours(id: string): Promise<GraphNeighbour[]> {
    const rows = await this.rows<{
      type: string;
      direction: 'out' | 'in';
      rel: Record<string, unknown>;
      id: string;
      label: string;
      properties: Record<string, unknown>;
    }>(
      `MATCH (n) WHERE elementId(n) = $id
       MATCH (n)-[r]-(m)
       RETURN type(r) AS type, CASE WHEN startNode(r) = n THEN 'out' ELSE 'in' END AS direction,
              properties(r) AS rel, ${NODE_RETURN('m')}
       ORDER BY type, id`,
      { id },
    );
    return rows.map((r) => ({
      type: r.type,
      direction: r.direction,
      properties: r.rel,
      node: { id: r.id, label: r.label, properties: r.properties },
    }));
  }

  protected async fulltext(text: string, threshold: number, limit: number): Promise<SearchHit[]> {
    // Words as Lucene terms (any may match): lower case (AND/OR/NOT are operators only in capitals), escaped.
    const words = searchWords(text.toLowerCase()).map((w) => w.replace(/[+\-&|!(){}[\]^"~*?:\\/]/g, (c) => `\\${c}`));
    if (words.length === 0) return [];
    const rows = await this.rows<NodeRecord & { score: number }>(
      `CALL db.index.fulltext.queryNodes('${FULLTEXT_INDEX}', $q) YIELD node, score
       WHERE score > $threshold
       RETURN ${NODE_RETURN('node')}, score
       ORDER BY toLower(coalesce(node.name, '')) = toLower($raw) DESC, score DESC, id LIMIT $limit`,
      { q: words.join(' '), threshold, raw: text.trim(), limit },
    );
    return rows.map((r) => ({
      node: { id: r.id, label: r.label, properties: r.properties },
      score: Math.round(r.score * 1000) / 1000,
    }));
  }

  protected async contains(text: string, limit: number): Promise<SearchHit[]> {
    const rows = await this.rows<NodeRecord>(
      `MATCH (n) WHERE any(l IN labels(n) WHERE l IN $labels)
         AND (toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(coalesce(n.summary, '')) CONTAINS $q
           OR toLower(coalesce(n.content, '')) CONTAINS $q
           OR any(k IN coalesce(n.keywords, []) WHERE toLower(toString(k)) CONTAINS $q))
       RETURN ${NODE_RETURN('n')}
       ORDER BY toLower(coalesce(n.name, '')) CONTAINS $q DESC, id LIMIT $limit`,
      { labels: SEARCH_LABELS, q: text.trim().toLowerCase(), limit },
    );
    return rows.map((r) => ({ node: r, score: null }));
  }

  protected async nodesWhere(label: string, property: string, value: string): Promise<GraphNode[]> {
    assertIdentifier('label', label);
    return this.rows<NodeRecord>(
      `MATCH (n:${label}) WHERE n[$property] = $value RETURN ${NODE_RETURN('n')} ORDER BY id`,
      { property, value },
    );
  }

  async schemaOverview(): Promise<SchemaOverview> {
    const labels = await this.rows<{ label: string; count: number }>(
      'MATCH (n) UNWIND labels(n) AS label RETURN label, count(*) AS count ORDER BY label',
    );
    const relationshipTypes = await this.rows<{ type: string; count: number }>(
      'MATCH ()-[r]->() RETURN type(r) AS type, count(*) AS count ORDER BY type',
    );
    return { labels, relationshipTypes };
  }

  async totals(): Promise<GraphTotals> {
    const [row] = await this.rows<GraphTotals>(
      'CALL { MATCH (n) RETURN count(n) AS nodes } CALL { MATCH ()-[r]->() RETURN count(r) AS relationships } RETURN nodes, relationships',
    );
    return row ?? { nodes: 0, relationships: 0 };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Duplicates

  protected async scanLabel(label: DuplicateLabel): Promise<ScannedNode[]> {
    assertIdentifier('label', label);
    const rows = await this.rows<{ id: string; properties: Record<string, unknown>; rels: number }>(
      `MATCH (n:${label}) RETURN elementId(n) AS id, properties(n) AS properties, COUNT { (n)--() } AS rels ORDER BY id`,
    );
    return rows.map((r) => ({ id: r.id, properties: r.properties, relationshipCount: r.rels }));
  }

  protected async relationshipsOf(ids: string[]): Promise<RelationshipOf[]> {
    const rows = await this.rows<{
      owner: string;
      type: string;
      direction: 'out' | 'in';
      other: string;
      otherLabel: string;
      properties: Record<string, unknown>;
    }>(
      `MATCH (n)-[r]-(m) WHERE elementId(n) IN $ids
       RETURN elementId(n) AS owner, type(r) AS type, CASE WHEN startNode(r) = n THEN 'out' ELSE 'in' END AS direction,
              elementId(m) AS other, labels(m)[0] AS otherLabel, properties(r) AS properties`,
      { ids },
    );
    return rows.map((r) => ({
      ownerId: r.owner,
      type: r.type,
      direction: r.direction,
      otherId: r.other,
      otherLabel: r.otherLabel,
      properties: r.properties,
    }));
  }

  protected mergeStatement(plan: MergePlan): string {
    return [
      'MATCH (k) WHERE elementId(k) = $keep SET k = $combinedProperties',
      'UNWIND $relationships AS row MATCH (k) WHERE elementId(k) = $keep MATCH (o) WHERE elementId(o) = row.other',
      '  MERGE (k)-[r:<TYPE>]->(o) SET r = row.props   // or (o)-[r:<TYPE>]->(k) for incoming',
      `MATCH (n) WHERE elementId(n) IN $remove DETACH DELETE n   // keep ${plan.keep.id}, remove ${plan.remove.map((n) => n.id).join(', ')}`,
    ].join('\n');
  }

  protected async applyMerge(plan: MergePlan): Promise<void> {
    const groups = new Map<string, { type: string; direction: 'out' | 'in'; rows: unknown[] }>();
    for (const r of plan.relationships) {
      const key = `${r.type}|${r.direction}`;
      const group = groups.get(key) ?? {
        type: assertIdentifier('relationship type', r.type),
        direction: r.direction,
        rows: [],
      };
      group.rows.push({ other: r.otherId, props: r.properties });
      groups.set(key, group);
    }
    await this.write(async (tx) => {
      await tx.run('MATCH (k) WHERE elementId(k) = $keep SET k = $props', {
        keep: plan.keep.id,
        props: toParams(plan.combinedProperties),
      });
      for (const g of groups.values()) {
        const pattern = g.direction === 'out' ? `(k)-[r:${g.type}]->(o)` : `(o)-[r:${g.type}]->(k)`;
        await tx.run(
          `UNWIND $rows AS row MATCH (k) WHERE elementId(k) = $keep MATCH (o) WHERE elementId(o) = row.other
           MERGE ${pattern} SET r = row.props`,
          { keep: plan.keep.id, rows: toParams(g.rows) },
        );
      }
      await tx.run('MATCH (n) WHERE elementId(n) IN $remove DETACH DELETE n', {
        remove: plan.remove.map((n) => n.id),
      });
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Console

  async runQuery(query: string, options: QueryOptions = {}): Promise<QueryResult> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const text = query.trim();
    if (!text) return { ok: false, language: 'cypher', error: 'The query is empty.', elapsedMs: 0 };
    const timeoutMs = Math.min(Math.max(100, options.timeoutMs ?? QUERY_TIMEOUT_MS), QUERY_MAX_TIMEOUT_MS);
    let session: Session | undefined;
    try {
      await this.init();
      session = this.driver.session({
        defaultAccessMode: options.write ? neo4j().session.WRITE : neo4j().session.READ,
      });
      const params = toParams(options.parameters ?? {}) as Record<string, unknown>;
      // Read mode runs in a read transaction: single-instance Neo4j ignores a READ session's access mode for an
      // auto-commit query, but refuses CREATE/MERGE/DELETE/SET inside a read transaction. Write mode stays
      // auto-commit, so CALL { ... } IN TRANSACTIONS keeps working there.
      const result = options.write
        ? await session.run(text, params, { timeout: timeoutMs })
        : await session.executeRead((tx) => tx.run(text, params), { timeout: timeoutMs });
      const records = consoleRecords(result.records);
      const counters = result.summary.counters;
      if (counters.containsUpdates()) {
        await this.record(
          'Query',
          {
            ...options.meta,
            updateType: options.meta?.updateType ?? 'console',
            source: options.meta?.source ?? 'admin-console',
          },
          { name: 'console write', cypherQuery: text, updates: counters.updates() },
          true,
          null,
        );
      }
      assertConsoleSize(records);
      return {
        ok: true,
        language: 'cypher',
        columns: result.records[0]?.keys.map(String) ?? [],
        records,
        truncated: result.records.length > QUERY_MAX_RECORDS,
        elapsedMs: elapsed(),
      };
    } catch (error) {
      const e = error as Error & { code?: string };
      let message = e.message;
      if (e.code === 'Neo.ClientError.Statement.AccessMode') {
        message = `${message} (the console is read-only; switch on write mode to change the graph)`;
      }
      // A write that went through but answered too much is recorded above as done.
      if (options.write && e.code !== 'ResultTooLarge') {
        await this.record(
          'Query',
          { ...options.meta, updateType: 'console', source: 'admin-console' },
          { name: 'console write', cypherQuery: text },
          false,
          message,
        ).catch(() => {});
      }
      return {
        ok: false,
        language: 'cypher',
        error: `Neo4j query failed: ${e.code ?? 'error'} - ${message}`,
        elapsedMs: elapsed(),
      };
    } finally {
      await session?.close().catch(() => {});
    }
  }
}
