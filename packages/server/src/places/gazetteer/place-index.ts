import type { PlaceResult } from '../geocoder.ts';
import { displayNameOf, type Gazetteer, type GazetteerSubset } from './bundle.ts';

/**
 * The gazetteer as one compact binary block, searched in place: typed arrays over a single
 * buffer, strings decoded only for the places a search returns. Layout:
 *
 *   "STLPLIDX", u32 length of the JSON header, the JSON header (format, source, subset, counts,
 *   sections: name -> [byte offset, byte length]), then each section 8-byte aligned.
 *
 * Places are sorted by GeoNames id. Every distinct normalized spelling is stored once, in
 * UTF-16 code-unit order (JavaScript's string order: the search compares decoded strings), and
 * points to its places, most populous first: exact and prefix lookups are binary searches.
 *
 * Bump PLACE_INDEX_FORMAT whenever the layout or what goes into it changes (normalizePlaceName
 * included): a prebuilt file of another format is ignored and rebuilt in memory.
 */
export const PLACE_INDEX_FORMAT = 3;

const MAGIC = 'STLPLIDX';
/** The main-name flag of an entry, above the place index (there are far fewer than 2^31 places). */
const MAIN_FLAG = 0x8000_0000;

export interface PlaceIndexHeader {
  format: number;
  /** What the index was built from: the bundled file's hash and the time-zone data version. */
  source: string;
  subset: GazetteerSubset;
  places: number;
  areas: number;
  spellings: number;
  entries: number;
  sections: Record<string, [offset: number, byteLength: number]>;
}

type Typed = Int32Array | Uint32Array | Float64Array | Uint8Array;

/** Strings stored once each, referred to by number. */
class TextTable {
  private readonly ids = new Map<string, number>();
  readonly list: string[] = [];
  add(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(text, id);
      this.list.push(text);
    }
    return id;
  }
}

/** UTF-8 bytes of the strings one after the other, and where each starts (one extra end offset). */
function encodeStrings(list: string[]): { bytes: Uint8Array; offsets: Uint32Array } {
  const offsets = new Uint32Array(list.length + 1);
  let at = 0;
  list.forEach((s, i) => {
    offsets[i] = at;
    at += Buffer.byteLength(s);
  });
  offsets[list.length] = at;
  return { bytes: Buffer.from(list.join('')), offsets };
}

