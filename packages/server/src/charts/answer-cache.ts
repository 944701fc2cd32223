/**
 * Serialised answers kept by request, least recently used first out, bounded by their total size. The chart
 * API's answers depend only on the request body (the engine and the time-zone data are fixed for the life of the
 * process), so a repeated request can have the bytes it had before.
 *
 * A first request costs nothing: its answer is not copied, only its key's hash noted in a small fixed table;
 * the answer is kept when the same key comes again (a client re-rendering a chart sends the same body twice and
 * more). A request for a new birth moment every time, the common case, then allocates nothing here.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  /** Hashes of keys answered once, by slot (a newer key takes an older one's slot: "seen once" is forgetful). */
  private readonly seen = new Int32Array(SEEN_SLOTS);

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    const answer = this.entries.get(key);
    if (answer) {
      // Most recently used goes to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, answer);
    }
    return answer;
  }

  /**
   * The answer to a request the cache did not have: kept (and returned as the bytes to send) when its key was
   * answered before, else only remembered as seen (undefined: send the answer as it is).
   */
  offer(key: string, answer: string | Buffer): Buffer | undefined {
    const hash = hashOf(key);
    const slot = hash & (SEEN_SLOTS - 1);
    if (this.seen[slot] !== hash) {
      this.seen[slot] = hash;
      return undefined;
    }
    // An answer already in bytes is kept as it is: nothing else holds on to it.
    const bytes = typeof answer === 'string' ? Buffer.from(answer) : answer;
    this.set(key, bytes);
    return bytes;
  }

  set(key: string, answer: Buffer): void {
    const cost = answer.length + key.length;
    if (cost > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.length + key.length;
    }
    this.entries.set(key, answer);
    this.bytes += cost;
    for (const [oldKey, oldAnswer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldAnswer.length + oldKey.length;
    }
  }
}

/** Slots of the seen-once table (a power of two): 64 KB, more than the cache holds answers at its default size. */
const SEEN_SLOTS = 1 << 14;

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}
