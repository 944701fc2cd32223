// Benchmark: place search over the whole bundled gazetteer, in memory (budget: p95 <= 10 ms per query).
// Run: node --expose-gc --import tsx bench/places-search.ts [--passes N] [--typo-seed N]
//   Opens the full gazetteer's index (the prebuilt packages/server/dist/gazetteer/places-full.idx
//   when `npm run build` made it, else built in memory from the bundled file), timed, with the
//   memory it adds; builds the typo index (timed); then runs a seeded, realistic query mix through
//   the same code as GET /api/places and prints a Markdown table, then how often the right place
//   comes first for the typo set of bench/places-typos.ts. No database is involved.
//   bench/results/places-search.md keeps recorded runs.
import { cpus, loadavg } from 'node:os';
import { seededRandom } from '@stellara/astro/testing/seeded-random';
import type { PlaceResult } from '@stellara/server/bench';
import {
  FuzzyNameIndex,
  loadPlaceIndex,
  normalizePlaceName,
  parsePlaceQuery,
  readGazetteer,
  searchPlaces,
} from '@stellara/server/bench';
import { issueTypoExamples, TYPO_KINDS, type TypoQuery, typoQueries } from './places-typos.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const passes = Number(arg('--passes') ?? 3);

type Kind = 'name' | 'ascii' | 'city, region' | 'city, country' | 'typo' | 'alternate' | 'issue examples' | 'typo set';

