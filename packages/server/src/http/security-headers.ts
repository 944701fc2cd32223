import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Step = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * What helmet does to a response, found once: with static options (no directive given as a function) it sets
 * the same headers on every response, so replaying them skips its chain of a dozen middlewares (and its CSP
 * string rebuilt per request). Null when the options depend on the request.
 */
export function helmetSteps(options: HelmetOptions): Step[] | null {
  const directives = (options.contentSecurityPolicy as { directives?: Record<string, unknown> } | undefined)
    ?.directives;
  const dynamic = Object.values(directives ?? {}).some(
    (value) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
  );
  if (dynamic) return null;
  const steps: Step[] = [];
  let failed: unknown = null;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw failed;
  return steps;
}

/** Helmet's security headers on every answer (on the raw response, so hijacked SSE heads carry them too). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const steps = helmetSteps(options);
  if (steps) {
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const step of steps) {
        if ('set' in step) res.setHeader(step.set, step.value);
        else res.removeHeader(step.remove);
      }
      done();
    });
    return;
  }
  // Built once either way: @fastify/helmet rebuilt it (parsing the CSP directives again) on every request.
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
