// Benchmark: KnowledgeGraph.search() on the embedded graph at 100,000 nodes (docs/limits.md#budgets: p95 <= 20 ms).
// The starter knowledge base plus synthetic Concept nodes whose names, keywords and summaries are drawn from the
// seed's own vocabulary, so word frequencies look like real curated content. Queries mix names, keywords,
// multi-word questions, rare words and fragments that only the contains fallback finds.
// Run: npx tsx bench/graph-search.ts [nodes=100000] [rounds=5]   (PGlite in a temp folder;
//      DATABASE_URL=postgresql://... to run on a PostgreSQL server, on an empty database).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allInterpretations,
  EmbeddedKnowledgeGraph,
  loadSeed,
  loadStarterKnowledge,
  migrateDatabase,
  openDatabase,
} from '@stellara/server/bench';

const target = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'stellara-graph-bench-'));
const db = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgresql', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: dir });
await migrateDatabase(db);
const graph = new EmbeddedKnowledgeGraph(db);

let t = performance.now();
const seeded = await loadStarterKnowledge(graph);
const seedMs = performance.now() - t;

// Vocabulary from the seed's prose.
const seed = loadSeed();
const texts = allInterpretations(seed).map((i) => i.summary);
const words = [
  ...new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? [],
  ),
];
const keywords = [...new Set(allInterpretations(seed).flatMap((i) => i.keywords))];
let state = 42;
const rand = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ');

t = performance.now();
const total = (await graph.totals()).nodes;
const toAdd = Math.max(0, target - total);
const CHUNK = 2_000;
for (let i = 0; i < toAdd; i += CHUNK) {
  const nodes = Array.from({ length: Math.min(CHUNK, toAdd - i) }, (_, k) => ({
    label: 'Concept',
    properties: {
      name: `${pick(words)} ${pick(words)} ${i + k}`,
      type: pick(['Technique', 'GeneralNote', 'Transit', 'Interpretation', 'Other']),
      keywords: [pick(keywords), pick(keywords), pick(keywords)],
      summary: `${sentence(25)}. ${sentence(20)}.`,
      source_file: 'synthetic-benchmark',
    },
  }));
  await graph.importGraph({ nodes, relationships: [] }, { updateType: 'benchmark', source: 'bench/graph-search.ts' });
}
const fillMs = performance.now() - t;
await db.sql.query('ANALYZE graph_nodes');
const nodes = (await graph.totals()).nodes;

const queries = [
  'Venus',
  'Mars',
  'Saturn return',
  'Venus in Scorpio',
  'Moon in the 4th house',
  'love',
  'career ambition',
  'jealousy',
  'Sun trine Moon',
  'what does my Pluto in the 8th house mean',
  'healing old wounds',
  'communication',
  'Aquarius',
  'the 7th house',
  'square',
  'money and security',
  'intuition dreams',
  'enus in Scor',
  'ouse of Car',
  'qqzxv',
  ...Array.from({ length: 20 }, () => pick(words)),
  ...Array.from({ length: 10 }, () => `${pick(words)} ${pick(words)}`),
];
const latencies: Record<string, number[]> = { fulltext: [], contains: [], all: [] };
for (const q of queries) await graph.search(q); // warm-up
for (let r = 0; r < rounds; r++) {
  for (const q of queries) {
    const s = performance.now();
    const result = await graph.search(q);
    const ms = performance.now() - s;
    latencies[result.method]!.push(ms);
    latencies.all!.push(ms);
  }
}
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
};
const row = (name: string, list: number[]) =>
  `| ${name} | ${list.length} | ${pct(list, 50).toFixed(2)} | ${pct(list, 95).toFixed(2)} | ${pct(list, 99).toFixed(2)} | ${Math.max(...list).toFixed(2)} |`;

console.log(`# Knowledge graph search benchmark (embedded adapter, ${db.kind})

- ${nodes.toLocaleString('en')} nodes (starter knowledge base ${seeded.nodes} + synthetic Concepts), ${queries.length} queries x ${rounds} rounds
- seed load ${seedMs.toFixed(0)} ms; synthetic fill ${(fillMs / 1000).toFixed(1)} s
- ${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores shared; Node ${process.version}

| method | queries | p50 ms | p95 ms | p99 ms | max ms |
| --- | --- | --- | --- | --- | --- |
${row('all', latencies.all!)}
${row('fulltext', latencies.fulltext!)}
${row('contains (fallback)', latencies.contains!)}
`);
await db.close();
rmSync(dir, { recursive: true, force: true });
