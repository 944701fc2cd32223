/**
 * Typo candidates for place search, in memory: the main spellings of the gazetteer's places within
 * a few edits of the query. Trigram counting narrows the names down (the q-gram lemma: k edits
 * leave at least |trigrams of the query| - 4k of them in the other spelling, so no name within k
 * edits is missed), the edit distance then decides. Built once the gazetteer is loaded.
 */
export interface FuzzyCandidate {
  placeId: number;
  /** The normalized main spelling found. */
  name: string;
  population: number;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * adjacent letters each count as one edit ("lnodon" -> "london" is 1). Stops early and answers
 * `max + 1` once the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  // Three rows of the dynamic programme (two back for swaps, one back, current), in one reused buffer.
  if (rows.length < 3 * (m + 1)) rows = new Int32Array(3 * (m + 1) * 2);
  let twoBack = 0;
  let prev = m + 1;
  let cur = 2 * (m + 1);
  for (let j = 0; j <= m; j++) rows[prev + j] = j;
  for (let i = 1; i <= n; i++) {
    rows[cur] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(rows[prev + j]! + 1, rows[cur + j - 1]! + 1, rows[prev + j - 1]! + (ai === bj ? 0 : 1));
      if (j > 1 && aBefore === bj && ai === b.charCodeAt(j - 2) && ai !== bj)
        d = Math.min(d, rows[twoBack + j - 2]! + 1);
      rows[cur + j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Rows' minima never fall: a swap reaches back two rows, but the row before was at most one
    // below this one and the swap adds one. So once a whole row is above max, the result is too.
    if (rowMin > max) return max + 1;
    [twoBack, prev, cur] = [prev, cur, twoBack];
  }
  return rows[prev + m]!;
}

let rows = new Int32Array(96);

/** Longest query the bit-parallel distance handles (one bit per character in a 32-bit number). */
const BIT_PARALLEL_MAX = 31;

/**
 * A query prepared for many optimal string alignment distances: Hyyrö's bit-vector algorithm
 * (2003, Myers's with swaps), one pass over the other string, a few operations per character:
 * the verification of thousands of trigram candidates stays well under a millisecond.
 */
export class EditPattern {
  /** Where each character occurs in the text, one bit per position: ASCII in an array, the rest in a map. */
  private readonly ascii = new Int32Array(128);
  private readonly others = new Map<number, number>();
  private readonly last: number;

  constructor(readonly text: string) {
    for (let i = 0; i < text.length && i < BIT_PARALLEL_MAX; i++) {
      const code = text.charCodeAt(i);
      if (code < 128) this.ascii[code]! |= 1 << i;
      else this.others.set(code, (this.others.get(code) ?? 0) | (1 << i));
    }
    this.last = 1 << (text.length - 1);
  }

  distance(other: string, max = Number.POSITIVE_INFINITY): number {
    const m = this.text.length;
    if (m === 0 || m > BIT_PARALLEL_MAX) return editDistance(this.text, other, max);
    if (Math.abs(m - other.length) > max) return max + 1;
    let vp = -1;
    let vn = 0;
    let d0 = 0;
    let pmBefore = 0;
    let dist = m;
    for (let j = 0; j < other.length; j++) {
      const code = other.charCodeAt(j);
      const pm = code < 128 ? this.ascii[code]! : (this.others.get(code) ?? 0);
      const tr = (((~d0 & pm) << 1) & pmBefore) | 0;
      d0 = (((pm & vp) + vp) ^ vp) | pm | vn | tr;
      let hp = vn | ~(d0 | vp);
      let hn = d0 & vp;
      if (hp & this.last) dist++;
      else if (hn & this.last) dist--;
      hp = (hp << 1) | 1;
      hn <<= 1;
      vp = hn | ~(d0 | hp);
      vn = hp & d0;
      pmBefore = pm;
    }
    return dist > max ? max + 1 : dist;
  }
}

/**
 * Edits a typo may hold for a query of this many characters: none under four (three letters with
 * one wrong match hundreds of names), one up to nine, two from ten ("sprngfeild" for Springfield).
 * Two edits in a shorter name would keep so few trigrams in common that checking the candidates
 * costs milliseconds, for names the ranking would hardly ever put first.
 */
export function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length < 10 ? 1 : 2;
}

/** The distinct trigrams of a name padded with two marks on each side ("^^lyon$$"). */
export function trigramsOf(name: string): string[] {
  const padded = `^^${name}$$`;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return [...set];
}

/** Names indexed between two turns of the event loop when the index is built gradually. */
const NAMES_PER_STEP = 5_000;

export class FuzzyNameIndex {
  /** Scratch counters of common trigrams, one per entry, zeroed again after each search. */
  private readonly counts: Uint8Array;
  private readonly lengths: Uint16Array;

