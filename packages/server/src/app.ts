import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { accountsRoutes, wireAccounts } from './accounts/accounts.routes.ts';
import { membersRoutes } from './accounts/members.routes.ts';
import { policiesRoutes } from './accounts/policies.routes.ts';
import { visitorKeyOf } from './accounts/visitor.service.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { systemHealthRoutes } from './admin/system-health.routes.ts';
import { apiDocsRoutes } from './api-docs/api-docs.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { chartsAdminRoutes } from './charts/admin.routes.ts';
import { chartsV4Routes } from './charts/v4.routes.ts';
import type { AppContext } from './context.ts';
import { conversationRoutes } from './conversation/conversation.routes.ts';
import { personalityAdminRoutes } from './conversation/personalities/admin.routes.ts';
import { ratingRoutes } from './conversation/ratings.ts';
import { savedChatsRoutes } from './conversation/saved-chats.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerCanonicalPaths } from './http/canonical-path.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { collectOperations } from './http/route-docs.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa, servesSourceMaps } from './http/spa.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { ingestAdminRoutes } from './ingest/ingest.routes.ts';
import { knowledgeAdminRoutes } from './knowledge/admin/admin.routes.ts';
import { llmAdminRoutes } from './llm/admin.routes.ts';
import { logsAdminRoutes } from './logging/admin.routes.ts';
import { lazyChildLoggerFactory } from './logging/lazy-child-logger.ts';
import { memberChartsRoutes } from './member-charts/member-charts.routes.ts';
import { sharesApiRoutes, sharesPublicRoutes } from './member-charts/shares/shares.routes.ts';
import { morningNoteRoutes } from './morning-note/morning-note.routes.ts';
import { webDistDir } from './paths.ts';
import { placesRoutes } from './places/places.routes.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify with everything every route relies on: request ids, JSON-only bodies up to 1 MB, error
 * shapes, security headers, CORS and the rate limiter. No routes.
 */
export async function createHttpServer(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    // One debug line per request (below) instead of Fastify's two info lines.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's child logger is made only if it writes a line at an enabled level.
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    frameworkErrors,
    // Keep a well-formed request id from a proxy so one request can be followed across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  // JSON only: a text/plain body is a 415, not a string handed to a route.
  app.removeContentTypeParser('text/plain');

  // The global hooks are callback-style: an async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerCanonicalPaths(app);
  const instanceId = config.INSTANCE_ID;
  if (instanceId) {
    // On the raw response: Node merges it into every head written, the SSE streams' hijacked ones included.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('x-served-by', instanceId);
      done();
    });
  }
  // While shutting down, answers to in-flight requests close their keep-alive connection, so the
  // server does not wait for idle clients (up to the keep-alive timeout) before it can stop.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Only build the line (and read the clock) when debug lines are kept.
    if ((request.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')) {
      request.log.debug(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
    }
    done();
  });
  registerErrorHandling(app);
  registerTextGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        // The chart wheel SVG carries style attributes; scripts stay locked down.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    },
    hsts: config.NODE_ENV === 'production',
  });
  // Closed unless origins are listed: the app and its API share one origin.
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: true });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Counters live in PostgreSQL when instances share it; the embedded mode is one process.
    ...(ctx.db.kind === 'postgresql' ? { store: postgresRateLimitStore(ctx.db.sql), skipOnError: true } : {}),
  });

  return app;
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = await createHttpServer(ctx);
  await registerRoutes(app, ctx);
  await registerSpa(app, webDistDir, { sourceMaps: servesSourceMaps(ctx.config) });
  return app;
}

/** Every capability's routes: the session plugin, then the API under /api. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Every /api route carries its doc; the OpenAPI document is made of what is registered.
  const operations = collectOperations(app);
  wireAccounts(app, ctx.accounts);
  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { accounts: ctx.accounts });
      await api.register(membersRoutes, { accounts: ctx.accounts });
      await api.register(savedChatsRoutes, { savedChats: ctx.savedChats });
      await api.register(memberChartsRoutes, { accounts: ctx.accounts });
      await api.register(calendarRoutes, { accounts: ctx.accounts });
      await api.register(morningNoteRoutes, {
        service: ctx.morningNotes.service,
        secret: ctx.config.SESSION_SECRET,
      });
      await api.register(sharesApiRoutes, { accounts: ctx.accounts });
      await api.register(healthRoutes, { health: ctx.health });
      await api.register(policiesRoutes, { config: ctx.config });
      await api.register(placesRoutes, { places: ctx.places });
      await api.register(chartsV4Routes, { db: ctx.db, cacheBytes: ctx.config.CHART_API_CACHE_MB * 1024 * 1024 });
      await api.register(conversationRoutes, { conversations: ctx.conversations, visitorKey: visitorKeyOf });
      await api.register(ratingRoutes, { db: ctx.db });
      const { db, graph, llm, logger, config, ingest, conversations } = ctx;
      await api.register(adminRoutes, {
        db,
        graph,
        logger,
        areas: [
          (admin) => admin.register(systemHealthRoutes, { db, graph, llm }),
          (admin) => admin.register(logsAdminRoutes, { db }),
          (admin) => admin.register(llmAdminRoutes, { db, llm, events: ctx.events, config }),
          (admin) => admin.register(chartsAdminRoutes, { db }),
          (admin) => admin.register(knowledgeAdminRoutes, { graph, documents: ingest }),
          (admin) => admin.register(ingestAdminRoutes, { ingest }),
          (admin) => admin.register(personalityAdminRoutes, { db, graph, llm, conversations, logger }),
        ],
      });
      await api.register(apiDocsRoutes, { operations });
    },
    { prefix: '/api' },
  );
  // Public pages of shared charts (/s/<token>): outside /api, as people open them from a link.
  await app.register(sharesPublicRoutes, { accounts: ctx.accounts });
}
