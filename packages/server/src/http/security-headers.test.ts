import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetSteps, registerSecurityHeaders } from './security-headers.ts';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
  },
  hsts: true,
};

/** The headers of GET / from a server whose security headers come from `register`. */
async function headersWith(register: (app: FastifyInstance) => void) {
  const app = Fastify() as unknown as FastifyInstance;
  register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  it('sets exactly what helmet itself sets per request', async () => {
    const replayed = await headersWith((app) => registerSecurityHeaders(app, options));
    const direct = await headersWith((app) => {
      const apply = helmet(options);
      app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, () => done()));
    });
    expect(replayed).toEqual(direct);
    expect(replayed['content-security-policy']).toContain("script-src 'self'");
    expect(replayed['strict-transport-security']).toBeDefined();
    expect(replayed['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('runs helmet per request when a directive depends on the request', async () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: { directives: { 'script-src': ["'self'", (req) => `'nonce-${req.url?.length}'`] } },
    };
    expect(helmetSteps(perRequest)).toBeNull();
    const headers = await headersWith((app) => registerSecurityHeaders(app, perRequest));
    expect(headers['content-security-policy']).toContain("'nonce-1'");
  });
});
