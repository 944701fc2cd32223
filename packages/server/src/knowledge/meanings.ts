// What the built-in reader reads meanings from: the knowledge graph (through its port), with the starter
// knowledge base files as the fallback when the graph is down or lacks an entry. Cached for a few minutes.
import { TEN_PLANETS } from '@stellara/contract';
import type { KnowledgeGraph, Placement } from './graph.port.ts';
import { loadSeed } from './seed/load.ts';
import type { SeedData } from './seed/schema.ts';

export interface Meaning {
  summary: string;
  keywords: string[];
  gifts: string[];
  shadow: string[];
  signifies?: string;
  /** Where the text came from: 'graph' or 'seed'. */
  source: 'graph' | 'seed';
}

export type EntityLabel = 'Planet' | 'Sign' | 'House' | 'Aspect';

export interface ReaderKnowledge {
  interpretation(p: Placement): Promise<Meaning | null>;
  entity(label: EntityLabel, key: string | number): Promise<Meaning | null>;
  /** What the graph holds on a technique ("Planetary Hours"), as an uploaded document wrote it; none in the seed. */
  technique?(name: string): Promise<Meaning | null>;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function meaningFrom(props: Record<string, unknown>, source: Meaning['source']): Meaning | null {
  const summary =
    typeof props.summary === 'string' ? props.summary : typeof props.content === 'string' ? props.content : '';
  if (!summary.trim()) return null;
  return {
    summary: summary.trim(),
    keywords: strings(props.keywords),
    gifts: strings(props.gifts),
    shadow: strings(props.shadow),
    ...(typeof props.signifies === 'string' ? { signifies: props.signifies } : {}),
    source,
  };
}

const PLANET_ORDER: readonly string[] = TEN_PLANETS;

/**
 * Meanings straight from the starter knowledge base files, read and checked on first use: with a graph they are only
 * the fallback, and reading them cost a third of a second of every start.
 */
export function seedKnowledge(seed?: SeedData): ReaderKnowledge {
  let tables: { interp: Map<string, Meaning>; entities: Map<string, Meaning> } | undefined;
  const read = () => {
    tables ??= seedTables(seed ?? loadSeed());
    return tables;
  };
  return {
    async interpretation(p) {
      return read().interp.get(seedKey(p)) ?? null;
    },
    async entity(label, key) {
      return read().entities.get(`${label}:${key}`) ?? null;
    },
  };
}

function seedTables(seed: SeedData) {
  const interp = new Map<string, Meaning>();
  const put = (key: string, v: { summary: string; keywords: string[]; gifts: string[]; shadow: string[] }) =>
    interp.set(key, { ...v, source: 'seed' });
  for (const i of seed.planetInSign) put(`${i.planet} in ${i.sign}`, i);
  for (const i of seed.planetInHouse) put(`${i.planet} in house ${i.house}`, i);
  for (const i of seed.aspects) put(`${i.planet1} ${i.aspect} ${i.planet2}`, i);
  for (const i of seed.ascendantInSign) put(`Ascendant in ${i.sign}`, i);
  const entities = new Map<string, Meaning>();
  const ent = (label: string, key: string | number, v: Record<string, unknown>) => {
    const m = meaningFrom(v, 'seed');
    if (m) entities.set(`${label}:${key}`, m);
  };
  for (const p of seed.entities.planets) ent('Planet', p.name, p);
  for (const s of seed.entities.signs) ent('Sign', s.name, s);
  for (const h of seed.entities.houses) ent('House', h.number, h);
  for (const a of seed.entities.aspects) ent('Aspect', a.name, a);
  return { interp, entities };
}

function seedKey(p: Placement): string {
  switch (p.kind) {
    case 'planet-in-sign':
      return `${p.planet} in ${p.sign}`;
    case 'planet-in-house':
      return `${p.planet} in house ${p.house}`;
    case 'ascendant-in-sign':
      return `Ascendant in ${p.sign}`;
    case 'aspect': {
      let [a, b] = [p.planet1, p.planet2];
      if (PLANET_ORDER.indexOf(b) >= 0 && PLANET_ORDER.indexOf(b) < PLANET_ORDER.indexOf(a)) [a, b] = [b, a];
      return `${a} ${p.aspect} ${b}`;
    }
  }
}

const CACHE_MS = 5 * 60_000;

/** The graph first (admins' edits count), the seed when the graph has nothing or fails. */
export function graphKnowledge(graph: KnowledgeGraph, fallback: ReaderKnowledge = seedKnowledge()): ReaderKnowledge {
  const cache = new Map<string, { at: number; value: Promise<Meaning | null> }>();
  const cached = (key: string, load: () => Promise<Meaning | null>) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load().catch(() => null);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
  return {
    interpretation(p) {
      return cached(`i:${seedKey(p)}`, async () => {
        try {
          const r = await graph.getInterpretation(p);
          const m = r ? meaningFrom(r.node.properties, 'graph') : null;
          if (m) return m;
        } catch {
          // the graph is down: read the seed
        }
        return fallback.interpretation(p);
      });
    },
    entity(label, key) {
      return cached(`e:${label}:${key}`, async () => {
        try {
          const d =
            label === 'Planet'
              ? await graph.getPlanet(String(key))
              : label === 'Sign'
                ? await graph.getSign(String(key))
                : label === 'House'
                  ? await graph.getHouse(Number(key))
                  : await graph.getAspect(String(key));
          const m = d ? meaningFrom(d.node.properties, 'graph') : null;
          if (m) return m;
        } catch {
          // fall through
        }
        return fallback.entity(label, key);
      });
    },
    // Not cached while missing: a document uploaded a minute ago is read at once.
    async technique(name) {
      const key = `t:${name.toLowerCase()}`;
      const found = await cached(key, async () => {
        const { hits } = await graph.search(name);
        const node = hits.find(
          (h) =>
            h.node.label === 'Concept' &&
            h.node.properties.type === 'Technique' &&
            String(h.node.properties.name).toLowerCase() === name.toLowerCase(),
        )?.node;
        return node ? meaningFrom(node.properties, 'graph') : null;
      });
      if (!found) cache.delete(key);
      return found;
    },
  };
}
