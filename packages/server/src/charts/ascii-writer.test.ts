import { describe, expect, test } from 'vitest';
import { AsciiWriter } from './ascii-writer.ts';

describe('AsciiWriter', () => {
  test('writes short and long ASCII runs, numbers as JSON.stringify does, and UTF-8', () => {
    const w = new AsciiWriter();
    const long = 'x'.repeat(100);
    w.ascii('{"a":');
    w.number(0.1 + 0.2);
    w.ascii(',"b":[');
    for (const n of [-0, 1e21, 5e-7, -123.456, Number.NaN, Number.POSITIVE_INFINITY]) {
      w.number(n);
      w.ascii(',');
    }
    w.ascii(`"${long}"],"c":`);
    w.utf8(JSON.stringify('Zoë ♈︎ 😀'));
    w.ascii('}');
    const expected = `{"a":${JSON.stringify(0.1 + 0.2)},"b":[0,1e+21,5e-7,-123.456,null,null,"${long}"],"c":"Zoë ♈︎ 😀"}`;
    expect(w.bytes().toString('utf8')).toBe(expected);
    expect(JSON.parse(w.bytes().toString('utf8')).b).toEqual([0, 1e21, 5e-7, -123.456, null, null, long]);
  });

  test('grows past its first buffer without losing what it wrote, and starts afresh after reset', () => {
    const w = new AsciiWriter();
    const piece = 'abcdefghij'.repeat(7); // 70 characters: the native copy
    let expected = '';
    for (let i = 0; i < 2000; i++) {
      w.ascii(piece);
      w.ascii(`${i},`);
      expected += `${piece}${i},`;
    }
    w.utf8('é'.repeat(40_000));
    expected += 'é'.repeat(40_000);
    w.raw(Buffer.from('z'.repeat(200_000), 'latin1'));
    expected += 'z'.repeat(200_000);
    expect(w.bytes().toString('utf8')).toBe(expected);
    w.reset().ascii('{}');
    expect(w.bytes().toString('utf8')).toBe('{}');
  });

  test('hands out copies: a later answer does not change an earlier one', () => {
    const w = new AsciiWriter();
    w.ascii('first');
    const first = w.bytes();
    w.reset().ascii('again');
    expect(first.toString('latin1')).toBe('first');
  });

  test('repeats a part already written, across a growth of its buffer, after a truncation', () => {
    const w = new AsciiWriter();
    w.ascii('{"data":');
    const start = w.length;
    const inner = `{"a":"${'y'.repeat(20_000)}"}`;
    w.ascii(inner);
    const end = w.length;
    w.truncate(end - 1);
    w.ascii(',"again":');
    // The closing brace was given up to the truncation: the copy is of what comes before it.
    w.repeat(start, end - 1);
    w.ascii('}}}');
    const parsed = JSON.parse(w.bytes().toString('latin1'));
    expect(parsed.data.a).toHaveLength(20_000);
    expect(parsed.data.again).toEqual({ a: parsed.data.a });
    w.truncate(1_000_000);
    expect(w.length).toBe(end - 1 + ',"again":'.length + (end - 1 - start) + 3);
  });
});
