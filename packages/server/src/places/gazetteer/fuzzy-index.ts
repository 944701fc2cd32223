/**
 * Typo-tolerant lookup of place names in memory: trigram similarity as pg_trgm computes it
 * (|common trigrams| / |all trigrams of both|), over the gazetteer's main names. The database's
 * trigram index gives the same answers; this copy answers in about a millisecond instead of ten,
 * which keeps misspelt queries inside the search budget. Built from the database after loading.
 */
export interface FuzzyHit {
  placeId: number;
  similarity: number;
}

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
      entries.map((e) => trigramsOf(e.name)),
    );
  }

  get size(): number {
    return this.placeIds.length;
  }

  /** Names at least `threshold` similar to the query, best first (then by population), one hit per place. */
  search(query: string, threshold: number, limit: number): FuzzyHit[] {
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
    const best = new Map<number, { similarity: number; population: number }>();
    for (const i of touched) {
      const common = this.counts[i]!;
      this.counts[i] = 0;
      const similarity = common / (q.length + this.trigramCount[i]! - common);
      if (similarity < threshold) continue;
      const id = this.placeIds[i]!;
      const prev = best.get(id);
      if (!prev || prev.similarity < similarity) best.set(id, { similarity, population: this.population[i]! });
    }
    return [...best.entries()]
      .sort((a, b) => b[1].similarity - a[1].similarity || b[1].population - a[1].population || a[0] - b[0])
      .slice(0, limit)
      .map(([placeId, h]) => ({ placeId, similarity: h.similarity }));
  }
}
