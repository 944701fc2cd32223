// The embedded knowledge graph: graph_nodes and graph_edges in our own PostgreSQL/PGlite database
// (src/db/schema/knowledge.ts). Used when GRAPH_URL is not set.
import type { Database, SqlClient } from '../db/client.ts';
import { BaseKnowledgeGraph, type WriteOutcome } from './base-graph.ts';
import { ConsoleRoles } from './console-roles.ts';
import { ConsoleSandbox, SandboxLimitError } from './console-sandbox.ts';
import { type ConsoleRows, type ConsoleStatement, executeConsoleStatement, SIZE_COLUMN } from './console-statement.ts';
import type { MergePlan, RelationshipOf, ScannedNode } from './duplicates.ts';
import {
  type DuplicateLabel,
  type GraphNeighbour,
  type GraphNode,
  type GraphTotals,
  QUERY_MAX_BYTES,
  QUERY_MAX_RECORDS,
  QUERY_MAX_TIMEOUT_MS,
  QUERY_TIMEOUT_MS,
  type QueryOptions,
  type QueryResult,
  type SchemaOverview,
  type SearchHit,
} from './graph.port.ts';
import {
  type EdgeWrite,
  embeddedKey,
  escapeLike,
  GraphInputError,
  keyPropsOf,
  type NodeWrite,
  refIdentity,
  searchWords,
} from './graph-values.ts';

type NodeRow = { id: string | number; label: string; properties: Record<string, unknown> };
const toNode = (r: NodeRow): GraphNode => ({ id: String(r.id), label: r.label, properties: r.properties });

/**
 * A console write on PGlite is applied to the real graph only if its trial in the sandbox stayed within these: it
 * then runs again on the server's thread, where nothing can stop it and memory once grown stays.
 */
const WRITE_APPLY_MAX_MS = 500;
const WRITE_APPLY_MAX_MB = 64;

/** Rows per multi-row INSERT. */
const CHUNK = 500;

/**
 * Full-text score: ts_rank with weights name 1.0, keywords 0.8, prose 0.5 (arrays are {D, C, B, A}), times 2, so
 * a query word in a name scores about 1.2, in the keywords about 0.5-1, and a single passing mention in a summary
 * about 0.25-0.6: the 0.5 threshold keeps names, keywords and repeated themes, like Lucene's does in practice.
 */
const RANK = `2 * ts_rank('{0.1, 0.5, 0.8, 1.0}', search, q)`;

/**
 * At most this many matching nodes are ranked per query, so a very common word costs the same at 100,000 nodes as
 * at 10,000. Matches come in storage order, so the starter knowledge base (written first) is always ranked.
 */
const RANK_CANDIDATES = 1_500;

export class EmbeddedKnowledgeGraph extends BaseKnowledgeGraph {
  readonly mode = 'embedded' as const;
  readonly detail = 'knowledge graph tables in the database';
  /** The console's restricted roles, set up on its first use. */
  private readonly consoleRoles: ConsoleRoles;
  /** Where console statements run on PGlite (console-sandbox.ts); PostgreSQL runs them in its own process. */
  private readonly sandbox: ConsoleSandbox | null;

  constructor(db: Database) {
    super(db);
    this.consoleRoles = new ConsoleRoles(db);
    this.sandbox = db.kind === 'pglite' ? new ConsoleSandbox(db) : null;
  }

  async init(): Promise<void> {
    // Tables and indexes come with the database migrations.
  }

  async close(): Promise<void> {
    // The database belongs to the server; the console's sandbox process to this graph.
    await this.sandbox?.close();
  }

