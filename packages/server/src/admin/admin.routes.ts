import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { adminOf } from './admin-request.ts';
import { modelAdminRoutes } from './models.routes.ts';
import { systemAdminRoutes } from './system.routes.ts';
import { trainingAdminRoutes } from './training.routes.ts';

/**
 * /api/admin/*: every route here needs an active administrator, and every change an administrator
 * makes is recorded with who made it (an `admin action` line in the structured logs, which System Logs shows).
 * The admin sign-in itself (/api/admin/session) and document upload (/api/admin/documents) live with their
 * capabilities.
 */
export async function adminRoutes(api: FastifyInstance, options: { ctx: AppContext }) {
  await api.register(
    async (admin) => {
      admin.addHook('preHandler', async (request) => {
        await adminOf(request);
      });
      admin.addHook('onResponse', async (request, reply) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const viewer = await request.getViewer();
        if (!viewer.isAdmin) return;
        request.log.info(
          {
            admin: viewer.user?.email,
            role: viewer.adminRole,
            method: request.method,
            url: request.url,
            status: reply.statusCode,
          },
          'admin action',
        );
      });
      await admin.register(systemAdminRoutes, options);
      await admin.register(modelAdminRoutes, options);
      await admin.register(trainingAdminRoutes, options);
    },
    { prefix: '/admin' },
  );
}
