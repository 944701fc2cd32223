import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findSchemathesis } from '../../../../scripts/services.mjs';
import { systemLogs } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { signedInAdmin } from '../test-support/admin.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { type FuzzSummary, runSchemathesis } from '../test-support/schemathesis.ts';
import { createTestServer } from '../test-support/test-server.ts';

// Schemathesis over the OpenAPI document as a visitor, a pro member and a technical administrator: every
// generated request must get an answer below 500 with a status the operation documents. A real server on
// 127.0.0.1 (embedded PGlite), each identity's cookies and our Origin (the CSRF check wants one on state
// changes). Prints one line of counts per identity; fails naming one example per finding.

/**
 * Fuzzing examples per operation; the coverage phase adds its boundary cases (about 8,500 cases per identity in all).
 * Measured on the 2-core machine under a load average of 8 to 15: 5 examples took 5.1 min for the four tests
 * (10 took 6.2 min at a lower load); FUZZ_MAX_EXAMPLES sets more for a longer hunt, FUZZ_SEED replays a run.
 */
const MAX_EXAMPLES = Number(process.env.FUZZ_MAX_EXAMPLES ?? 5);
/** Operations that end or destroy the identity's session: fuzzed last, once the identity's main run is done. */
const SESSION_ENDING = [
  'POST /api/auth/sign-out',
  'POST /api/session/reset',
  'DELETE /api/visitor',
  'DELETE /api/account',
] as const;
/** An endless stream (upload progress): a request to it never completes, so there is nothing to fuzz. */
const ENDLESS = ['GET /api/admin/documents/events'] as const;

const schemathesis = findSchemathesis();
let server: RunningServer;
let origin: string;
const identities: Record<'visitor' | 'pro member' | 'technical admin', TestBrowser> = {} as never;

beforeAll(async () => {
  // The global limit is raised so that the fuzzing reaches the routes; per-route limits (sign-in, chat, uploads)
  // stay as they are, and their 429 is documented.
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  const visitor = new TestBrowser(server.app);
  const saved = await visitor.put('/api/visitor/birth-data', sampleBirthData);
  expect(saved.statusCode).toBe(200);
  identities.visitor = visitor;
  identities['pro member'] = (await signedInMember(server, 'pro')).browser;
  identities['technical admin'] = (await signedInAdmin(server, 'technical_admin')).browser;
});
afterAll(async () => {
  await server?.close();
});

function countsLine(who: string, summary: FuzzSummary): string {
  return (
    `api-fuzz as ${who}: ${summary.operations} operations, ${summary.cases} cases, ` +
    `${summary.serverErrors} responses 5xx, ${summary.undocumented} undocumented statuses`
  );
}

async function fuzz(who: keyof typeof identities, only?: readonly string[]): Promise<FuzzSummary> {
  const cookie = identities[who].cookieHeader();
  const summary = await runSchemathesis(schemathesis!, {
    schemaUrl: `${origin}/api/docs/openapi.json`,
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    maxExamples: MAX_EXAMPLES,
    ...(only ? { includeOperations: only } : { excludeOperations: [...SESSION_ENDING, ...ENDLESS] }),
    ...(process.env.FUZZ_SEED ? { seed: process.env.FUZZ_SEED } : {}),
    requestTimeoutSeconds: 120,
  });
  console.log(`${countsLine(only ? `${who} (session-ending operations)` : who, summary)}`);
  if (summary.findings.length) {
    console.log(
      summary.findings.map((f) => `  ${f.kind} ${f.status} ${f.operation}: ${f.request}\n    ${f.body}`).join('\n'),
    );
  }
  if (summary.serverErrors) {
    // What the server said about its 5xx answers, so a failure in CI can be read without a rerun.
    await server.flushLogs();
    const errors = await server.ctx.db.orm
      .select({ message: systemLogs.message, context: systemLogs.context })
      .from(systemLogs)
      .where(eq(systemLogs.level, 'error'))
      .orderBy(desc(systemLogs.id))
      .limit(5);
    for (const { message, context } of errors) {
      const err = (context as { err?: { message?: string; cause?: { message?: string } } }).err;
      console.log(`  server error: ${message}: ${(err?.cause?.message ?? err?.message ?? '').slice(0, 300)}`);
    }
  }
  if (process.env.FUZZ_VERBOSE) {
    const slowest = Object.entries(summary.seconds).sort(([, a], [, b]) => b - a);
    console.log(
      slowest
        .slice(0, 12)
        .map(([op, s]) => `  ${s.toFixed(1)} s ${op}`)
        .join('\n'),
    );
  }
  return summary;
}

function expectClean(summary: FuzzSummary & { output?: string }, expectedOperations: number) {
  expect(summary.errors, 'schemathesis errors').toEqual([]);
  // The run did happen: every operation was tried, with many cases.
  expect(summary.operations, summary.output?.slice(-3000)).toBe(expectedOperations);
  expect(summary.cases).toBeGreaterThan(expectedOperations * 5);
  expect(summary.findings).toEqual([]);
  expect({ serverErrors: summary.serverErrors, undocumented: summary.undocumented }).toEqual({
    serverErrors: 0,
    undocumented: 0,
  });
}

describe.runIf(schemathesis)('schemathesis over /api/docs/openapi.json', () => {
  let total = 0;
  beforeAll(async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    total = Object.values(document.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(total).toBeGreaterThan(100);
  });
  const main = () => total - SESSION_ENDING.length - ENDLESS.length;

  test('as a visitor: no 5xx, no undocumented status', async () => {
    expectClean(await fuzz('visitor'), main());
  });
  test('as a pro member: no 5xx, no undocumented status', async () => {
    expectClean(await fuzz('pro member'), main());
  });
  test('as a technical admin: no 5xx, no undocumented status', async () => {
    expectClean(await fuzz('technical admin'), main());
  });
  test('last, the operations that end or destroy each session: no 5xx, no undocumented status', async () => {
    for (const who of Object.keys(identities) as (keyof typeof identities)[]) {
      expectClean(await fuzz(who, SESSION_ENDING), SESSION_ENDING.length);
    }
  });
});

test.runIf(!schemathesis)('schemathesis is not installed: run scripts/ci/python-oracles.sh', () => {
  // npm test skips this suite without it (scripts/services.mjs); a direct run says why it did nothing.
  expect.fail('schemathesis not found in .venv (scripts/ci/python-oracles.sh installs it)');
});
