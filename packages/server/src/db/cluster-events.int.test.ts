import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { testDatabaseKind } from '../test-support/test-server.ts';
import { type ClusterTopics, LocalClusterEvents, PostgresClusterEvents } from './cluster-events.ts';

const { logger } = createLogger('error', { stdout: false });

/** Resolves with the next event of `topic` that `match` accepts. */
function next<T extends keyof ClusterTopics>(
  events: LocalClusterEvents,
  topic: T,
  match: (data: ClusterTopics[T]) => boolean = () => true,
): Promise<ClusterTopics[T]> {
  return new Promise((resolve) => {
    const off = events.subscribe(topic, (data) => {
      if (!match(data)) return;
      off();
      resolve(data);
    });
  });
}

describe('cluster events in one process', () => {
  it('reach every subscriber of the topic, and no other', () => {
    const events = new LocalClusterEvents();
    const jobs: string[] = [];
    const off = events.subscribe('reply.follow', ({ conversationId: id }) => jobs.push(id));
    events.subscribe('reply.follow', () => {
      throw new Error('a faulty subscriber');
    });
    events.subscribe('llm.active-model', () => jobs.push('model'));
    events.publish('reply.follow', { conversationId: 'a' });
    off();
    events.publish('reply.follow', { conversationId: 'b' });
    expect(jobs).toEqual(['a']);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('cluster events between instances on PostgreSQL', () => {
  let pool: pg.Pool;
  let a: PostgresClusterEvents;
  let b: PostgresClusterEvents;

  beforeAll(async () => {
    const url = inject('postgresAdminUrl');
    pool = new pg.Pool({ connectionString: url, max: 3 });
    a = new PostgresClusterEvents(url, pool, logger);
    b = new PostgresClusterEvents(url, pool, logger);
    await Promise.all([a.listening(), b.listening()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pool?.end();
  });

  it('deliver once here at once, and once on the other instance', async () => {
    const onA: string[] = [];
    a.subscribe('reply.follow', ({ conversationId: id }) => onA.push(id));
    const atB = next(b, 'reply.follow', ({ conversationId: id }) => id === 'first');
    a.publish('reply.follow', { conversationId: 'first' });
    expect(onA).toEqual(['first']);
    await atB;
    // A round trip from B proves A's own event came back to it (or not) before this one.
    const back = next(a, 'reply.follow', ({ conversationId: id }) => id === 'from-b');
    b.publish('reply.follow', { conversationId: 'from-b' });
    await back;
    expect(onA).toEqual(['first', 'from-b']);
  });

  it("keep one instance's events in the order sent", async () => {
    const seen: number[] = [];
    const off = b.subscribe('reply.relay', ({ seq }) => seen.push(seq));
    const last = next(b, 'reply.relay', ({ seq }) => seq === 99);
    for (let seq = 0; seq < 100; seq++) {
      a.publish('reply.relay', { conversationId: 'c', messageId: 'm', seq, text: `t${seq}` });
    }
    await last;
    off();
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('listen again after the connection is cut, and say that events may have been missed', async () => {
    const resynced = next(b, 'cluster.resync');
    const { rows } = await pool.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
      [`stellara-events ${b.instance}`],
    );
    expect(rows).toEqual([{ ended: true }]);
    await resynced;
    const atB = next(b, 'reply.follow', ({ conversationId: id }) => id === 'after');
    a.publish('reply.follow', { conversationId: 'after' });
    await atB;
  });
});