/** A seeded query mix like a birth form's: mostly whole names, some narrowed, some misspelt. */
function queries(): { kind: Kind; q: string }[] {
  const g = readGazetteer('full');
  const rand = seededRandom(42);
  const places = g.places;
  const bigOnes = places.filter((p) => p.population >= 100_000);
  // Half uniformly over all places (mostly small towns), half over cities of 100,000+ people.
  const pick = () => {
    const from = rand() < 0.5 ? places : bigOnes;
    return from[Math.floor(rand() * from.length)]!;
  };
  const list: { kind: Kind; q: string }[] = [];
  for (let i = 0; i < 200; i++) list.push({ kind: 'name', q: pick().name });
  for (let i = 0; i < 40; i++) {
    const p = pick();
    list.push({ kind: 'ascii', q: p.name.normalize('NFKD').replace(/\p{M}/gu, '') });
  }
  for (let i = 0; i < 60; i++) {
    const p = pick();
    if (p.region) list.push({ kind: 'city, region', q: `${p.name}, ${p.region}` });
  }
  for (let i = 0; i < 60; i++) {
    const p = pick();
    list.push({ kind: 'city, country', q: `${p.name}, ${p.country}` });
  }
  for (let i = 0; i < 60; i++) {
    const p = pick();
    const n = p.name;
    if (n.length < 6) continue;
    const at = 1 + Math.floor(rand() * (n.length - 2));
    // Drop a letter or swap two neighbours.
    const q = rand() < 0.5 ? n.slice(0, at) + n.slice(at + 1) : n.slice(0, at) + n[at + 1] + n[at] + n.slice(at + 2);
    list.push({ kind: 'typo', q });
  }
  for (let i = 0; i < 40; i++) {
    const p = bigOnes[Math.floor(rand() * bigOnes.length)]!;
    const alt = p.searchNames[p.mainNames + Math.floor(rand() * Math.max(1, p.searchNames.length - p.mainNames))];
    if (alt) list.push({ kind: 'alternate', q: alt });
  }
  for (const q of ['Sao Paulo', 'São Paulo', 'Munich', 'München', 'Kyiv', 'Kiev', 'Liverpol', 'Springfield, Illinois'])
    list.push({ kind: 'issue examples', q });
  return list;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ---- Right place first (typo set of bench/places-typos.ts, and ordinary queries kept) ----

/** Whether a result is the gazetteer place (results carry no id: name, position and population tell). */
function isPlace(r: PlaceResult | undefined, id: number, byId: Map<number, { latitude: number; longitude: number }>) {
  const p = byId.get(id);
  return !!r && !!p && r.latitude === p.latitude && r.longitude === p.longitude;
}

async function reportRightPlaceFirst(
  search: (q: string) => Promise<PlaceResult[]>,
  typoSet: TypoQuery[],
  mix: { kind: Kind; q: string }[],
) {
  const g = readGazetteer('full');
  const byId = new Map(g.places.map((p) => [p.id, p]));
  const line = (label: string, right: number, total: number) =>
    console.log(`| ${label} | ${right} / ${total} | ${((100 * right) / total).toFixed(1)} % |`);
  console.log('| typo set: right place first | N / M | % |');
  console.log('| --- | ---: | ---: |');
  const wrong: string[] = [];
  const examples = issueTypoExamples(g);
  const right = new Map<string, number>();
  for (const t of [...typoSet, ...examples]) {
    const first = (await search(t.q))[0];
    if (isPlace(first, t.placeId, byId)) right.set(t.kind, (right.get(t.kind) ?? 0) + 1);
    else
      wrong.push(`${t.q} (${t.kind}, meant ${byId.get(t.placeId)?.displayName}) -> ${first?.displayName ?? 'nothing'}`);
  }
  const count = (kind: string) => typoSet.filter((t) => t.kind === kind).length;
  for (const kind of TYPO_KINDS) line(kind, right.get(kind) ?? 0, count(kind));
  const all = TYPO_KINDS.reduce((n, k) => n + (right.get(k) ?? 0), 0);
  line('**all**', all, typoSet.length);
  line(`issue examples (${examples.map((e) => e.q).join(', ')})`, right.get('issue examples') ?? 0, examples.length);
  console.log('');
  console.log(`right place first: ${all} / ${typoSet.length} (${((100 * all) / typoSet.length).toFixed(1)} %)`);
  console.log('');
  console.log('Wrong first result:');
  for (const w of wrong) console.log(`- ${w}`);
  console.log('');

  // Ordinary queries keep their results: a whole name typed brings a place of that name first
  // (in the region named, for "City, Region").
  let named = 0;
  let namedRight = 0;
  const notNamed: string[] = [];
  for (const { kind, q } of mix) {
    if (kind !== 'name' && kind !== 'ascii' && kind !== 'city, region' && kind !== 'city, country') continue;
    const [city, area] = q.split(/,\s*/);
    const first = (await search(q))[0];
    named++;
    const ok =
      !!first &&
      normalizePlaceName(first.city) === normalizePlaceName(city!) &&
      (kind !== 'city, region' || first.state === area) &&
      (kind !== 'city, country' || first.country === area);
    if (ok) namedRight++;
    else notNamed.push(`${q} (${kind}) -> ${first?.displayName ?? 'nothing'}`);
  }
  console.log(
    `whole names (name, ascii, city + region/country) with a place of that name first: ${namedRight} / ${named}`,
  );
  for (const w of notNamed) console.log(`- ${w}`);
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Heap and off-heap (typed arrays, buffers) in use after a full collection, and RSS. */
function memory() {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers, rss: m.rss };
}

async function main() {
  const loadavgAtStart = loadavg();
  const before = memory();
  const loadStart = performance.now();
  const { index, origin, reason } = loadPlaceIndex('full');
  const loadMs = performance.now() - loadStart;
  const afterIndex = memory();
  const fuzzyStart = performance.now();
  const fuzzy = FuzzyNameIndex.build(index.mainSpellings());
  const fuzzyMs = performance.now() - fuzzyStart;
  const afterFuzzy = memory();
  const search = async (q: string) => {
    const query = parsePlaceQuery(q);
    return query ? searchPlaces(index, query, fuzzy) : [];
  };

  // --typo-seed N draws another typo set (the default, 19, is the recorded one).
  const typoSeed = Number(arg('--typo-seed') ?? 19);
  const skipped = { bigCityName: 0, nearBiggerCity: 0 };
  const typoSet = typoQueries(readGazetteer('full'), 30, typoSeed, skipped);
  const mix = [...queries(), ...typoSet.map((t) => ({ kind: 'typo set' as const, q: t.q }))];
  for (const { q } of mix) await search(q); // warm-up pass
  const times = new Map<Kind | 'all', number[]>();
  // CPU time of this process per query: all the work of a search, and unlike wall time it does
  // not grow when other programs compete for the cores.
  const cpuTimes = new Map<Kind | 'all', number[]>();
  const empty = new Map<Kind, number>();
  for (let pass = 0; pass < passes; pass++) {
    for (const { kind, q } of mix) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const results = await search(q);
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      for (const key of [kind, 'all'] as const) {
        times.set(key, [...(times.get(key) ?? []), ms]);
        cpuTimes.set(key, [...(cpuTimes.get(key) ?? []), (c.user + c.system) / 1000]);
      }
      if (pass === 0 && results.length === 0) empty.set(kind, (empty.get(kind) ?? 0) + 1);
    }
  }
  const rows = [...times.entries()].map(([kind, list]) => {
    const s = [...list].sort((a, b) => a - b);
    const n = kind === 'all' ? mix.length : mix.filter((m) => m.kind === kind).length;
    const none = kind === 'all' ? [...empty.values()].reduce((a, b) => a + b, 0) : (empty.get(kind) ?? 0);
    const cs = [...(cpuTimes.get(kind) ?? [])].sort((a, b) => a - b);
    return `| ${kind} | ${n} | ${none} | ${pct(s, 50).toFixed(2)} | ${pct(s, 95).toFixed(2)} | ${pct(s, 99).toFixed(2)} | ${s.at(-1)!.toFixed(2)} | ${pct(cs, 50).toFixed(2)} | ${pct(cs, 95).toFixed(2)} |`;
  });
  const all = [...(times.get('all') ?? [])].sort((a, b) => a - b);
  const p95 = pct(all, 95);
  const cpuAll = [...(cpuTimes.get('all') ?? [])].sort((a, b) => a - b);
  console.log(`## Place search in memory, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log('');
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.versions.node}. ${passes} timed passes after a warm-up.`,
  );
  console.log('');
  console.log(`Load average at start: ${loadavgAtStart.map((l) => l.toFixed(1)).join(', ')}.`);
  console.log('');
  console.log(
    `- Place index (${index.placeCount} places): ${origin}${reason ? ` (${reason})` : ''}, open in ${loadMs.toFixed(0)} ms; ` +
      `${mb(index.byteLength)} block; added heap ${mb(afterIndex.heap - before.heap)}, ` +
      `buffers ${mb(afterIndex.buffers - before.buffers)}, RSS ${mb(afterIndex.rss - before.rss)}.`,
  );
  console.log(
    `- Typo index (${fuzzy.size} main spellings): built in ${fuzzyMs.toFixed(0)} ms; added heap ${mb(afterFuzzy.heap - afterIndex.heap)}, ` +
      `buffers ${mb(afterFuzzy.buffers - afterIndex.buffers)}, RSS ${mb(afterFuzzy.rss - afterIndex.rss)}.`,
  );
  console.log(
    `- Heap used with both: ${mb(afterFuzzy.heap)}; RSS ${mb(afterFuzzy.rss)}.${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
  );
  console.log('');
  console.log('| queries | count | no result | p50 ms | p95 ms | p99 ms | max ms | CPU p50 ms | CPU p95 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
  console.log('');
  console.log(`p95 over all queries: ${p95.toFixed(2)} ms wall (budget 10 ms): ${p95 <= 10 ? 'PASS' : 'FAIL'}`);
  console.log(`p95 CPU time per query: ${pct(cpuAll, 95).toFixed(2)} ms`);
  console.log('');
  console.log(
    `Typo set (bench/places-typos.ts, seed ${typoSeed}): ${typoSet.length} queries; skipped as ambiguous while drawing: ` +
      `${skipped.bigCityName} spelling another big city's name, ${skipped.nearBiggerCity} one edit from a bigger one.`,
  );
  console.log('');
  await reportRightPlaceFirst(search, typoSet, mix);
}

await main();
