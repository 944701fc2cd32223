// Following a reply while it is written, from any instance: a second tab, or a reader whose request landed on another
// instance than the one writing. The writer keeps the text so far in memory; a follower asks for it over the cluster
// events ('reply.follow'), and the writer answers with the text so far and then relays each token ('reply.relay')
// until the reply is stored. Nothing here is the record: the stored message is, and a follower ends with it.
import type { ClusterEvents, ClusterTopics } from '../db/cluster-events.ts';

/**
 * Text per relay event, so a long catch-up stays under PostgreSQL's 8000-byte NOTIFY limit: at worst a character is
 * six bytes of JSON (a control character's \u escape).
 */
const RELAY_CHUNK_CHARS = 1_000;
/**
 * A follower that hears from no writer in this long reads the database instead: the reply was stored already, or
 * nobody is writing one (the writer's instance stopped). It is a pause the person barely sees, not a test's clock.
 */
export const NO_WRITER_MS = 1_500;
/** A writer silent this long has stopped (a model's own pauses end at its idle timeout, 10 s by default). */
const WRITER_SILENT_MS = 45_000;

interface Writing {
  messageId: string;
  /** Tokens so far, joined; `count` of them. */
  text: string;
  count: number;
  /** Someone follows: every token is relayed from now on. */
  relayed: boolean;
}

/** What a follower receives, in order. */
export type LiveEvent =
  | { type: 'start'; messageId: string }
  | { type: 'token'; text: string }
  /** The reply is stored (as complete, incomplete or error): read it by id. */
  | { type: 'stored'; messageId: string }
  /** No writer answered: nothing is being written for this conversation right now. */
  | { type: 'none' };

export class LiveReplies {
  private readonly writing = new Map<string, Writing>();

  constructor(private readonly events: ClusterEvents) {
    events.subscribe('reply.follow', ({ conversationId }) => this.catchUp(conversationId));
  }

  /** A reply starts being written here; returns what the writer reports as it goes. */
  begin(conversationId: string, messageId: string) {
    const entry: Writing = { messageId, text: '', count: 0, relayed: false };
    this.writing.set(conversationId, entry);
    const relay = (data: Omit<ClusterTopics['reply.relay'], 'conversationId' | 'messageId'>) =>
      this.events.publish('reply.relay', { conversationId, messageId, ...data });
    return {
      token: (text: string) => {
        entry.text += text;
        entry.count++;
        if (entry.relayed) relay({ seq: entry.count, text });
      },
      /** The reply is stored (or failed and its error stored): followers read it. */
      stored: () => {
        if (this.writing.get(conversationId) === entry) this.writing.delete(conversationId);
        if (entry.relayed) relay({ seq: entry.count + 1, text: '', done: true });
      },
    };
  }

  /** A follower somewhere asked: send the text so far (in chunks), then relay every token. */
  private catchUp(conversationId: string): void {
    const entry = this.writing.get(conversationId);
    if (!entry) return;
    entry.relayed = true;
    const { messageId, text, count } = entry;
    const chunks = text.match(new RegExp(`[\\s\\S]{1,${RELAY_CHUNK_CHARS}}`, 'g')) ?? [''];
    for (const [part, chunk] of chunks.entries()) {
      this.events.publish('reply.relay', {
        conversationId,
        messageId,
        seq: count,
        text: chunk,
        catchUp: { part, parts: chunks.length },
      });
    }
  }

  /**
   * Follows the reply being written for this conversation, wherever it is written. Yields `start`, the text so far
   * and each token as `token`s, then `stored`; or `none` when no writer answers, or the writer falls silent (its
   * instance stopped), so the caller reads the database instead.
   */
  async *follow(conversationId: string, signal: AbortSignal): AsyncGenerator<LiveEvent> {
    const inbox: ClusterTopics['reply.relay'][] = [];
    let wake: (() => void) | undefined;
    const off = this.events.subscribe('reply.relay', (data) => {
      if (data.conversationId !== conversationId) return;
      inbox.push(data);
      wake?.();
    });
    const onAbort = () => wake?.();
    signal.addEventListener('abort', onAbort);
    const follower = new RelayFollower();
    try {
      this.events.publish('reply.follow', { conversationId });
      while (!signal.aborted && !follower.finished) {
        const next = inbox.shift();
        if (next) {
          yield* follower.take(next);
          continue;
        }
        const heard = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), follower.started ? WRITER_SILENT_MS : NO_WRITER_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = undefined;
        if (!heard) {
          yield { type: 'none' };
          return;
        }
      }
    } finally {
      off();
      signal.removeEventListener('abort', onAbort);
    }
  }
}

/**
 * Puts relayed parts back in order for one follower: the catch-up (the text so far, in parts) first, then tokens
 * numbered after it. Events of one writer arrive in order; another follower's catch-up may arrive in the middle, and
 * is skipped but for any text this follower has not seen.
 */
export class RelayFollower {
  started = false;
  finished = false;
  /** Tokens seen (the writer's count). */
  private seq = 0;
  private catchUpText = '';
  private catchUpParts = 0;

  *take(data: ClusterTopics['reply.relay']): Generator<LiveEvent> {
    if (this.finished) return;
    if (data.catchUp) {
      if (this.started && data.seq <= this.seq) return;
      // A catch-up ahead of us (ours, or another follower's that we reached before our own).
      if (data.catchUp.part === 0) {
        this.catchUpText = '';
        this.catchUpParts = 0;
      }
      this.catchUpText += data.text;
      this.catchUpParts++;
      if (this.catchUpParts < data.catchUp.parts) return;
      if (!this.started) {
        this.started = true;
        yield { type: 'start', messageId: data.messageId };
      }
      const seen = this.sentText.length;
      const unseen = this.catchUpText.slice(seen);
      this.sentText = this.catchUpText;
      this.seq = data.seq;
      if (unseen) yield { type: 'token', text: unseen };
      return;
    }
    if (!this.started || data.seq <= this.seq) return;
    this.seq = data.seq;
    if (data.done) {
      this.finished = true;
      yield { type: 'stored', messageId: data.messageId };
      return;
    }
    this.sentText += data.text;
    yield { type: 'token', text: data.text };
  }

  private sentText = '';
}
