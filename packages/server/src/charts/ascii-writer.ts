// JSON text written straight into bytes: one buffer, reused for every answer on this thread and grown when an
// answer needs more, copied out once at the end. For answers made mostly of fixed keys and numbers this is far
// cheaper than building the text from strings (hundreds of pieces joined, then flattened and encoded) and leaves
// almost nothing behind for the garbage collector. Fixed parts are best kept as bytes (raw): copying a string's
// characters one by one costs a few nanoseconds each, copying bytes a few for the whole run.
export class AsciiWriter {
  private buf = Buffer.allocUnsafe(32 * 1024);
  private at = 0;

  /** Starts a new text. */
  reset(): this {
    this.at = 0;
    return this;
  }

  /** Text every character of which is ASCII, as is: callers escape what JSON needs escaped. */
  ascii(s: string): void {
    const n = s.length;
    if (this.at + n > this.buf.length) this.grow(n);
    // Long runs through the native copy; short ones (most keys and numbers) cost less than its call.
    if (n > 64) {
      this.at += this.buf.write(s, this.at, n, 'latin1');
      return;
    }
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < n; i++) buf[at++] = s.charCodeAt(i);
    this.at = at;
  }

  /** Bytes made beforehand (fixed parts of the text): one copy, far cheaper than writing their text. */
  raw(bytes: Uint8Array): void {
    if (this.at + bytes.length > this.buf.length) this.grow(bytes.length);
    this.buf.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** A number as JSON.stringify writes it (Infinity and NaN have no JSON form: null). */
  number(n: number): void {
    this.ascii(Number.isFinite(n) ? `${n}` : 'null');
  }

  /** Any text, as UTF-8. */
  utf8(s: string): void {
    const n = Buffer.byteLength(s, 'utf8');
    if (this.at + n > this.buf.length) this.grow(n);
    this.at += this.buf.write(s, this.at, n, 'utf8');
  }

  /** Bytes written since reset(). */
  get length(): number {
    return this.at;
  }

  /** Forgets what was written after the first `length` bytes. */
  truncate(length: number): void {
    this.at = Math.min(this.at, length);
  }

  /** Writes again the bytes already written from `start` to `end` (a part of the text repeated). */
  repeat(start: number, end: number): void {
    const n = end - start;
    if (this.at + n > this.buf.length) this.grow(n);
    this.buf.copy(this.buf, this.at, start, end);
    this.at += n;
  }

  /** A copy of what was written since reset(). */
  bytes(): Buffer {
    const copy = Buffer.allocUnsafeSlow(this.at);
    this.buf.copy(copy, 0, 0, this.at);
    return copy;
  }

  private grow(needed: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + needed));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }
}
