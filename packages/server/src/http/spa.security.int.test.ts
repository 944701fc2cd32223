// A production server handed out the source map of every bundle (64 of them). Maps are served in
// development only; in production a .map path is a plain 404, never the page either.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerSpa, servesSourceMaps } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'stellara-spa-maps-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stellara</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)\n//# sourceMappingURL=index-abc123.js.map');
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The web app served as app.ts serves it for a NODE_ENV. */
async function appFor(nodeEnv: 'production' | 'development') {
  const config = loadConfig({ NODE_ENV: nodeEnv, SESSION_SECRET: 'x'.repeat(32), DATA_DIR: dist });
  const app = Fastify();
  await registerSpa(app, dist, { sourceMaps: servesSourceMaps(config) });
  return app;
}

describe('source maps', () => {
  test('production answers 404 for a map, and still serves the bundle and the page', async () => {
    const app = await appFor('production');
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/missing.js.map']) {
      const map = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(map.statusCode, url).toBe(404);
      expect(map.body).not.toContain('secret.ts');
      expect(map.body).not.toContain('<title>');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/profile' })).body).toContain('<title>Stellara</title>');
  });

  test('development keeps serving them', async () => {
    const app = await appFor('development');
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});