/** Serializes a parsed gazetteer. Deterministic: the same input gives the same bytes. */
export function buildPlaceIndex(gazetteer: Gazetteer, source: string, subset: GazetteerSubset): Buffer {
  const places = [...gazetteer.places].sort((a, b) => a.id - b.id);
  const n = places.length;
  const text = new TextTable();
  const areaIndex = new Map(gazetteer.areas.map((a, i) => [a.key, i]));

  const placeId = new Int32Array(n);
  const latitude = new Float64Array(n);
  const longitude = new Float64Array(n);
  const population = new Uint32Array(n);
  const placeName = new Uint32Array(n);
  const placeRegion = new Uint32Array(n);
  const placeCounty = new Uint32Array(n);
  const placeCountry = new Uint32Array(n);
  const placeCountryCode = new Uint32Array(n);
  const placeTimezone = new Uint32Array(n);
  const regionArea = new Int32Array(n);
  const countyArea = new Int32Array(n);
  const countryArea = new Int32Array(n);
  const groups = new Map<string, number[]>();
  places.forEach((p, i) => {
    placeId[i] = p.id;
    latitude[i] = p.latitude;
    longitude[i] = p.longitude;
    population[i] = p.population;
    placeName[i] = text.add(p.name);
    placeRegion[i] = text.add(p.region);
    placeCounty[i] = text.add(p.county);
    placeCountry[i] = text.add(p.country);
    placeCountryCode[i] = text.add(p.countryCode);
    placeTimezone[i] = text.add(p.timezone);
    regionArea[i] = areaIndex.get(p.areaKey) ?? -1;
    countyArea[i] = p.countyKey ? (areaIndex.get(p.countyKey) ?? -1) : -1;
    countryArea[i] = areaIndex.get(p.countryCode) ?? -1;
    p.searchNames.forEach((name, k) => {
      const entry = k < p.mainNames ? i + MAIN_FLAG : i;
      const group = groups.get(name);
      if (group) group.push(entry);
      else groups.set(name, [entry]);
    });
  });

  // An area is only ever looked up by the names a query may give it; places point to theirs by position.
  const areaNames = new Uint32Array(gazetteer.areas.length);
  gazetteer.areas.forEach((a, i) => {
    areaNames[i] = text.add(a.names.join('|'));
  });

  // Default sort: UTF-16 code units, the order of JavaScript's string comparison.
  const spellings = [...groups.keys()].sort();
  const entryStart = new Uint32Array(spellings.length + 1);
  const entries = new Uint32Array(gazetteer.nameCount);
  let e = 0;
  spellings.forEach((s, k) => {
    entryStart[k] = e;
    const group = groups.get(s)!;
    // Most populous first, then by id (place order is id order).
    group.sort(
      (a, b) => population[b & ~MAIN_FLAG]! - population[a & ~MAIN_FLAG]! || (a & ~MAIN_FLAG) - (b & ~MAIN_FLAG),
    );
    for (const entry of group) entries[e++] = entry;
  });
  entryStart[spellings.length] = e;
  if (e !== entries.length) throw new Error(`place index: ${e} spellings stored, ${entries.length} expected`);

  const textTable = encodeStrings(text.list);
  const spellingTable = encodeStrings(spellings);
  const sections: [string, Typed][] = [
    ['placeId', placeId],
    ['latitude', latitude],
    ['longitude', longitude],
    ['population', population],
    ['placeName', placeName],
    ['placeRegion', placeRegion],
    ['placeCounty', placeCounty],
    ['placeCountry', placeCountry],
    ['placeCountryCode', placeCountryCode],
    ['placeTimezone', placeTimezone],
    ['regionArea', regionArea],
    ['countyArea', countyArea],
    ['countryArea', countryArea],
    ['areaNames', areaNames],
    ['textOffsets', textTable.offsets],
    ['textBytes', textTable.bytes],
    ['spellingOffsets', spellingTable.offsets],
    ['spellingBytes', spellingTable.bytes],
    ['entryStart', entryStart],
    ['entries', entries],
  ];
  const align = (x: number) => Math.ceil(x / 8) * 8;
  const layout: PlaceIndexHeader['sections'] = {};
  // The header's length depends on the offsets it lists: lay out with a generous header size first.
  const header = (start: number): PlaceIndexHeader => {
    let at = start;
    for (const [name, array] of sections) {
      layout[name] = [at, array.byteLength];
      at = align(at + array.byteLength);
    }
    return {
      format: PLACE_INDEX_FORMAT,
      source,
      subset,
      places: n,
      areas: gazetteer.areas.length,
      spellings: spellings.length,
      entries: entries.length,
      sections: layout,
    };
  };
  let start = 4096;
  let json = JSON.stringify(header(start));
  const prefix = MAGIC.length + 4;
  if (align(prefix + Buffer.byteLength(json)) > start) {
    start = align(prefix + Buffer.byteLength(json) + 512);
    json = JSON.stringify(header(start));
  }
  const [lastOffset, lastLength] = Object.values(layout).at(-1)!;
  const out = Buffer.alloc(align(lastOffset + lastLength));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(Buffer.byteLength(json), MAGIC.length);
  out.write(json, prefix, 'utf8');
  for (const [name, array] of sections) {
    const [offset] = layout[name]!;
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
  }
  return out;
}

/** The header of a serialized index, or undefined when the bytes are not one. */
export function readPlaceIndexHeader(bytes: Buffer): PlaceIndexHeader | undefined {
  if (bytes.length < MAGIC.length + 4 || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  const length = bytes.readUInt32LE(MAGIC.length);
  try {
    return JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + length)) as PlaceIndexHeader;
  } catch {
    return undefined;
  }
}

/** One matched spelling: its place (by position in the index) and whether it is a main name. */
export interface SpellingHit {
  /** Position of the place in the index (not its GeoNames id: see placeIdAt). */
  place: number;
  /** The normalized spelling. */
  name: string;
  main: boolean;
}

/** A serialized index opened for searching. Cheap: views over the buffer, the small area list decoded. */
export class PlaceIndex {
  readonly header: PlaceIndexHeader;
  private readonly bytes: Buffer;
  private readonly placeId: Int32Array;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  private readonly population: Uint32Array;
  private readonly placeName: Uint32Array;
  private readonly placeRegion: Uint32Array;
  private readonly placeCounty: Uint32Array;
  private readonly placeCountry: Uint32Array;
  private readonly placeCountryCode: Uint32Array;
  private readonly placeTimezone: Uint32Array;
  private readonly regionArea: Int32Array;
  private readonly countyArea: Int32Array;
  private readonly countryArea: Int32Array;
  private readonly textOffsets: Uint32Array;
  private readonly textBytes: Buffer;
  private readonly spellingOffsets: Uint32Array;
  private readonly spellingBytes: Buffer;
  private readonly entryStart: Uint32Array;
  private readonly entries: Uint32Array;
  /** Normalized names of each area (country, region or county), for "City, Region" queries. */
  private readonly areaNameLists: string[][];

