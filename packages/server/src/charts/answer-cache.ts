/**
 * Serialised answers kept by request, least recently used first out, bounded by their total size. The chart
 * API's answers depend only on the request body (the engine and the time-zone data are fixed for the life of the
 * process), so a repeated request can have the bytes it had before.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

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
