import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  // Load balancers read the status code: 503 only when the service cannot work at all.
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const report = await health.report();
    return reply.status(report.status === 'down' ? 503 : 200).send(report);
  });
}
