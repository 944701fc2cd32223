import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { type FixedAnswer, fixedAnswer, preferredEncoding, sendFixed } from './fixed-answer.ts';

describe('preferredEncoding', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, Deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *;q=0.3', 'br'],
    ['deflate, zstd', undefined],
    ['br;q=nonsense, gzip;q=0.1', 'gzip'],
    [['gzip;q=0.5', 'br;q=0.1'], 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('sendFixed', () => {
  const content = JSON.stringify({ paths: Array.from({ length: 200 }, (_, i) => `/api/route-${i}`) });
  const app = Fastify();
  let answer: FixedAnswer;
  beforeAll(async () => {
    answer = await fixedAnswer(content, 'application/json; charset=utf-8');
    app.get('/doc', async (request, reply) => sendFixed(request, reply, answer, 'no-cache'));
  });
  const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: '/doc', headers });

  test('keeps copies that decode to the content and are smaller', () => {
    expect(brotliDecompressSync(answer.br).toString()).toBe(content);
    expect(gunzipSync(answer.gzip).toString()).toBe(content);
    expect(answer.br.length).toBeLessThan(answer.gzip.length);
    expect(answer.gzip.length).toBeLessThan(answer.identity.length);
  });

  test('sends the accepted encoding with its type, length, vary and its own ETag', async () => {
    const tags = new Set<string>();
    for (const [accept, encoding, body] of [
      ['gzip, deflate, br', 'br', answer.br],
      ['gzip', 'gzip', answer.gzip],
      ['br;q=0, gzip;q=0', undefined, answer.identity],
    ] as const) {
      const res = await get({ 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.rawPayload.equals(body), accept).toBe(true);
      expect(res.headers['content-length'], accept).toBe(String(body.length));
      expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(res.headers.vary, accept).toBe('accept-encoding');
      expect(res.headers['cache-control'], accept).toBe('no-cache');
      tags.add(String(res.headers.etag));
    }
    expect(tags.size).toBe(3);
  });

  test('304 for the ETag of the same encoding only', async () => {
    const br = await get({ 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    const fresh = await get({ 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
    expect(fresh.headers.etag).toBe(etag);
    expect(fresh.headers.vary).toBe('accept-encoding');
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
  });

  test('HEAD has the headers of GET and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const [got, head] = [await get(headers), await get(headers, 'HEAD')];
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
  });
});
