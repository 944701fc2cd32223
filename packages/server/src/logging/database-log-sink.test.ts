import { describe, expect, it } from 'vitest';
import { redactLinkTokens, toLogEntry } from './database-log-sink.ts';

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

  it('keeps NULs and lone surrogates out of what is stored (PostgreSQL refuses them, and the batch with them)', () => {
    const line = JSON.stringify({
      level: 30,
      msg: 'Invalid input. a\u0000b: refused',
      fields: { 'k\ud800': ['x\u0000'] },
    });
    const entry = toLogEntry(line);
    expect(entry?.message).toBe('Invalid input. a\uFFFDb: refused');
    expect(entry?.context).toMatchObject({ fields: { 'k\uFFFD': ['x\uFFFD'] } });
  });

  it('ignores lines that are not JSON', () => {
    expect(toLogEntry('not json')).toBeNull();
  });
});

describe('link tokens never reach system_logs', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJl';
  const verify = `http://localhost:3000/api/auth/verify-email?token=${jwt}&callbackURL=/profile`;
  const reset = 'https://stellara.example/api/auth/reset-password/Zk3pQ9xYvB2?callbackURL=%2Freset-password';

  it('redacts the token of a verification link and of a reset link, keeping the rest', () => {
    expect(redactLinkTokens(verify)).toBe(
      'http://localhost:3000/api/auth/verify-email?token=[redacted]&callbackURL=/profile',
    );
    expect(redactLinkTokens(reset)).toBe(
      'https://stellara.example/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
  });

  it('redacts request paths, other token-like parameters and links quoted inside another link', () => {
    expect(redactLinkTokens(`/api/auth/verify-email?token=${jwt}`)).toBe('/api/auth/verify-email?token=[redacted]');
    expect(redactLinkTokens('/x?a=1&reset_token=abc&code=123#y')).toBe(
      '/x?a=1&reset_token=[redacted]&code=[redacted]#y',
    );
    expect(redactLinkTokens(`/go?next=${encodeURIComponent(reset)}`)).not.toContain('Zk3pQ9xYvB2');
    expect(redactLinkTokens(`/go?next=${encodeURIComponent(verify)}`)).not.toContain(jwt);
  });

  it('leaves lines without a link token as they are', () => {
    for (const text of [
      'Mail written to the outbox: Reset your Stellara password',
      '/api/charts?limit=3',
      'GET /api/me',
    ]) {
      expect(redactLinkTokens(text)).toBe(text);
    }
  });

  it('refuses a token in the message or anywhere in the context of a log line', () => {
    const line = JSON.stringify({
      level: 30,
      msg: `Mail written to the outbox: ${verify}`,
      link: reset,
      req: { url: `/api/auth/verify-email?token=${jwt}` },
      err: { message: 'failed', stack: `Error: at ${reset}`, links: [verify] },
      status: 200,
    });
    const entry = toLogEntry(line)!;
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain(jwt);
    expect(stored).not.toContain('Zk3pQ9xYvB2');
    expect(entry.message).toBe(
      'Mail written to the outbox: http://localhost:3000/api/auth/verify-email?token=[redacted]&callbackURL=/profile',
    );
    expect(entry.context).toMatchObject({ status: 200, req: { url: '/api/auth/verify-email?token=[redacted]' } });
  });
});
