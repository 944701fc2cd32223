import { policiesSchema } from '@stellara/contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { MEMBER_SESSION_DAYS } from './auth.ts';

let server: RunningServer;
beforeAll(async () => {
  // Not the defaults: the answer must come from this deployment's settings.
  server = await createTestServer({ VISITOR_RETENTION_HOURS: '72', LOG_RETENTION_DAYS: '9' });
});
afterAll(async () => {
  await server?.close();
});

test('GET /api/policies states the configured periods to anyone', async () => {
  const r = await server.app.inject({ method: 'GET', url: '/api/policies' });
  expect(r.statusCode).toBe(200);
  expect(policiesSchema.parse(r.json())).toEqual({
    visitorRetentionHours: 72,
    memberSessionDays: MEMBER_SESSION_DAYS,
    logRetentionDays: 9,
  });
});
