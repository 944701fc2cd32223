// The model call's deadlines, as pure arithmetic over what has happened so far (no timers, no I/O): the gateway
// asks for the next deadline after every step and arms one timer for it. Keeping this pure makes every stage of a
// hung gateway testable without waiting for anything.
//
// Streamed call (a chat reply):
//   connect     per attempt, from sending until the response headers;
//   first token from sending the first attempt (retries and their back-off included) until the first content, so a
//               gateway that answers slowly, retries or sends only keep-alives still fails within this bound;
//   idle        the longest silence between two chunks of the body (keep-alive comments count: they prove the
//               gateway is alive; the first-token bound still applies to them).
// Non-streamed call (analysis, extraction, training): one total cap, retries included. Some servers (Ollama) send
// the headers of a non-streamed answer only once it is written, so the connect bound would cut honest answers.

export interface ModelTimeouts {
  connectMs: number;
  firstTokenMs: number;
  idleMs: number;
  /** Total cap of a non-streamed call. */
  requestMs: number;
}

export type TimeoutStage = 'connect' | 'first-token' | 'idle' | 'request';

/**
 * The defaults: a gateway that hangs at any stage of a reply shows the person the error within 25 s of sending
 * (worstCaseHangMs), under the 30 s the issue allows.
 */
export const DEFAULT_MODEL_TIMEOUTS: ModelTimeouts = {
  connectMs: 10_000,
  firstTokenMs: 15_000,
  idleMs: 10_000,
  requestMs: 120_000,
};

/** What a call has seen so far; times in ms on one clock. */
export interface CallProgress {
  streamed: boolean;
  /** When the first attempt was sent. */
  startedAt: number;
  /** When the current attempt was sent; null between attempts (waiting to retry). */
  attemptAt: number | null;
  /** When the current attempt's headers arrived (null: still waiting). */
  headersAt: number | null;
  /** When the last chunk of the body arrived (null: none yet). */
  lastChunkAt: number | null;
  /** Whether content (a text delta) has arrived. */
  content: boolean;
}

export interface Deadline {
  at: number;
  stage: TimeoutStage;
}

const earliest = (...deadlines: Deadline[]): Deadline => deadlines.reduce((a, b) => (b.at < a.at ? b : a));

/** The next moment the call must have moved on by, and the stage that fails if it has not. */
export function nextDeadline(p: CallProgress, t: ModelTimeouts): Deadline {
  if (!p.streamed) return { at: p.startedAt + t.requestMs, stage: 'request' };
  // Waiting to retry: only the bound of the whole call.
  if (p.attemptAt === null) return { at: p.startedAt + t.firstTokenMs, stage: 'first-token' };
  if (p.headersAt === null) {
    return earliest(
      { at: p.attemptAt + t.connectMs, stage: 'connect' },
      { at: p.startedAt + t.firstTokenMs, stage: 'first-token' },
    );
  }
  const idle: Deadline = { at: (p.lastChunkAt ?? p.headersAt) + t.idleMs, stage: 'idle' };
  if (p.content) return idle;
  return earliest({ at: p.startedAt + t.firstTokenMs, stage: 'first-token' }, idle);
}

/**
 * The longest a person waits for the error when the gateway hangs, in the worst place: content arrives just before
 * the first-token bound, then nothing (connect and first token are both within the first-token bound).
 */
export function worstCaseHangMs(t: ModelTimeouts): number {
  return t.firstTokenMs + t.idleMs;
}

/** "10 s", or "300 ms" below a second. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`.replace('.0 s', ' s');
}

/** What the admin reads in the logs (and a trainer in its chat) when a stage timed out. */
export function timeoutMessage(stage: TimeoutStage, t: ModelTimeouts): string {
  switch (stage) {
    case 'connect':
      return `The model gateway did not answer within ${formatDuration(t.connectMs)} (connect timeout).`;
    case 'first-token':
      return `The model sent no reply within ${formatDuration(t.firstTokenMs)} (first token timeout).`;
    case 'idle':
      return `The model stopped sending for ${formatDuration(t.idleMs)} (idle timeout).`;
    case 'request':
      return `The model did not finish its answer within ${formatDuration(t.requestMs)} (request timeout).`;
  }
}
