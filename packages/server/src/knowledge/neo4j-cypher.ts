// Cypher building blocks for the Neo4j adapter: the schema it makes on start, node patterns, and the conversion
// of values to and from the driver (integers stay integers going in; driver types become plain JSON coming out).
import type { default as Neo4jDriverModule, Record as Neo4jRecord } from 'neo4j-driver';
import { lazyModule } from '../lazy-module.ts';
import { QUERY_MAX_BYTES, QUERY_MAX_RECORDS } from './graph.port.ts';
import { assertIdentifier, keyPropsOf } from './graph-values.ts';

export const neo4j = lazyModule<typeof Neo4jDriverModule>('neo4j-driver');

export const FULLTEXT_INDEX = 'knowledge_search';
export const SEARCH_LABELS = [
  'Planet',
  'Sign',
  'House',
  'Aspect',
  'Topic',
  'Concept',
  'Interpretation',
  'Element',
  'Quality',
  'Energy',
];
const SEARCH_PROPERTIES = ['name', 'keywords', 'summary', 'content', 'signifies'];

/** Uniqueness constraints created on start (what MERGE matches on). */
const CONSTRAINTS: [label: string, props: string[]][] = [
  ['Planet', ['name']],
  ['Sign', ['name']],
  ['Aspect', ['name']],
  ['House', ['number']],
  ['Topic', ['name']],
  ['Element', ['name']],
  ['Quality', ['name']],
  ['Energy', ['name']],
  ['InterpretationStyle', ['name']],
  ['HouseSystem', ['code']],
  ['PersonalityMode', ['name']],
  ['Concept', ['type', 'name']],
  ['Interpretation', ['placement', 'style']],
  ['ResponsePattern', ['personality', 'section']],
];

/** The statements that make the schema, in order: the uniqueness constraints, the full-text index, a wait for it. */
export function schemaStatements(): string[] {
  const statements = CONSTRAINTS.map(([label, props]) => {
    const name = `${label.toLowerCase()}_${props.join('_')}_unique`;
    const target = props.length === 1 ? `n.${props[0]}` : `(${props.map((p) => `n.${p}`).join(', ')})`;
    return `CREATE CONSTRAINT ${name} IF NOT EXISTS FOR (n:${label}) REQUIRE ${target} IS UNIQUE`;
  });
  statements.push(
    `CREATE FULLTEXT INDEX ${FULLTEXT_INDEX} IF NOT EXISTS FOR (n:${SEARCH_LABELS.join('|')})
         ON EACH [${SEARCH_PROPERTIES.map((p) => `n.${p}`).join(', ')}]
         OPTIONS { indexConfig: { \`fulltext.analyzer\`: 'english', \`fulltext.eventually_consistent\`: false } }`,
    `CALL db.awaitIndex('${FULLTEXT_INDEX}', 60)`,
  );
  return statements;
}

/** Integers go to Neo4j as INTEGER (a JS number would be stored as FLOAT: 1.0, not 1). */
export function toParams(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? neo4j().int(value) : value;
  if (Array.isArray(value)) return value.map(toParams);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toParams(v)]));
  }
  return value;
}

const TEMPORAL = new Set(['Date', 'DateTime', 'LocalDateTime', 'LocalTime', 'Time', 'Duration', 'Point']);

/** Driver values as plain JSON for the console. */
export function plain(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (neo4j().isInt(value)) return (value as { toNumber(): number }).toNumber();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object') return value;
  if (neo4j().isNode(value as never)) {
    const n = value as unknown as { elementId: string; labels: string[]; properties: Record<string, unknown> };
    return { elementId: n.elementId, labels: n.labels, properties: plain(n.properties) };
  }
  if (neo4j().isRelationship(value as never)) {
    const r = value as unknown as {
      elementId: string;
      type: string;
      startNodeElementId: string;
      endNodeElementId: string;
      properties: Record<string, unknown>;
    };
    return {
      elementId: r.elementId,
      type: r.type,
      start: r.startNodeElementId,
      end: r.endNodeElementId,
      properties: plain(r.properties),
    };
  }
  if (neo4j().isPath(value as never)) {
    const p = value as unknown as { segments: { start: unknown; relationship: unknown; end: unknown }[] };
    return p.segments.map((s) => ({ start: plain(s.start), relationship: plain(s.relationship), end: plain(s.end) }));
  }
  if (TEMPORAL.has((value as object).constructor?.name)) return String(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

export const match = (variable: string, label: string, param: string) =>
  `(${variable}:${assertIdentifier('label', label)} {${keyPropsOf(label)
    .map((p) => `${p}: ${param}.${p}`)
    .join(', ')}})`;

export type NodeRecord = { id: string; label: string; properties: Record<string, unknown> };
export const NODE_RETURN = (v: string) =>
  `elementId(${v}) AS id, labels(${v})[0] AS label, properties(${v}) AS properties`;

/** A console result's records as plain JSON, at most QUERY_MAX_RECORDS of them. */
export function consoleRecords(records: readonly Neo4jRecord[]): Record<string, unknown>[] {
  return records.slice(0, QUERY_MAX_RECORDS).map((r) => {
    const out: Record<string, unknown> = {};
    for (const key of r.keys) out[String(key)] = plain(r.get(key));
    return out;
  });
}

/** Throws (code ResultTooLarge) when the records are more than the console may return. */
export function assertConsoleSize(records: Record<string, unknown>[]): void {
  const bytes = Buffer.byteLength(JSON.stringify(records));
  if (bytes > QUERY_MAX_BYTES) {
    throw Object.assign(
      new Error(
        `the result is too large (${Math.ceil(bytes / 2 ** 20)} MB): the console returns at most ${QUERY_MAX_BYTES / 2 ** 20} MB; return fewer rows or properties`,
      ),
      { code: 'ResultTooLarge' },
    );
  }
}
