// Events every instance of the app hears: a cache to drop, a job that moved, a reply being written. With one process
// (PGlite) they stay in memory; on PostgreSQL they travel by LISTEN/NOTIFY, so several instances behind a balancer
// act as one. An event is a hint to re-read the database, never the only copy of anything that must not be lost.
import { randomUUID } from 'node:crypto';
import type { DocumentJob } from '@stellara/contract';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

/** Each topic and the JSON its events carry. */
export interface ClusterTopics {
  /** An administrator activated another model: drop the cached active model. */
  'llm.active-model': Record<string, never>;
  /** An administrator trained a personality: drop the cached prompt sections. */
  'personalities.changed': Record<string, never>;
  /** A document job changed: the admins watching Document Upload on any instance see it. */
  'ingest.job': { job: DocumentJob };
  /** Someone wants to follow the reply being written for this conversation. */
  'reply.follow': { conversationId: string };
  /** Part of a reply being written, for followers on other instances (see conversation/live-replies.ts). */
  'reply.relay': {
    conversationId: string;
    messageId: string;
    /** Tokens written so far, this one included: a follower takes each number once, in order. */
    seq: number;
    text: string;
    /** The text so far, sent in parts to a new follower (it is then followed by tokens numbered after `seq`). */
    catchUp?: { part: number; parts: number };
    /** The reply is stored: followers read the final message from the database. */
    done?: boolean;
  };
  /**
   * Local only, never sent: this instance may have missed events (its listening connection was lost and is back),
   * so whatever it caches should be read again.
   */
  'cluster.resync': Record<string, never>;
}

export type ClusterTopic = keyof ClusterTopics;
type Handler<T extends ClusterTopic> = (data: ClusterTopics[T]) => void;

export interface ClusterEvents {
  /** 'local': one process; 'postgresql': every instance on the database. */
  readonly mode: 'local' | 'postgresql';
  /**
   * Delivers to the subscribers of this instance at once and, on PostgreSQL, to every other instance's. Resolves
   * once the event is sent (never rejects: a failure is logged), for a caller whose answer promises the change.
   */
  publish<T extends ClusterTopic>(topic: T, data: ClusterTopics[T]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T extends ClusterTopic>(topic: T, handler: Handler<T>): () => void;
  close(): Promise<void>;
}

/** One channel carries every topic; the payload names it. */
export const CLUSTER_CHANNEL = 'stellara_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7_900;

export class LocalClusterEvents implements ClusterEvents {
  readonly mode: 'local' | 'postgresql' = 'local';
  private readonly handlers = new Map<ClusterTopic, Set<(data: unknown) => void>>();

  publish<T extends ClusterTopic>(topic: T, data: ClusterTopics[T]): Promise<void> {
    this.deliver(topic, data);
    return Promise.resolve();
  }

  subscribe<T extends ClusterTopic>(topic: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(topic) ?? new Set();
    this.handlers.set(topic, set);
    const entry = handler as (data: unknown) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  protected deliver(topic: ClusterTopic, data: unknown): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(data as never);
      } catch {
        // One subscriber's fault must not keep the event from the others.
      }
    }
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

interface Envelope {
  from: string;
  topic: ClusterTopic;
  data: unknown;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (pooled connections come and go), reconnecting with a growing pause when the
 * database goes away; NOTIFY through the pool, one at a time, so this instance's events arrive in the order sent.
 * NOTIFY is a statement, not the pg_notify function (which the admin console's hardening revokes from PUBLIC).
 */
export class PostgresClusterEvents extends LocalClusterEvents {
  override readonly mode = 'postgresql' as const;
  /** Tells this instance's own events apart when they come back from the database. */
  readonly instance = randomUUID();
  private client: pg.Client | undefined;
  private sending: Promise<void> = Promise.resolve();
  private closed = false;
  /** The listening connection was lost at least once (its return is logged). */
  private lostOnce = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private listeningOnce: Promise<void>;
  private markListening!: () => void;

  constructor(
    private readonly url: string,
    private readonly pool: { query(text: string): Promise<unknown> },
    private readonly logger: Logger,
  ) {
    super();
    this.listeningOnce = new Promise((resolve) => {
      this.markListening = resolve;
    });
    void this.connect();
  }

  /** Resolves once the first LISTEN is in place (tests wait for it before publishing elsewhere). */
  listening(): Promise<void> {
    return this.listeningOnce;
  }

  override publish<T extends ClusterTopic>(topic: T, data: ClusterTopics[T]): Promise<void> {
    this.deliver(topic, data);
    const payload = JSON.stringify({ from: this.instance, topic, data } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
      this.logger.error({ topic, bytes: Buffer.byteLength(payload) }, 'cluster event too large to send; dropped');
      return Promise.resolve();
    }
    const statement = `NOTIFY ${CLUSTER_CHANNEL}, ${pg.escapeLiteral(payload)}`;
    this.sending = this.sending
      .then(() => this.pool.query(statement))
      .then(
        () => {},
        (error: unknown) => {
          // Other instances miss this one; when the database is back their caches resync (see 'cluster.resync').
          this.logger.warn({ topic, err: (error as Error).message }, 'cluster event not sent');
        },
      );
    return this.sending;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Named, so an operator (or a test) can find this instance's listening connection in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.url, application_name: `stellara-events ${this.instance}` });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.receive(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CLUSTER_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.logger.warn({ err: (error as Error).message }, 'cluster events: cannot listen yet; retrying');
      this.retryLater();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
    this.markListening();
    if (this.lostOnce) this.logger.info('cluster events: listening again');
    // Anything sent while nobody listened here is lost: caches read the database again.
    this.deliver('cluster.resync', {});
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.closed) return;
    this.lostOnce = true;
    this.logger.warn('cluster events: the listening connection was lost; reconnecting');
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  private receive(payload: string | undefined): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (envelope.from === this.instance || envelope.topic === 'cluster.resync') return;
    this.deliver(envelope.topic, envelope.data);
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.sending;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    await super.close();
  }
}
