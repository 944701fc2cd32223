import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, test } from 'vitest';
import { hashPassword, SCRYPT, verifyPassword } from './auth.ts';

describe('password hashing (scrypt, memory-hard)', () => {
  test('parameters: N=2^14, r=16 -> 32 MiB of memory per hash', () => {
    expect(128 * SCRYPT.N * SCRYPT.r).toBe(32 * 2 ** 20);
  });

  test('our hashes verify with better-auth and the other way round', async () => {
    const ours = await hashPassword('Straße sécurité 1');
    expect(await betterAuthVerify({ hash: ours, password: 'Straße sécurité 1' })).toBe(true);
    const theirs = await betterAuthHash('another one');
    expect(await verifyPassword({ hash: theirs, password: 'another one' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'another two' })).toBe(false);
  });

  test('fresh salt per hash; malformed hashes do not verify', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword({ hash: 'nonsense', password: 'x' })).toBe(false);
  });
});
