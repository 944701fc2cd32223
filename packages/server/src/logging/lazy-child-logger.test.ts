import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type LazyChildLogger, lazyChildLoggerFactory } from './lazy-child-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level, base: undefined, timestamp: false, redact: ['*.password'] }, stream);
  return { logger, lines };
}

const lazy = (parent: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  lazyChildLoggerFactory(
    parent as unknown as FastifyBaseLogger,
    { reqId: 'r-1' },
    options,
  ) as unknown as LazyChildLogger & FastifyBaseLogger;

describe('lazy request child logger', () => {
  it('writes the same lines as an eager pino child, bindings and redaction included', () => {
    const eager = capture('info');
    const late = capture('info');
    eager.logger.child({ reqId: 'r-1' }).info({ user: { password: 'x' }, n: 1 }, 'hello');
    lazy(late.logger).info({ user: { password: 'x' }, n: 1 }, 'hello');
    expect(late.lines).toEqual(eager.lines);
    expect(late.lines[0]).toMatchObject({ reqId: 'r-1', msg: 'hello', user: { password: '[Redacted]' } });
  });

  it('makes no pino child while nothing at an enabled level is written', () => {
    const { logger, lines } = capture('warn');
    const log = lazy(logger);
    log.debug({ a: 1 }, 'quiet');
    log.info('quiet too');
    expect(log.materialised).toBe(false);
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
    log.error('loud');
    expect(log.materialised).toBe(true);
    expect(lines).toEqual([{ level: 50, reqId: 'r-1', msg: 'loud' }]);
  });

  it("follows a route's own level, a level set later and 'silent'", () => {
    const { logger, lines } = capture('info');
    const debugRoute = lazy(logger, { level: 'debug' });
    expect(debugRoute.level).toBe('debug');
    debugRoute.debug('shown');
    const silentRoute = lazy(logger, { level: 'silent' });
    expect(silentRoute.isLevelEnabled('fatal')).toBe(false);
    silentRoute.fatal('hidden');
    expect(silentRoute.materialised).toBe(false);
    const raised = lazy(logger);
    raised.level = 'error';
    raised.warn('hidden');
    expect(lines.map((l) => l.msg)).toEqual(['shown']);
  });

  it('hands out real children that keep the request binding', () => {
    const { logger, lines } = capture('info');
    lazy(logger).child({ step: 2 }).info('nested');
    expect(lines).toEqual([{ level: 30, reqId: 'r-1', step: 2, msg: 'nested' }]);
    expect(lazy(logger).bindings()).toEqual({ reqId: 'r-1' });
  });
});
