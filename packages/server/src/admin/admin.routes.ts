import { dashboardMetricsSchema } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { adminOf } from '../http/guards.ts';
import { astrologicalDoc, type RouteDoc, type RouteDocs } from '../http/route-docs.ts';
import type { KnowledgeGraph } from '../knowledge/index.ts';
import type { Logger } from '../logging/logger.ts';
import { MetricsService } from './metrics.service.ts';

const dashboardsOf = (doc: RouteDocs | undefined) =>
  doc && doc !== 'hidden' && !Array.isArray(doc)
    ? (doc as { dashboards?: RouteDoc['dashboards'] }).dashboards
    : undefined;

/** One capability's admin routes, registered inside the guard (app.ts binds each to what it needs). */
export type AdminArea = (admin: FastifyInstance) => PromiseLike<unknown>;

/**
 * /api/admin/*: the prefix, the guard and the audit line; each capability brings its own admin area (app.ts
 * lists them). Every route here needs an active administrator, and every change an administrator makes is
 * recorded with who made it (an `admin action` line in the structured logs, which System Logs shows). The admin
 * sign-in itself (/api/admin/session) lives with accounts.
 */
export async function adminRoutes(
  api: FastifyInstance,
  options: { db: Database; graph: KnowledgeGraph; logger: Logger; areas: AdminArea[] },
) {
  const { areas } = options;
  await api.register(
    async (admin) => {
      // Each route says which dashboards' roles may call it (docs/admin.md); one left undeclared stops the build,
      // so a new admin route cannot be open to both roles by accident.
      admin.addHook('onRoute', (route) => {
        const dashboards = dashboardsOf(route.config?.doc);
        if (!dashboards?.length) {
          throw new Error(
            `${[route.method].flat().join(',')} ${route.url}: an admin route declares its dashboards ` +
              '(technicalDoc, astrologicalDoc or sharedAdminDoc in http/route-docs.ts).',
          );
        }
      });
      admin.addHook('preHandler', async (request) => {
        // Every route declares its dashboards (above); only a path matching no route has none (then a 404).
        await adminOf(request, dashboardsOf(request.routeOptions.config?.doc));
      });
      admin.addHook('onResponse', async (request, reply) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const viewer = await request.getViewer();
        if (!viewer.isAdmin) return;
        // Who, by account id: System Logs is read by every technical administrator, and an address there names a person.
        request.log.info(
          {
            adminUserId: viewer.user?.id,
            role: viewer.adminRole,
            method: request.method,
            url: request.url,
            status: reply.statusCode,
          },
          'admin action',
        );
      });
      // The astrological dashboard's Overview: figures from every capability's tables.
      const metrics = new MetricsService(options);
      const overview = astrologicalDoc('Overview metrics', { response: dashboardMetricsSchema });
      admin.get('/overview', overview, async () => metrics.overview());
      for (const area of areas) await area(admin);
    },
    { prefix: '/admin' },
  );
}
