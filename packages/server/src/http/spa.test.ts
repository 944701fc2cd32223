import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'stellara-spa-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stellara</title>');
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function app(dir: string) {
  const server = Fastify();
  await registerSpa(server, dir);
  return server;
}

describe('serving the web app', () => {
  it('answers a deep link with the app page, uncached', async () => {
    const server = await app(dist);
    for (const url of ['/', '/profile', '/charts?x=1']) {
      const res = await server.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Stellara</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const res = await (await app(dist)).inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an unknown API path with the page', async () => {
    const res = await (await app(dist)).inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('says how to build the app when it has not been built', async () => {
    const res = await (await app(join(dist, 'missing'))).inject({ method: 'GET', url: '/profile' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('npm run build');
  });
});
