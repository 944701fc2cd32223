// The starter knowledge base (seed/) as graph nodes and relationships, and its loading through the port.
import type { GraphImport, KnowledgeGraph, RelationshipUpsert, WriteMeta } from './graph.port.ts';
import { loadSeed } from './seed/load.ts';
import { allInterpretations, interpretsTargets, placementOf, type SeedData } from './seed/schema.ts';

/** Maps the validated seed into nodes and relationships (INTERPRETS edges derived per interpretation). */
export function seedToGraph(seed: SeedData, now: string = new Date().toISOString()): GraphImport {
  const source = { source_file: 'starter-knowledge-base', updated_at: now };
  const e = seed.entities;
  const nodes: GraphImport['nodes'] = [
    ...e.planets.map((p) => ({
      label: 'Planet',
      properties: { ...p, normalized_name: p.name.toLowerCase(), ...source },
    })),
    ...e.signs.map((s) => ({ label: 'Sign', properties: { ...s, normalized_name: s.name.toLowerCase(), ...source } })),
    ...e.houses.map((h) => ({ label: 'House', properties: { ...h, ...source } })),
    ...e.aspects.map((a) => ({ label: 'Aspect', properties: { ...a, normalized_name: a.name, ...source } })),
    ...e.elements.map((x) => ({ label: 'Element', properties: { ...x, ...source } })),
    ...e.qualities.map((x) => ({ label: 'Quality', properties: { ...x, ...source } })),
    ...e.energies.map((x) => ({ label: 'Energy', properties: { ...x, ...source } })),
    ...e.topics.map((x) => ({ label: 'Topic', properties: { ...x, ...source } })),
    ...e.interpretationStyles.map((x) => ({ label: 'InterpretationStyle', properties: { ...x, ...source } })),
    ...e.houseSystems.map((x) => ({ label: 'HouseSystem', properties: { ...x, ...source } })),
  ];
  const relationships: RelationshipUpsert[] = seed.relationships.map((r) => ({
    type: r.type,
    from: r.from,
    to: r.to,
    properties: r.props ?? {},
  }));
  for (const item of allInterpretations(seed)) {
    const placement = placementOf(item);
    const { kind, style, keywords, gifts, shadow, summary, ...where } = item;
    nodes.push({
      label: 'Interpretation',
      properties: {
        ...where,
        kind,
        placement,
        name: placement,
        style,
        tier: 'all',
        content: summary,
        summary,
        keywords,
        gifts,
        shadow,
        ...source,
      },
    });
    const key = `${placement}|${style}`;
    for (const target of interpretsTargets(item)) {
      relationships.push({
        type: 'INTERPRETS',
        from: { label: 'Interpretation', key },
        to: { label: target.label, key: target.key },
        properties: {},
      });
    }
  }
  return { nodes, relationships };
}

let cached: GraphImport | undefined;

/** Loads (or re-loads) the starter knowledge base into the graph. Idempotent: nodes and edges are merged. */
export async function loadStarterKnowledge(
  graph: KnowledgeGraph,
  meta: WriteMeta = {},
): Promise<{ nodes: number; relationships: number; ms: number }> {
  const started = performance.now();
  cached ??= seedToGraph(loadSeed());
  const result = await graph.importGraph(cached, {
    updateType: meta.updateType ?? 'seed',
    source: meta.source ?? 'starter-knowledge-base',
    createdBy: meta.createdBy ?? null,
    userId: meta.userId ?? null,
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}

/**
 * On start: load the starter knowledge base unless the graph already holds it (the seed's interpretations are
 * there). Returns what was done.
 */
export async function ensureStarterKnowledge(
  graph: KnowledgeGraph,
): Promise<{ loaded: boolean; nodes: number; relationships: number; ms: number }> {
  const started = performance.now();
  const probe = await graph.getInterpretation({ kind: 'ascendant-in-sign', sign: 'Pisces' });
  const planet = probe ? await graph.getPlanet('Lilith') : null;
  if (probe && planet) {
    const added = await addMissingRelationshipTypes(graph);
    return { loaded: added > 0, nodes: 0, relationships: added, ms: Math.round(performance.now() - started) };
  }
  return {
    loaded: true,
    ...(await loadStarterKnowledge(graph, { updateType: 'seed', source: 'starter-knowledge-base (first start)' })),
  };
}

/** Relationship types that joined the seed after graphs were first loaded, with a node that carries each. */
const LATER_TYPES: { type: string; probe: (graph: KnowledgeGraph) => ReturnType<KnowledgeGraph['getPlanet']> }[] = [
  { type: 'OPPOSES', probe: (graph) => graph.getSign('Aries') },
  { type: 'FRIENDS_WITH', probe: (graph) => graph.getPlanet('Sun') },
  { type: 'ENEMIES_WITH', probe: (graph) => graph.getPlanet('Sun') },
];

/**
 * A graph loaded before a relationship type joined the starter knowledge base gets that type's edges, and nothing
 * else: its nodes (with any description a reviewer changed) are not loaded again. Returns the edges written.
 */
export async function addMissingRelationshipTypes(graph: KnowledgeGraph): Promise<number> {
  const missing: string[] = [];
  for (const { type, probe } of LATER_TYPES) {
    const detail = await probe(graph);
    if (detail && !detail.relationships.some((r) => r.type === type)) missing.push(type);
  }
  if (missing.length === 0) return 0;
  cached ??= seedToGraph(loadSeed());
  const relationships = cached.relationships.filter((r) => missing.includes(r.type));
  const result = await graph.importGraph(
    { nodes: [], relationships },
    { updateType: 'seed', source: `starter-knowledge-base (added ${missing.join(', ')})` },
  );
  return result.relationships;
}