  protected async ping(): Promise<string> {
    const { rows } = await this.db.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM graph_nodes');
    return `embedded graph: ${rows[0]?.n ?? 0} nodes`;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Writes

  protected async writeAll(nodes: NodeWrite[], edges: EdgeWrite[]): Promise<WriteOutcome> {
    return this.db.transaction((tx) => writeInTransaction(tx, nodes, edges));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Reads

  protected async findNode(
    label: string,
    identity: Record<string, string | number>,
    insensitiveName?: string,
  ): Promise<GraphNode | null> {
    const key = embeddedKey(label, identity);
    const exact = await this.db.sql.query<NodeRow>(
      'SELECT id, label, properties FROM graph_nodes WHERE label = $1 AND key = $2',
      [label, key],
    );
    if (exact.rows[0]) return toNode(exact.rows[0]);
    if (insensitiveName === undefined || keyPropsOf(label).length !== 1) return null;
    const loose = await this.db.sql.query<NodeRow>(
      'SELECT id, label, properties FROM graph_nodes WHERE label = $1 AND lower(key) = lower($2) ORDER BY id LIMIT 1',
      [label, insensitiveName.trim()],
    );
    return loose.rows[0] ? toNode(loose.rows[0]) : null;
  }

  protected async neighbours(id: string): Promise<GraphNeighbour[]> {
    const { rows } = await this.db.sql.query<
      {
        type: string;
        direction: 'out' | 'in';
        edge_properties: Record<string, unknown>;
      } & NodeRow
    >(
      `SELECT e.type, 'out' AS direction, e.properties AS edge_properties, n.id, n.label, n.properties
         FROM graph_edges e JOIN graph_nodes n ON n.id = e.to_id WHERE e.from_id = $1
       UNION ALL
       SELECT e.type, 'in', e.properties, n.id, n.label, n.properties
         FROM graph_edges e JOIN graph_nodes n ON n.id = e.from_id WHERE e.to_id = $1
       ORDER BY 1, 4`,
      [Number(id)],
    );
    return rows.map((r) => ({ type: r.type, direction: r.direction, properties: r.edge_properties, node: toNode(r) }));
  }

  protected async fulltext(text: string, threshold: number, limit: number): Promise<SearchHit[]> {
    // Any of the words may match (like Lucene's default OR); more matching words rank higher.
    const words = searchWords(text);
    if (words.length === 0) return [];
    const { rows } = await this.db.sql.query<NodeRow & { score: number }>(
      `WITH q AS (SELECT replace(plainto_tsquery('english', $1)::text, '&', '|')::tsquery AS q)
       SELECT id, label, properties, score FROM (
         SELECT c.id, c.label, c.properties, ${RANK} AS score FROM (
           SELECT n.id, n.label, n.properties, n.search FROM graph_nodes n, q
            WHERE q <> ''::tsquery AND n.search @@ q LIMIT ${RANK_CANDIDATES}
         ) c, q
       ) ranked WHERE score > $2
       ORDER BY (lower(properties->>'name') = lower($4)) DESC, score DESC, id LIMIT $3`,
      [words.join(' '), threshold, limit, text.trim()],
    );
    return rows.map((r) => ({ node: toNode(r), score: Math.round(Number(r.score) * 1000) / 1000 }));
  }

  protected async contains(text: string, limit: number): Promise<SearchHit[]> {
    const needle = text.trim().toLowerCase();
    const { rows } = await this.db.sql.query<NodeRow>(
      `SELECT id, label, properties FROM graph_nodes
        WHERE search_plain LIKE $1
        ORDER BY (lower(properties->>'name') LIKE $1) DESC, id LIMIT $2`,
      [`%${escapeLike(needle)}%`, limit],
    );
    return rows.map((r) => ({ node: toNode(r), score: null }));
  }

  protected async nodesWhere(label: string, property: string, value: string): Promise<GraphNode[]> {
    const { rows } = await this.db.sql.query<NodeRow>(
      'SELECT id, label, properties FROM graph_nodes WHERE label = $1 AND properties->>$2 = $3 ORDER BY id',
      [label, property, value],
    );
    return rows.map(toNode);
  }

  async schemaOverview(): Promise<SchemaOverview> {
    const labels = await this.db.sql.query<{ label: string; count: number }>(
      'SELECT label, count(*)::int AS count FROM graph_nodes GROUP BY label ORDER BY label',
    );
    const types = await this.db.sql.query<{ type: string; count: number }>(
      'SELECT type, count(*)::int AS count FROM graph_edges GROUP BY type ORDER BY type',
    );
    return { labels: labels.rows, relationshipTypes: types.rows };
  }

  async totals(): Promise<GraphTotals> {
    const { rows } = await this.db.sql.query<{ nodes: number; relationships: number }>(
      'SELECT (SELECT count(*)::int FROM graph_nodes) AS nodes, (SELECT count(*)::int FROM graph_edges) AS relationships',
    );
    return rows[0] ?? { nodes: 0, relationships: 0 };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Duplicates

  protected async scanLabel(label: DuplicateLabel): Promise<ScannedNode[]> {
    const { rows } = await this.db.sql.query<{ id: string; properties: Record<string, unknown>; rels: number }>(
      `SELECT n.id::text AS id, n.properties,
              (SELECT count(*)::int FROM graph_edges e WHERE e.from_id = n.id OR e.to_id = n.id) AS rels
         FROM graph_nodes n WHERE n.label = $1 ORDER BY n.id`,
      [label],
    );
    return rows.map((r) => ({ id: r.id, properties: r.properties, relationshipCount: r.rels }));
  }

  protected async relationshipsOf(ids: string[]): Promise<RelationshipOf[]> {
    const { rows } = await this.db.sql.query<{
      owner: string;
      type: string;
      direction: 'out' | 'in';
      other: string;
      other_label: string;
      properties: Record<string, unknown>;
    }>(
      `SELECT e.from_id::text AS owner, e.type, 'out' AS direction, e.to_id::text AS other, n.label AS other_label, e.properties
         FROM graph_edges e JOIN graph_nodes n ON n.id = e.to_id WHERE e.from_id = ANY($1::bigint[])
       UNION ALL
       SELECT e.to_id::text, e.type, 'in', e.from_id::text, n.label, e.properties
         FROM graph_edges e JOIN graph_nodes n ON n.id = e.from_id WHERE e.to_id = ANY($1::bigint[])`,
      [ids.map(Number)],
    );
    return rows.map((r) => ({
      ownerId: r.owner,
      type: r.type,
      direction: r.direction,
      otherId: r.other,
      otherLabel: r.other_label,
      properties: r.properties,
    }));
  }

  protected mergeStatement(plan: MergePlan): string {
    const ids = plan.remove.map((n) => n.id).join(', ');
    return [
      `UPDATE graph_nodes SET properties = <combined properties> WHERE id = ${plan.keep.id};`,
      `INSERT INTO graph_edges (type, from_id, to_id, properties) ... ON CONFLICT (from_id, type, to_id) DO UPDATE  -- ${plan.relationships.length} relationships re-attached to ${plan.keep.id}`,
      `DELETE FROM graph_nodes WHERE id IN (${ids});`,
    ].join('\n');
  }

  protected async applyMerge(plan: MergePlan): Promise<void> {
    const keepId = Number(plan.keep.id);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE graph_nodes SET properties = $2, updated_at = now() WHERE id = $1', [
        keepId,
        JSON.stringify(plan.combinedProperties),
      ]);
      const rows = plan.relationships.map((r) => ({
        type: r.type,
        from_id: r.direction === 'out' ? keepId : Number(r.otherId),
        to_id: r.direction === 'out' ? Number(r.otherId) : keepId,
        properties: r.properties,
      }));
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.query(
          `INSERT INTO graph_edges (type, from_id, to_id, properties)
           SELECT type, from_id, to_id, properties FROM jsonb_to_recordset($1::jsonb)
             AS x(type text, from_id bigint, to_id bigint, properties jsonb)
           ON CONFLICT (from_id, type, to_id) DO UPDATE SET properties = EXCLUDED.properties`,
          [JSON.stringify(rows.slice(i, i + CHUNK))],
        );
      }
      // Their remaining edges (the moved copies now exist on the kept node) go with them.
      await tx.query('DELETE FROM graph_nodes WHERE id = ANY($1::bigint[])', [plan.remove.map((n) => Number(n.id))]);
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Console: one SQL statement over graph_nodes/graph_edges; read-only unless write mode is on.

  async runQuery(query: string, options: QueryOptions = {}): Promise<QueryResult> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const fail = (error: string): QueryResult => ({ ok: false, language: 'sql', error, elapsedMs: elapsed() });
    const text = query.trim().replace(/;\s*$/, '');
    if (!text) return fail('The query is empty.');
    if (looksLikeCypher(text)) {
      return fail(
        'Cypher queries need the Neo4j graph (set GRAPH_URL). The embedded graph accepts one read-only SQL statement over graph_nodes (id, label, key, properties) and graph_edges (id, type, from_id, to_id, properties), e.g. SELECT label, count(*) FROM graph_nodes GROUP BY label.',
      );
    }
    if (text.includes(';')) return fail('SQL query failed: one statement at a time.');
    const verb = text.match(/^\(*\s*([A-Za-z]+)/)?.[1]?.toUpperCase() ?? '';
    const isRead = ['SELECT', 'WITH', 'VALUES', 'TABLE'].includes(verb);
    const isWrite = ['INSERT', 'UPDATE', 'DELETE'].includes(verb);
    if (!isRead && !isWrite)
      return fail(
        `SQL query failed: only SELECT, WITH, VALUES (and INSERT, UPDATE, DELETE in write mode) are allowed, not ${verb || 'this statement'}.`,
      );
    if (isWrite && !options.write) {
      return fail('SQL query failed: the console is read-only; switch on write mode to change the graph.');
    }
    // A friendly first answer for the obvious cases; the boundary is the console role below, not this.
    const forbidden = text.match(
      /(?:\b|")(pg_[a-z_]+|lo_[a-z_]+|dblink[a-z_]*|set_config|current_setting|\w*_to_xml\w*|xpath)"?\s*\(/i,
    );
    if (forbidden) return fail(`SQL query failed: the function ${forbidden[1]} is not allowed in the console.`);
    try {
      // Where the statement meets the server's database. A read on PGlite never does: the sandbox has its own roles.
      if (!this.sandbox || isWrite) await this.consoleRoles.ensure();
    } catch (error) {
      return fail(`SQL query failed: ${(error as Error).message}`);
    }
    const timeoutMs = Math.min(Math.max(100, options.timeoutMs ?? QUERY_TIMEOUT_MS), QUERY_MAX_TIMEOUT_MS);
    const statement: ConsoleStatement = { text, params: Object.values(options.parameters ?? {}), isWrite, timeoutMs };
    try {
      const outcome = await this.executeConsole(statement);
      let rows = outcome.rows;
      if (outcome.sized) {
        const bytes = Number(rows[0]?.[SIZE_COLUMN] ?? 0);
        if (bytes > QUERY_MAX_BYTES) throw new GraphInputError(tooLarge(bytes));
        rows = bytes === 0 ? [] : rows.map(({ [SIZE_COLUMN]: _size, ...rest }) => rest);
      }
      const truncated = rows.length > QUERY_MAX_RECORDS;
      const records = rows.slice(0, QUERY_MAX_RECORDS);
      if (isWrite) {
        await this.record(
          'Query',
          {
            ...options.meta,
            updateType: options.meta?.updateType ?? 'console',
            source: options.meta?.source ?? 'admin-console',
          },
          {
            name: 'console write',
            query: text,
            affectedRows: outcome.affectedRows ?? records.length,
          },
          true,
          null,
        );
      }
      return {
        ok: true,
        language: 'sql',
        columns: records[0] ? Object.keys(records[0]) : [],
        records,
        truncated,
        elapsedMs: elapsed(),
      };
    } catch (error) {
      const e = error as Error & { code?: string };
      let message = e.message;
      // The sandbox's own messages already say which bound stopped the statement.
      if (error instanceof SandboxLimitError) message = e.message;
      else if (e.code === '57014') message = `the query ran longer than ${timeoutMs} ms and was cancelled`;
      // 42P01: the sandbox holds no other table, so another table's name is unknown there.
      else if (e.code === '42501' || e.code === '42P01')
        message = `${message}: the console may use only graph_nodes and graph_edges`;
      else if (e.code === '54000' || e.code === '53200') message = tooLarge(null);
      if (isWrite) {
        await this.record(
          'Query',
          { ...options.meta, updateType: 'console', source: 'admin-console' },
          { name: 'console write', query: text },
          false,
          message,
        ).catch(() => {});
      }
      return fail(`SQL query failed: ${e.code ?? 'error'} - ${message}`);
    }
  }

  /**
   * PostgreSQL: in the transaction, bounded by its statement_timeout in a server process of its own. PGlite: in the
   * sandbox, which bounds time and memory. A write proven there is then applied to the real graph, on the server's
   * thread, only if it was small: at most WRITE_APPLY_MAX_MS and WRITE_APPLY_MAX_MB in the sandbox, so applying it
   * cannot stall the server or grow its memory for good. The graph may change between the two runs; the
   * plan checks and role still apply the second time.
   */
  private async executeConsole(statement: ConsoleStatement): Promise<ConsoleRows> {
    if (!this.sandbox) return executeConsoleStatement(this.db, statement);
    const trial = await this.sandbox.run(statement);
    if (!statement.isWrite) return trial;
    if (trial.ms > WRITE_APPLY_MAX_MS || trial.grewMb > WRITE_APPLY_MAX_MB) {
      throw new GraphInputError(
        `the write took ${Math.round(trial.ms)} ms and ${Math.round(trial.grewMb)} MB in a trial run; on the embedded database a console write runs on the server's own thread, so it must stay within ${WRITE_APPLY_MAX_MS} ms and ${WRITE_APPLY_MAX_MB} MB: change fewer rows at a time`,
      );
    }
    return executeConsoleStatement(this.db, statement);
  }
}

function tooLarge(bytes: number | null): string {
  const limit = `${QUERY_MAX_BYTES / 2 ** 20} MB`;
  const size = bytes === null ? '' : ` (${Math.ceil(bytes / 2 ** 20)} MB)`;
  return `the result is too large${size}: the console returns at most ${limit}; select fewer rows or columns`;
}

/** Cypher, not SQL: starts with a Cypher clause, or has a node pattern like (n:Planet). */
export function looksLikeCypher(text: string): boolean {
  return (
    /^(MATCH|OPTIONAL\s+MATCH|MERGE|CREATE|DETACH|CALL|UNWIND|RETURN|SHOW\s+(INDEXES|CONSTRAINTS|DATABASES))\b/i.test(
      text,
    ) ||
    /\(\s*\w*\s*:\s*[A-Za-z_]\w*[^)]*\)/.test(text) ||
    /-\[\s*\w*\s*:?[A-Za-z_]*[^\]]*\]->/.test(text)
  );
}

/** Nodes, then relationships, in one transaction. Shared by writes, merges and the seed import. */
async function writeInTransaction(tx: SqlClient, nodes: NodeWrite[], edges: EdgeWrite[]): Promise<WriteOutcome> {
  // One row per (label, key): later writes of the same node add to earlier ones, as repeated MERGE + SET would.
  const byKey = new Map<string, { label: string; key: string; properties: Record<string, unknown> }>();
  for (const n of nodes) {
    const key = embeddedKey(n.label, n.identity);
    const id = `${n.label}\u0000${key}`;
    const existing = byKey.get(id);
    if (existing) Object.assign(existing.properties, n.properties);
    else byKey.set(id, { label: n.label, key, properties: { ...n.properties } });
  }
  const written: GraphNode[] = [];
  const rows = [...byKey.values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const { rows: out } = await tx.query<NodeRow>(
      `INSERT INTO graph_nodes (label, key, properties)
       SELECT label, key, properties FROM jsonb_to_recordset($1::jsonb) AS x(label text, key text, properties jsonb)
       ON CONFLICT (label, key) DO UPDATE SET properties = graph_nodes.properties || EXCLUDED.properties, updated_at = now()
       RETURNING id, label, properties`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
    written.push(...out.map(toNode));
  }

  let relationships = 0;
  let skipped = 0;
  if (edges.length > 0) {
    const endpoint = (ref: EdgeWrite['from']) => ({ label: ref.label, key: embeddedKey(ref.label, refIdentity(ref)) });
    const wanted = new Map<string, { label: string; key: string }>();
    for (const e of edges) {
      for (const ref of [e.from, e.to]) {
        const p = endpoint(ref);
        wanted.set(`${p.label}\u0000${p.key}`, p);
      }
    }
    const ids = new Map<string, number>();
    const refs = [...wanted.values()];
    for (let i = 0; i < refs.length; i += CHUNK) {
      const { rows: found } = await tx.query<{ id: number; label: string; key: string }>(
        `SELECT n.id, n.label, n.key FROM graph_nodes n
           JOIN jsonb_to_recordset($1::jsonb) AS r(label text, key text) ON n.label = r.label AND n.key = r.key`,
        [JSON.stringify(refs.slice(i, i + CHUNK))],
      );
      for (const f of found) ids.set(`${f.label}\u0000${f.key}`, Number(f.id));
    }
    const edgeRows = new Map<
      string,
      { type: string; from_id: number; to_id: number; properties: Record<string, unknown> }
    >();
    for (const e of edges) {
      const from = endpoint(e.from);
      const to = endpoint(e.to);
      const fromId = ids.get(`${from.label}\u0000${from.key}`);
      const toId = ids.get(`${to.label}\u0000${to.key}`);
      if (fromId === undefined || toId === undefined) {
        if (e.optional) {
          skipped += 1;
          continue;
        }
        const missing = fromId === undefined ? from : to;
        throw new GraphInputError(`${e.type}: ${missing.label} '${missing.key}' does not exist`);
      }
      const id = `${fromId}\u0000${e.type}\u0000${toId}`;
      const existing = edgeRows.get(id);
      if (existing) Object.assign(existing.properties, e.properties ?? {});
      else edgeRows.set(id, { type: e.type, from_id: fromId, to_id: toId, properties: { ...(e.properties ?? {}) } });
    }
    const list = [...edgeRows.values()];
    for (let i = 0; i < list.length; i += CHUNK) {
      await tx.query(
        `INSERT INTO graph_edges (type, from_id, to_id, properties)
         SELECT type, from_id, to_id, properties FROM jsonb_to_recordset($1::jsonb)
           AS x(type text, from_id bigint, to_id bigint, properties jsonb)
         ON CONFLICT (from_id, type, to_id) DO UPDATE SET properties = graph_edges.properties || EXCLUDED.properties`,
        [JSON.stringify(list.slice(i, i + CHUNK))],
      );
    }
    relationships = list.length;
  }
  return { nodes: written, relationships, skipped };
}