  /** Entries sorted by the length of their name, so every posting list is too. */
  private constructor(
    private readonly names: string[],
    private readonly placeIds: Int32Array,
    private readonly population: Float64Array,
    private readonly postings: Map<string, Int32Array>,
    private readonly gramCounts: Uint8Array,
  ) {
    this.counts = new Uint8Array(names.length);
    this.lengths = Uint16Array.from(names, (n) => Math.min(n.length, 65_535));
  }

  /** Indexes the main spellings (normalized) of the places. */
  static build(entries: { placeId: number; name: string; population: number }[]): FuzzyNameIndex {
    const steps = FuzzyNameIndex.steps(entries);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** The same index, built in steps with `pause()` between them, so a server keeps answering meanwhile. */
  static async buildGradually(
    entries: { placeId: number; name: string; population: number }[],
    pause: () => Promise<void>,
  ): Promise<FuzzyNameIndex> {
    const steps = FuzzyNameIndex.steps(entries);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  /**
   * Two passes over flat arrays: the trigrams of every name, then every trigram's posting list cut from one
   * Int32Array (a list per trigram of growing JS arrays took 0.6 s and ~120 MB more at its peak).
   */
  private static *steps(entries: { placeId: number; name: string; population: number }[]) {
    const sorted = [...entries].sort((a, b) => a.name.length - b.name.length);
    const gramIds = new Map<string, number>();
    const gramSizes: number[] = [];
    const nameGrams: number[] = [];
    const gramCounts = new Uint8Array(sorted.length);
    const gramsEnd = new Int32Array(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      const grams = trigramsOf(sorted[i]!.name);
      gramCounts[i] = Math.min(grams.length, 255);
      for (const t of grams) {
        let id = gramIds.get(t);
        if (id === undefined) {
          id = gramSizes.length;
          gramIds.set(t, id);
          gramSizes.push(0);
        }
        gramSizes[id]!++;
        nameGrams.push(id);
      }
      gramsEnd[i] = nameGrams.length;
      if (i % NAMES_PER_STEP === NAMES_PER_STEP - 1) yield;
    }
    const starts = new Int32Array(gramSizes.length + 1);
    for (let g = 0; g < gramSizes.length; g++) starts[g + 1] = starts[g]! + gramSizes[g]!;
    const next = starts.slice(0, -1);
    const all = new Int32Array(nameGrams.length);
    // Names in ascending order, so each posting list comes out sorted by name length.
    for (let i = 0, k = 0; i < sorted.length; i++) {
      for (; k < gramsEnd[i]!; k++) all[next[nameGrams[k]!]!++] = i;
    }
    const postings = new Map<string, Int32Array>();
    for (const [t, id] of gramIds) postings.set(t, all.subarray(starts[id]!, starts[id + 1]!));
    return new FuzzyNameIndex(
      sorted.map((e) => e.name),
      Int32Array.from(sorted, (e) => e.placeId),
      Float64Array.from(sorted, (e) => e.population),
      postings,
      gramCounts,
    );
  }

  get size(): number {
    return this.names.length;
  }

  /** The first position in a posting list whose entry's name is at least `length` long. */
  private firstOfLength(list: Int32Array, length: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lengths[list[mid]!]! < length) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Spellings one or more edits away from the (normalized) query, up to maxEditsFor its length:
   * fewest edits first, then most populous; one per place, at most `limit`.
   */
  search(query: string, limit: number): FuzzyCandidate[] {
    const k = maxEditsFor(query.length);
    if (k === 0 || limit <= 0) return [];
    const grams = trigramsOf(query);
    const needed = Math.max(1, grams.length - 4 * k);
    const pattern = new EditPattern(query);
    const touched: number[] = [];
    for (const t of grams) {
      const list = this.postings.get(t);
      if (!list) continue;
      // Only names whose length is within k of the query's can be k edits away.
      const end = this.firstOfLength(list, query.length + k + 1);
      for (let x = this.firstOfLength(list, query.length - k); x < end; x++) {
        const i = list[x]!;
        const c = this.counts[i]!;
        if (c === 0) touched.push(i);
        if (c < 255) this.counts[i] = c + 1;
      }
    }
    const best = new Map<number, { name: string; distance: number; population: number }>();
    for (const i of touched) {
      const common = this.counts[i]!;
      this.counts[i] = 0;
      // The lemma both ways: k edits also keep all but 4k of the name's own trigrams.
      if (common < needed || common < this.gramCounts[i]! - 4 * k) continue;
      const name = this.names[i]!;
      const distance = pattern.distance(name, k);
      if (distance === 0 || distance > k) continue;
      const id = this.placeIds[i]!;
      const prev = best.get(id);
      if (!prev || distance < prev.distance) best.set(id, { name, distance, population: this.population[i]! });
    }
    return [...best.entries()]
      .sort((a, b) => a[1].distance - b[1].distance || b[1].population - a[1].population || a[0] - b[0])
      .slice(0, limit)
      .map(([placeId, h]) => ({ placeId, name: h.name, population: h.population }));
  }
}
