/**
 * Typo-tolerant lookup of place names in memory: trigram similarity as pg_trgm computes it
 * (|common trigrams| / |all trigrams of both|), over the gazetteer's main names. Built from the
 * place index once it is loaded; answers in about a millisecond.
 */
export interface FuzzyHit {
  placeId: number;
  /** The spelling that matched (the place's most similar one). */
  name: string;
  population: number;
}

/** A strict similarity first (few false friends), a looser one only when that finds nothing. */
const THRESHOLDS = [0.5, 0.3];

/** pg_trgm's trigrams of a normalized name: each word padded with two spaces before and one after. */
export function trigramsOf(name: string): string[] {
  const set = new Set<string>();
  for (const word of name.split(' ')) {
    if (!word) continue;
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return [...set];
}

export class FuzzyNameIndex {
  private readonly postings = new Map<string, Int32Array>();
  private readonly trigramCount: Uint8Array;
  private readonly counts: Uint8Array;

  private constructor(
    private readonly placeIds: Int32Array,
    private readonly population: Float64Array,
    private readonly names: string[],
    trigramLists: string[][],
  ) {
    const n = placeIds.length;
    this.trigramCount = new Uint8Array(n);
    this.counts = new Uint8Array(n);
    const lists = new Map<string, number[]>();
    trigramLists.forEach((trigrams, i) => {
      this.trigramCount[i] = Math.min(255, trigrams.length);
      for (const t of trigrams) {
        const list = lists.get(t);
        if (list) list.push(i);
        else lists.set(t, [i]);
      }
    });
    for (const [t, list] of lists) this.postings.set(t, Int32Array.from(list));
  }

  static build(entries: { placeId: number; name: string; population: number }[]): FuzzyNameIndex {
    return new FuzzyNameIndex(
      Int32Array.from(entries.map((e) => e.placeId)),
      Float64Array.from(entries.map((e) => e.population)),
      entries.map((e) => e.name),
      entries.map((e) => trigramsOf(e.name)),
    );
  }

  get size(): number {
    return this.placeIds.length;
  }

  /** Similar names, best first (then by population), one hit per place: see THRESHOLDS. */
  search(query: string, limit: number): FuzzyHit[] {
    for (const threshold of THRESHOLDS) {
      const hits = this.searchAbove(query, threshold, limit);
      if (hits.length) return hits;
    }
    return [];
  }

  /** Names at least `threshold` similar to the query, best first (then by population), one hit per place. */
  private searchAbove(query: string, threshold: number, limit: number): FuzzyHit[] {
    const q = trigramsOf(query);
    if (!q.length) return [];
    const touched: number[] = [];
    for (const t of q) {
      const list = this.postings.get(t);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const i = list[k]!;
        if (this.counts[i] === 0) touched.push(i);
        this.counts[i] = this.counts[i]! + 1;
      }
    }
    const best = new Map<number, { similarity: number; i: number }>();
    for (const i of touched) {
      const common = this.counts[i]!;
      this.counts[i] = 0;
      const similarity = common / (q.length + this.trigramCount[i]! - common);
      if (similarity < threshold) continue;
      const id = this.placeIds[i]!;
      const prev = best.get(id);
      if (!prev || prev.similarity < similarity) best.set(id, { similarity, i });
    }
    return [...best.entries()]
      .sort(
        (a, b) =>
          b[1].similarity - a[1].similarity || this.population[b[1].i]! - this.population[a[1].i]! || a[0] - b[0],
      )
      .slice(0, limit)
      .map(([placeId, h]) => ({ placeId, name: this.names[h.i]!, population: this.population[h.i]! }));
  }
}
