import { describe, expect, it } from 'vitest';
import { HealthService } from './health.service.ts';

const unavailable = Object.fromEntries(
  ['database', 'graph', 'llm', 'places', 'ocr'].map((name) => [
    name,
    { mode: 'embedded', detail: name, message: `${name} missing` },
  ]),
) as ConstructorParameters<typeof HealthService>[1];

const ok = { mode: 'embedded', detail: 'x', probe: async () => undefined };

describe('HealthService', () => {
  it('is ok only when every component answers', async () => {
    const health = new HealthService('1.2.3', unavailable);
    for (const name of ['database', 'graph', 'llm', 'places', 'ocr'] as const) health.register(name, ok);
    const report = await health.report();
    expect(report.status).toBe('ok');
    expect(report.version).toBe('1.2.3');
    expect(report.components.graph).toMatchObject({ status: 'ok', mode: 'embedded' });
    expect(report.components.graph.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a component without a check as down with its reason, and the service as degraded', async () => {
    const health = new HealthService('1', unavailable);
    health.register('database', ok);
    const report = await health.report();
    expect(report.status).toBe('degraded');
    expect(report.components.ocr).toEqual({
      mode: 'embedded',
      detail: 'ocr',
      status: 'down',
      latencyMs: null,
      message: 'ocr missing',
    });
  });

  it('is down when the database fails, with the failure as message', async () => {
    const health = new HealthService('1', unavailable);
    health.register('database', {
      mode: 'postgresql',
      detail: 'db',
      probe: async () => {
        throw new Error('connection refused');
      },
    });
    const report = await health.report();
    expect(report.status).toBe('down');
    expect(report.components.database).toMatchObject({ status: 'down', message: 'connection refused' });
  });
});