  private constructor(bytes: Buffer, header: PlaceIndexHeader) {
    this.header = header;
    // Typed-array views need their element alignment; a Buffer from readFileSync starts at 0.
    this.bytes = bytes.byteOffset % 8 === 0 ? bytes : Buffer.from(bytes);
    const view = <T>(
      name: string,
      make: (buffer: ArrayBufferLike, offset: number, length: number) => T,
      size: number,
    ) => {
      const section = header.sections[name];
      if (!section) throw new Error(`place index: no ${name} section`);
      const [offset, byteLength] = section;
      if (offset + byteLength > this.bytes.length) throw new Error(`place index: ${name} section cut short`);
      return make(this.bytes.buffer, this.bytes.byteOffset + offset, byteLength / size);
    };
    const i32 = (name: string) => view(name, (b, o, l) => new Int32Array(b, o, l), 4);
    const u32 = (name: string) => view(name, (b, o, l) => new Uint32Array(b, o, l), 4);
    const f64 = (name: string) => view(name, (b, o, l) => new Float64Array(b, o, l), 8);
    const buf = (name: string) => view(name, (b, o, l) => Buffer.from(b, o, l), 1);
    this.placeId = i32('placeId');
    this.latitude = f64('latitude');
    this.longitude = f64('longitude');
    this.population = u32('population');
    this.placeName = u32('placeName');
    this.placeRegion = u32('placeRegion');
    this.placeCounty = u32('placeCounty');
    this.placeCountry = u32('placeCountry');
    this.placeCountryCode = u32('placeCountryCode');
    this.placeTimezone = u32('placeTimezone');
    this.regionArea = i32('regionArea');
    this.countyArea = i32('countyArea');
    this.countryArea = i32('countryArea');
    this.textOffsets = u32('textOffsets');
    this.textBytes = buf('textBytes');
    this.spellingOffsets = u32('spellingOffsets');
    this.spellingBytes = buf('spellingBytes');
    this.entryStart = u32('entryStart');
    this.entries = u32('entries');
    const areaNames = u32('areaNames');
    this.areaNameLists = Array.from(areaNames, (t) => this.text(t).split('|'));
  }

  /** Opens serialized bytes (buildPlaceIndex); throws when they are not an index of this format. */
  static open(bytes: Buffer): PlaceIndex {
    const header = readPlaceIndexHeader(bytes);
    if (!header) throw new Error('not a place index');
    if (header.format !== PLACE_INDEX_FORMAT)
      throw new Error(`place index format ${header.format}, expected ${PLACE_INDEX_FORMAT}`);
    return new PlaceIndex(bytes, header);
  }

  get placeCount(): number {
    return this.header.places;
  }

  /** Bytes held (the whole block; everything else is views into it). */
  get byteLength(): number {
    return this.bytes.length;
  }

  private text(i: number): string {
    return this.textBytes.toString('utf8', this.textOffsets[i], this.textOffsets[i + 1]);
  }

  private spelling(s: number): string {
    return this.spellingBytes.toString('utf8', this.spellingOffsets[s], this.spellingOffsets[s + 1]);
  }

  /** The first spelling position whose spelling is not below `name`. */
  private lowerBound(name: string): number {
    let lo = 0;
    let hi = this.header.spellings;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.spelling(mid) < name) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** From `from` (a lower bound of `prefix`), the first spelling that does not start with it. */
  private prefixEnd(prefix: string, from: number): number {
    let lo = from;
    let hi = this.header.spellings;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.spelling(mid).startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The spelling position an entry belongs to. */
  private spellingOfEntry(e: number): number {
    let lo = 0;
    let hi = this.header.spellings;
    // Last s with entryStart[s] <= e.
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (this.entryStart[mid]! <= e) lo = mid;
      else hi = mid;
    }
    return lo;
  }

  private hit(e: number, name?: string): SpellingHit {
    const entry = this.entries[e]!;
    return {
      place: entry & ~MAIN_FLAG,
      name: name ?? this.spelling(this.spellingOfEntry(e)),
      main: (entry & MAIN_FLAG) !== 0,
    };
  }

