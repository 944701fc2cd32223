import { describe, expect, test } from 'vitest';
import { summariseEvents } from './schemathesis.ts';

const b64 = (text: string) => ({ $base64: Buffer.from(text).toString('base64') });

/** A ScenarioFinished event as Schemathesis 4.32 writes it to its NDJSON report. */
function scenario(label: string, cases: [status: number, conformance: 'success' | 'failure' | null][]) {
  const ids = cases.map((_, i) => `${label}-${i}`);
  return {
    ScenarioFinished: {
      phase: 'coverage',
      elapsed_time: 1.5,
      recorder: {
        label,
        cases: Object.fromEntries(ids.map((id) => [id, { value: {} }])),
        checks: Object.fromEntries(
          cases.map(([, conformance], i) => [
            ids[i],
            [
              { name: 'not_a_server_error', status: 'success' },
              ...(conformance ? [{ name: 'status_code_conformance', status: conformance }] : []),
            ],
          ]),
        ),
        interactions: Object.fromEntries(
          cases.map(([status], i) => [
            ids[i],
            {
              request: { method: label.split(' ')[0], uri: `http://127.0.0.1${label.split(' ')[1]}`, body: b64('{}') },
              response: { status_code: status, content: b64(`{"status":${status}}`) },
            },
          ]),
        ),
      },
    },
  };
}

describe('summariseEvents', () => {
  test('counts operations, cases, 5xx and undocumented statuses; one example per finding', () => {
    const summary = summariseEvents([
      { Initialize: { schemathesis_version: '4.32.5' } },
      // A skipped scenario carries no recorder: not an operation tried.
      { ScenarioFinished: { phase: 'examples', status: 'skip' } },
      scenario('GET /api/a', [
        [200, 'success'],
        [500, 'failure'],
        [500, 'failure'],
      ]),
      scenario('GET /api/a', [[418, 'failure']]),
      scenario('POST /api/b', [
        [400, 'success'],
        [404, null],
      ]),
    ]);
    expect(summary).toMatchObject({ operations: 2, cases: 6, serverErrors: 2, undocumented: 3, errors: [] });
    expect(summary.statuses).toEqual({ 200: 1, 400: 1, 404: 1, 418: 1, 500: 2 });
    expect(summary.seconds).toEqual({ 'GET /api/a': 3, 'POST /api/b': 1.5 });
    expect(summary.findings.map((f) => `${f.kind} ${f.status} ${f.operation}`)).toEqual([
      '5xx 500 GET /api/a',
      'undocumented 500 GET /api/a',
      'undocumented 418 GET /api/a',
    ]);
    expect(summary.findings[0]).toMatchObject({ request: 'GET http://127.0.0.1/api/a "{}"', body: '{"status":500}' });
  });

  test('Schemathesis errors are kept, so a run that could not test is not clean', () => {
    const summary = summariseEvents([{ NonFatalError: { label: 'GET /api/x', info: { message: 'boom' } } }]);
    expect(summary.operations).toBe(0);
    expect(summary.errors).toHaveLength(1);
    expect(summary.errors[0]).toContain('boom');
  });
});
