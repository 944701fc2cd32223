import { healthResponseSchema } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { documented } from '../http/route-docs.ts';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  // Load balancers read the status code: 503 only when the service cannot work at all.
  const doc = documented(
    {
      summary: 'Service health',
      tag: 'health',
      access: 'visitor',
      response: healthResponseSchema,
      description:
        'Answers 503 (same body) when the service cannot work at all. Status per component, without paths, hosts or URLs (administrators see them in System Health).',
    },
    { config: { rateLimit: false } },
  );
  app.get('/health', doc, async (_request, reply) => {
    // Anyone may call it: status per component, never the data folder, a host or a URL.
    const report = await health.report({ public: true });
    return reply.status(report.status === 'down' ? 503 : 200).send(report);
  });
}
