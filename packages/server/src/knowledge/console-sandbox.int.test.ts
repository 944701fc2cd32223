// The embedded console's sandbox when its first query meets it starting (a busy machine can take longer to start it
// than the query's whole time limit): the caller hears that it is still starting, and the sandbox that started is
// kept for the next query instead of being killed for time the start took.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { ConsoleSandbox } from './console-sandbox.ts';

const statement = (text: string, timeoutMs: number) => ({ text, params: [], isWrite: false, timeoutMs });
const SIGNS = "SELECT count(*)::int AS n FROM graph_nodes WHERE label = 'Sign'";
/** A read that keeps the sandbox busy in proportion to n. */
const countTo = (n: number) =>
  `WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM t WHERE n < ${n}) SELECT count(*) FROM t`;

describe.runIf(testDatabaseKind === 'pglite')('a query that meets the sandbox starting', () => {
  let server: RunningServer;
  let sandbox: ConsoleSandbox;

  beforeAll(async () => {
    server = await createTestServer();
    sandbox = new ConsoleSandbox(server.ctx.db);
  }, 180_000);

  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  test('is told to try again, and the next query uses the sandbox that started', async () => {
    // 1 ms: far less than any start, so the first answer cannot be the rows.
    await expect(sandbox.run(statement(SIGNS, 1))).rejects.toThrow(
      /still starting when the query's 1 ms ran out; try again/,
    );
    const started = sandbox.pid;
    expect(started).toBeDefined();
    const answer = await sandbox.run(statement(SIGNS, 60_000));
    expect(answer.rows).toMatchObject([{ n: 12 }]);
    expect(sandbox.pid).toBe(started);
  }, 180_000);

  test('a start that leaves the query too little of its limit does not cost the sandbox', async () => {
    // How long a start takes here, measured: a fresh sandbox with a quick query.
    const measuring = new ConsoleSandbox(server.ctx.db);
    const began = performance.now();
    await measuring.run(statement(SIGNS, 60_000));
    const startMs = performance.now() - began;
    // ...and how long counting takes in it, to make a query that runs for about 0.6 of a start.
    const counted = await measuring.run(statement(countTo(200_000), 60_000));
    const busyFor = countTo(Math.round((0.6 * 200_000 * startMs) / Math.max(counted.ms, 1)));
    await measuring.close();

    // A limit the start leaves part of, and a query longer than that part: it used to be killed, and its sandbox
    // with it, for time the start took.
    const fresh = new ConsoleSandbox(server.ctx.db);
    try {
      const limitMs = Math.round(startMs * 1.2);
      // Told to try again; or, if this start was much quicker than the measured one, the count itself.
      const first = await fresh.run(statement(busyFor, limitMs)).then(
        (outcome) => `rows: ${outcome.rows.length}`,
        (error: Error) => error.message,
      );
      expect(first).toMatch(/^rows: 1$|still starting .* try again in a few seconds/);
      const started = fresh.pid;
      const answer = await fresh.run(statement(SIGNS, 60_000));
      expect(answer.rows).toMatchObject([{ n: 12 }]);
      expect(fresh.pid).toBe(started);
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