  /** Whether entry a ranks before entry b: more people, then the lower id. */
  private better(a: number, b: number): boolean {
    const pa = this.entries[a]! & ~MAIN_FLAG;
    const pb = this.entries[b]! & ~MAIN_FLAG;
    return this.population[pa]! > this.population[pb]! || (this.population[pa] === this.population[pb] && pa < pb);
  }

  /**
   * Spellings equal to `name` (all of them first), then, with `prefix`, spellings starting with
   * it; at most `limit`, each part most populous first.
   */
  lookup(name: string, prefix: boolean, limit: number): SpellingHit[] {
    const lo = this.lowerBound(name);
    const exact = lo < this.header.spellings && this.spelling(lo) === name;
    const hits: SpellingHit[] = [];
    if (exact) {
      const end = Math.min(this.entryStart[lo + 1]!, this.entryStart[lo]! + limit);
      for (let e = this.entryStart[lo]!; e < end; e++) hits.push(this.hit(e, name));
    }
    if (!prefix || hits.length >= limit) return hits;
    const from = this.entryStart[exact ? lo + 1 : lo]!;
    const to = this.entryStart[this.prefixEnd(name, lo)]!;
    for (const e of this.topEntries(from, to, limit - hits.length)) hits.push(this.hit(e));
    return hits;
  }

  /** The `k` best entries of [from, to) (see better), best first: a bounded heap, worst on top. */
  private topEntries(from: number, to: number, k: number): number[] {
    const heap: number[] = [];
    const worse = (a: number, b: number) => this.better(b, a);
    const up = (i: number) => {
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    };
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    };
    for (let e = from; e < to; e++) {
      if (heap.length < k) {
        heap.push(e);
        up(heap.length - 1);
      } else if (k > 0 && this.better(e, heap[0]!)) {
        heap[0] = e;
        down(0);
      }
    }
    return heap.sort((a, b) => (this.better(a, b) ? -1 : this.better(b, a) ? 1 : 0));
  }

  /** Every main spelling (the name) with its place's GeoNames id and population: the typo index's input. */
  mainSpellings(): { placeId: number; name: string; population: number }[] {
    const out: { placeId: number; name: string; population: number }[] = [];
    for (let s = 0; s < this.header.spellings; s++) {
      let name: string | undefined;
      for (let e = this.entryStart[s]!; e < this.entryStart[s + 1]!; e++) {
        const entry = this.entries[e]!;
        if ((entry & MAIN_FLAG) === 0) continue;
        const place = entry & ~MAIN_FLAG;
        name ??= this.spelling(s);
        out.push({ placeId: this.placeId[place]!, name, population: this.population[place]! });
      }
    }
    return out;
  }

  placeIdAt(place: number): number {
    return this.placeId[place]!;
  }

  populationAt(place: number): number {
    return this.population[place]!;
  }

  /** The position of a GeoNames id, or -1. */
  positionOf(placeId: number): number {
    let lo = 0;
    let hi = this.header.places;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.placeId[mid]! < placeId) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.header.places && this.placeId[lo] === placeId ? lo : -1;
  }

  /**
   * For each qualifier ("illinois", "uk"), which areas it names: an area matches when one of its
   * normalized names starts with the qualifier. Pass the result to inAreas.
   */
  areasNamed(qualifiers: string[]): Uint8Array[] {
    return qualifiers.map((q) =>
      Uint8Array.from(this.areaNameLists, (names) => (names.some((n) => n.startsWith(q)) ? 1 : 0)),
    );
  }

  /** Whether the place (position) lies, for every qualifier, in a county, region or country it names. */
  inAreas(place: number, named: Uint8Array[]): boolean {
    const within = [this.countyArea[place]!, this.regionArea[place]!, this.countryArea[place]!];
    return named.every((areas) => within.some((area) => area >= 0 && areas[area] === 1));
  }

  /** The API's view of a place (position). */
  result(place: number): PlaceResult {
    const city = this.text(this.placeName[place]!);
    const state = this.text(this.placeRegion[place]!);
    const county = this.text(this.placeCounty[place]!);
    const country = this.text(this.placeCountry[place]!);
    return {
      displayName: displayNameOf(city, state, country),
      latitude: this.latitude[place]!,
      longitude: this.longitude[place]!,
      city,
      state,
      county,
      country,
      countryCode: this.text(this.placeCountryCode[place]!),
      timezone: this.text(this.placeTimezone[place]!),
      population: this.population[place]!,
    };
  }
}
