import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLogEntry } from './database-log-sink.ts';
import { createLogger } from './logger.ts';

/** A sink added as the database sink is, keeping the lines it is given. */
function collectingSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the process logger', () => {
  it('masks e-mail addresses on stdout and in the sink: message, fields at any depth, child loggers', () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const { logger, streams } = createLogger('info');
    const sink = collectingSink();
    streams.add({ stream: sink.stream, level: 'info' });

    logger.info({ to: 'ann@example.com', deep: { list: [{ who: 'bob@example.org' }] } }, 'mail for ann@example.com');
    logger.child({ reqId: 'r1', user: 'carol@example.net' }).warn('sign-in refused for carol@example.net');
    logger.error(new Error('duplicate key: (email)=(dave@example.com)'), 'insert failed');

    expect(printed).toHaveLength(3);
    expect(sink.lines).toEqual(printed.map((line) => line.trimEnd()));
    const all = printed.join('');
    for (const address of ['ann@example.com', 'bob@example.org', 'carol@example.net', 'dave@example.com']) {
      expect(all).not.toContain(address);
      expect(all).toContain(`${address[0]}…@${address.split('@')[1]}`);
    }
    const [first, second, third] = printed.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ msg: 'mail for a…@example.com', to: 'a…@example.com' });
    expect(first.deep).toEqual({ list: [{ who: 'b…@example.org' }] });
    expect(second).toMatchObject({ reqId: 'r1', user: 'c…@example.net', msg: 'sign-in refused for c…@example.net' });
    expect(third.err.message).toBe('duplicate key: (email)=(d…@example.com)');
  });

  it('stores a line another writer gave the sink with its addresses masked too', () => {
    const entry = toLogEntry(
      JSON.stringify({ level: 30, msg: 'for eve@example.com', who: { to: ['eve@example.com'] } }),
    );
    expect(entry).toMatchObject({ message: 'for e…@example.com', context: { who: { to: ['e…@example.com'] } } });
  });
});
