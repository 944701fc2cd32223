import { describe, expect, test } from 'vitest';
import { parseSseChunk } from './conversations.ts';

describe('parseSseChunk', () => {
  test('complete events are read, the unfinished rest is kept for the next chunk', () => {
    const { events, rest } = parseSseChunk('event: start\ndata: {"messageId":"m1"}\n\nevent: token\ndata: {"te');
    expect(events).toEqual([{ event: 'start', data: '{"messageId":"m1"}' }]);
    expect(rest).toBe('event: token\ndata: {"te');
    const next = parseSseChunk(`${rest}xt":"Hi"}\n\n`);
    expect(next.events).toEqual([{ event: 'token', data: '{"text":"Hi"}' }]);
    expect(next.rest).toBe('');
  });

  test('CRLF line ends, several data lines and comments', () => {
    const { events } = parseSseChunk(': keep-alive\r\n\r\nevent: token\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([{ event: 'token', data: 'a\nb' }]);
  });

  test('an event without a name is a "message"; a block without data is skipped', () => {
    expect(parseSseChunk('data: x\n\nevent: done\n\n').events).toEqual([{ event: 'message', data: 'x' }]);
  });
});
