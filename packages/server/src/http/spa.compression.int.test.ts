// docs/limits.md#budgets: the web files went out uncompressed. The build writes .br and .gz copies beside each
// compressible file (packages/web/build/precompress.ts); the server sends the one the browser prefers, with the
// original's type, the copy's length and `vary: accept-encoding`, keeps the cache rules, and still refuses source maps
// in production.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHttpServer } from '../app.ts';
import type { RunningServer } from '../server.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { registerSpa, servesSourceMaps } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'stellara-spa-compressed-'));
const SCRIPT = 'assets/index-abc123.js';
const files: Record<string, Buffer> = {
  'index.html': Buffer.from(`<!doctype html><title>Stellara</title>${'<p>the sky tonight</p>'.repeat(40)}`),
  [SCRIPT]: Buffer.from(
    `${'export const sign = (n) => ["Aries", "Taurus", "Gemini"][n % 3];\n'.repeat(60)}//# sourceMappingURL=index-abc123.js.map`,
  ),
  'assets/index-abc123.js.map': Buffer.from('{"version":3,"sources":["../src/secret.ts"]}'),
  'assets/face-abcd.woff2': randomBytes(2048),
  'favicon.svg': Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(20)}</svg>`),
};
mkdirSync(join(dist, 'assets'));
for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
// As the build does: copies of the text files, none of the font or the map.
for (const name of ['index.html', SCRIPT, 'favicon.svg']) {
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(files[name]!));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(files[name]!));
}
const copy = (name: string) => readFileSync(join(dist, name));

const BROWSER = 'gzip, deflate, br, zstd'; // what Chromium sends
let server: RunningServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await createTestServer();
  // The app as production assembles it, with CORS open to one origin (it adds a vary of its own).
  const config = {
    ...server.ctx.config,
    NODE_ENV: 'production' as const,
    CORS_ORIGINS: ['https://partner.example.org'],
  };
  app = await createHttpServer({ ...server.ctx, config });
  await registerSpa(app, dist, { sourceMaps: servesSourceMaps(config) });
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      accept: '*/*',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...extra,
    },
  });

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('compressed web files', () => {
  test('a browser gets the brotli copy of a script, typed and sized as such, cached for good', async () => {
    const plain = await get(`/${SCRIPT}`);
    const res = await get(`/${SCRIPT}`, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(copy(`${SCRIPT}.br`))).toBe(true);
    expect(res.headers['content-length']).toBe(String(copy(`${SCRIPT}.br`).length));
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).toContain('accept-encoding');
    // CORS's own vary is kept beside it.
    expect(varies(res.headers.vary)).toContain('origin');
  });

  test('gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await get(`/${SCRIPT}`, accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.rawPayload.equals(copy(`${SCRIPT}.gz`)), accept).toBe(true);
      expect(res.headers['content-length'], accept).toBe(String(copy(`${SCRIPT}.gz`).length));
      expect(varies(res.headers.vary), accept).toContain('accept-encoding');
    }
  });

  test('the original when nothing we have is accepted, still saying that the answer varies', async () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'zstd', 'deflate']) {
      const res = await get(`/${SCRIPT}`, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.rawPayload.equals(files[SCRIPT]!), accept).toBe(true);
      expect(res.headers['content-length'], accept).toBe(String(files[SCRIPT]!.length));
      expect(varies(res.headers.vary), accept).toContain('accept-encoding');
    }
  });

  test('the page, at / and at a deep link, compressed and revalidated', async () => {
    for (const url of ['/', '/profile', '/charts/new?x=1']) {
      const res = await get(url, BROWSER, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.rawPayload.equals(copy('index.html.br')), url).toBe(true);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(varies(res.headers.vary), url).toContain('accept-encoding');
      const gz = await get(url, 'gzip', { accept: 'text/html' });
      expect(gz.rawPayload.equals(copy('index.html.gz')), url).toBe(true);
    }
    const icon = await get('/favicon.svg', BROWSER);
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  test('HEAD says what GET would send, without the body', async () => {
    for (const url of [`/${SCRIPT}`, '/profile']) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': BROWSER } });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
  });

  test('an ETag per copy, and 304 when the browser has that copy', async () => {
    const br = await get(`/${SCRIPT}`, BROWSER);
    const gz = await get(`/${SCRIPT}`, 'gzip');
    const plain = await get(`/${SCRIPT}`);
    const etags = [br, gz, plain].map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const again = await get(`/${SCRIPT}`, BROWSER, { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(varies(again.headers.vary)).toContain('accept-encoding');
    // The gzip copy's tag does not validate the brotli answer.
    expect((await get(`/${SCRIPT}`, BROWSER, { 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(200);
    const page = await get('/profile', BROWSER);
    const revalidated = await get('/profile', BROWSER, { 'if-none-match': String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  test('files that are compressed already go out as they are, without vary', async () => {
    const res = await get('/assets/face-abcd.woff2', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(files['assets/face-abcd.woff2']!)).toBe(true);
    expect(varies(res.headers.vary)).not.toContain('accept-encoding');
  });

  test('source maps stay refused in production, whatever the encoding', async () => {
    for (const accept of [BROWSER, 'gzip', undefined]) {
      const res = await get('/assets/index-abc123.js.map', accept);
      expect(res.statusCode, accept).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  test('a copy asked for by name is not served as a file of its own', async () => {
    const res = await get(`/${SCRIPT}.br`, undefined, { accept: 'text/html' });
    expect(res.rawPayload.equals(copy(`${SCRIPT}.br`))).toBe(false);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
