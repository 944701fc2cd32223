import { describe, expect, test } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const bytes = (n: number, fill = 'x') => Buffer.from(fill.repeat(n));

describe('AnswerCache', () => {
  test('gives back what was stored, by key', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', bytes(10, 'a'));
    expect(cache.get('a')?.toString()).toBe('a'.repeat(10));
    expect(cache.get('b')).toBeUndefined();
  });

  test('stays within its size, dropping the least recently used first', () => {
    const cache = new AnswerCache(100);
    cache.set('a', bytes(30));
    cache.set('b', bytes(30));
    cache.set('c', bytes(30));
    cache.get('a'); // a is now the most recently used
    cache.set('d', bytes(30));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  test('replacing a key does not count it twice', () => {
    const cache = new AnswerCache(100);
    for (let i = 0; i < 10; i++) cache.set('a', bytes(60));
    cache.set('b', bytes(30));
    expect(cache.size).toBe(2);
  });

  test('an answer larger than the whole cache is not kept; size 0 is off', () => {
    const cache = new AnswerCache(50);
    cache.set('big', bytes(60));
    expect(cache.get('big')).toBeUndefined();
    expect(new AnswerCache(0).enabled).toBe(false);
  });

  test('keeps an answer only when its key comes a second time', () => {
    const cache = new AnswerCache(1000);
    expect(cache.offer('a', 'first')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    // Other keys in between do not make the cache forget that 'a' was seen.
    for (let i = 0; i < 50; i++) expect(cache.offer(`other ${i}`, 'x')).toBeUndefined();
    const kept = cache.offer('a', 'second');
    expect(kept?.toString()).toBe('second');
    expect(cache.get('a')).toBe(kept);
  });

  test('the seen-once table stays bounded: a flood of new keys keeps next to nothing', () => {
    const cache = new AnswerCache(1_000_000);
    for (let i = 0; i < 100_000; i++) cache.offer(`new ${i}`, 'answer');
    expect(cache.size).toBeLessThan(100);
  });
});
