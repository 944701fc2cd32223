import { API_KEY_PREFIX } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { bearerCredential, hashApiKey, looksLikeApiKey, newApiKey, visiblePrefix } from './api-key.ts';

describe('personal API keys', () => {
  it('makes a prefixed key from 32 random bytes, each one different', () => {
    const key = newApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key).toHaveLength(API_KEY_PREFIX.length + 43);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(newApiKey()).not.toBe(key);
    expect(newApiKey(() => Buffer.alloc(32, 0xff))).toBe(`stk_${'_'.repeat(42)}8`);
  });

  it('stores the SHA-256 of the key, never the key', () => {
    expect(hashApiKey('stk_abc')).toBe('a874ae49f4695b74c6c8c29ae56e3f3d518409ecdcf7b813d1b38affb39960d4');
    const key = newApiKey();
    const hash = hashApiKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key.slice(API_KEY_PREFIX.length, 20));
    expect(hashApiKey(key)).toBe(hash);
    expect(hashApiKey(`${key}x`)).not.toBe(hash);
  });

  it('shows only the first 12 characters', () => {
    expect(visiblePrefix('stk_ABCDEFGHijklmnop')).toBe('stk_ABCDEFGH');
  });

  it('reads Authorization: Bearer, any case of the scheme, and refuses other schemes', () => {
    expect(bearerCredential(undefined)).toEqual({ kind: 'none' });
    expect(bearerCredential('Bearer stk_x')).toEqual({ kind: 'bearer', key: 'stk_x' });
    expect(bearerCredential('bearer   stk_x ')).toEqual({ kind: 'bearer', key: 'stk_x' });
    expect(bearerCredential('Basic dXNlcjpwYXNz')).toEqual({ kind: 'malformed' });
    expect(bearerCredential('Bearer')).toEqual({ kind: 'malformed' });
    expect(bearerCredential('Bearer a b')).toEqual({ kind: 'malformed' });
    expect(bearerCredential(['Bearer a', 'Bearer b'])).toEqual({ kind: 'malformed' });
  });

  it('tells a key-shaped string from anything else', () => {
    expect(looksLikeApiKey(`stk_${'a'.repeat(43)}`)).toBe(true);
    expect(looksLikeApiKey(`stk_${'a'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey(`sk_${'a'.repeat(44)}`)).toBe(false);
    expect(looksLikeApiKey(`stk_${'a'.repeat(42)}!`)).toBe(false);
  });
});
