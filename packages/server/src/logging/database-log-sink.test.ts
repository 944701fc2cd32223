import { describe, expect, it } from 'vitest';
import { toLogEntry } from './database-log-sink.ts';

describe('toLogEntry', () => {
  it('maps pino levels to the four levels the admin filters by', () => {
    const level = (n: number) => toLogEntry(JSON.stringify({ level: n, msg: 'm' }))?.level;
    expect([20, 30, 40, 50, 60].map(level)).toEqual(['debug', 'info', 'warning', 'error', 'error']);
    expect(level(10)).toBeUndefined();
  });

  it('keeps the message, request id and the rest as context', () => {
    const entry = toLogEntry(
      JSON.stringify({ level: 40, time: '2026-01-02T03:04:05.000Z', msg: 'slow', reqId: 'r1', ms: 812, route: '/x' }),
    );
    expect(entry).toEqual({
      level: 'warning',
      message: 'slow',
      requestId: 'r1',
      context: { ms: 812, route: '/x' },
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
    });
  });

  it('ignores lines that are not JSON', () => {
    expect(toLogEntry('not json')).toBeNull();
  });
});
