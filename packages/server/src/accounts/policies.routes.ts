import { policiesSchema } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { documented } from '../http/route-docs.ts';
import { MEMBER_SESSION_DAYS } from './auth.ts';

/** The periods the Terms and Privacy pages promise, read from this deployment's settings (never a copy of them). */
export async function policiesRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'VISITOR_RETENTION_HOURS' | 'LOG_RETENTION_DAYS'> },
) {
  const doc = documented({
    summary: 'How long Stellara keeps what',
    tag: 'accounts',
    access: 'visitor',
    response: policiesSchema,
    description: "The visitor retention, the member session's length and the log retention, as configured.",
  });
  app.get('/policies', doc, async () => ({
    visitorRetentionHours: config.VISITOR_RETENTION_HOURS,
    memberSessionDays: MEMBER_SESSION_DAYS,
    logRetentionDays: config.LOG_RETENTION_DAYS,
  }));
}
