// Database.exclusive: instances starting together on one PostgreSQL take turns; the work may use every pooled
// connection while the lock is held (it lives on a connection of its own).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { openDatabase } from './client.ts';

const KEY = 991_001;
let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`exclusive on ${testDatabaseKind}`, () => {
  test('runs the work and returns its result', async () => {
    expect(await server.ctx.db.exclusive(KEY, async () => 42)).toBe(42);
    await expect(
      server.ctx.db.exclusive(KEY, async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    // A failed work released the lock: the next one runs.
    expect(await server.ctx.db.exclusive(KEY, async () => 'again')).toBe('again');
  });

  test.runIf(testDatabaseKind === 'postgres')(
    'a second process waits until the first is done; the work may use the whole pool',
    async () => {
      // Another "instance": its own pool of one connection on the same database.
      const other = await openDatabase({ kind: 'postgresql', url: server.ctx.config.DATABASE_URL!, poolMax: 1 });
      try {
        const order: string[] = [];
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const first = other.exclusive(KEY, async () => {
          order.push('first in');
          // The pool's only connection is free for the work: the lock is not on it.
          await other.sql.query('SELECT 1');
          await held;
          order.push('first out');
        });
        await waitFor(async () => order.includes('first in'));
        const second = server.ctx.db.exclusive(KEY, async () => {
          order.push('second in');
        });
        // The readiness signal: PostgreSQL shows the second one waiting for the advisory lock.
        await waitFor(async () => {
          const { rows } = await server.ctx.db.sql.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
            [KEY],
          );
          return rows[0]!.n === 1;
        });
        expect(order).toEqual(['first in']);
        release();
        await Promise.all([first, second]);
        expect(order).toEqual(['first in', 'first out', 'second in']);
      } finally {
        await other.close();
      }
    },
  );
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('not within 10 s');
}
