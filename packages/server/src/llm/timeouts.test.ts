// The deadlines of a model call, stage by stage, as plain arithmetic (no timers).
import { describe, expect, it } from 'vitest';
import {
  type CallProgress,
  DEFAULT_MODEL_TIMEOUTS,
  formatDuration,
  type ModelTimeouts,
  nextDeadline,
  timeoutMessage,
  worstCaseHangMs,
} from './timeouts.ts';

const t: ModelTimeouts = { connectMs: 1_000, firstTokenMs: 5_000, idleMs: 2_000, requestMs: 30_000 };
const sent = (over: Partial<CallProgress> = {}): CallProgress => ({
  streamed: true,
  startedAt: 100,
  attemptAt: 100,
  headersAt: null,
  lastChunkAt: null,
  content: false,
  ...over,
});

describe('nextDeadline', () => {
  it('waits for headers until the connect timeout of the attempt', () => {
    expect(nextDeadline(sent(), t)).toEqual({ at: 1_100, stage: 'connect' });
  });

  it('a retry gets its own connect time, but never past the first-token bound of the whole call', () => {
    expect(nextDeadline(sent({ attemptAt: 3_000 }), t)).toEqual({ at: 4_000, stage: 'connect' });
    expect(nextDeadline(sent({ attemptAt: 4_500 }), t)).toEqual({ at: 5_100, stage: 'first-token' });
  });

  it('between attempts (a back-off) only the first-token bound of the whole call runs', () => {
    expect(nextDeadline(sent({ attemptAt: null }), t)).toEqual({ at: 5_100, stage: 'first-token' });
  });

  it('after the headers: the sooner of the first-token bound and the idle gap', () => {
    expect(nextDeadline(sent({ headersAt: 500 }), t)).toEqual({ at: 2_500, stage: 'idle' });
    // Keep-alive chunks keep the connection alive, not the wait for content.
    expect(nextDeadline(sent({ headersAt: 500, lastChunkAt: 4_000 }), t)).toEqual({ at: 5_100, stage: 'first-token' });
  });

  it('once content flows, only the idle gap since the last chunk counts', () => {
    expect(nextDeadline(sent({ headersAt: 500, lastChunkAt: 9_000, content: true }), t)).toEqual({
      at: 11_000,
      stage: 'idle',
    });
  });

  it('a non-streamed call has one total cap from its start, whatever arrived', () => {
    const p = sent({ streamed: false, attemptAt: 20_000, headersAt: 20_500, lastChunkAt: 21_000, content: true });
    expect(nextDeadline(p, t)).toEqual({ at: 30_100, stage: 'request' });
  });
});

describe('the defaults', () => {
  it('show a person the error within 30 s wherever the gateway hangs', () => {
    const d = DEFAULT_MODEL_TIMEOUTS;
    // No headers: connect (or first token); headers then nothing: first token; content then nothing: idle after it.
    const never = nextDeadline(sent({ startedAt: 0, attemptAt: 0 }), d).at;
    const headersOnly = nextDeadline(sent({ startedAt: 0, attemptAt: 0, headersAt: 0 }), d).at;
    const lastMoment = d.firstTokenMs - 1;
    const stalled = nextDeadline(
      sent({ startedAt: 0, attemptAt: 0, headersAt: 0, lastChunkAt: lastMoment, content: true }),
      d,
    ).at;
    for (const at of [never, headersOnly, stalled]) expect(at).toBeLessThanOrEqual(30_000);
    expect(worstCaseHangMs(d)).toBeLessThanOrEqual(30_000);
  });
});

describe('messages', () => {
  it('name the stage and its limit in words an admin reads', () => {
    expect(timeoutMessage('connect', t)).toBe('The model gateway did not answer within 1 s (connect timeout).');
    expect(timeoutMessage('first-token', t)).toBe('The model sent no reply within 5 s (first token timeout).');
    expect(timeoutMessage('idle', t)).toBe('The model stopped sending for 2 s (idle timeout).');
    expect(timeoutMessage('request', t)).toBe('The model did not finish its answer within 30 s (request timeout).');
  });

  it('formats durations', () => {
    expect(formatDuration(250)).toBe('250 ms');
    expect(formatDuration(1_500)).toBe('1.5 s');
    expect(formatDuration(120_000)).toBe('120 s');
  });
});
