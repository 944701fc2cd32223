import { describe, expect, it } from 'vitest';
import { HealthService } from './health.service.ts';

const ok = { mode: 'embedded', detail: 'x', probe: async () => undefined };

describe('HealthService', () => {
  it('is ok only when every component answers', async () => {
    const health = new HealthService('1.2.3');
    for (const name of ['database', 'graph', 'llm', 'places', 'ocr'] as const) health.register(name, ok);
    const report = await health.report();
    expect(report.status).toBe('ok');
    expect(report.version).toBe('1.2.3');
    expect(report.components.graph).toMatchObject({ status: 'ok', mode: 'embedded' });
    expect(report.components.graph.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a component without a check as down, and the service as degraded', async () => {
    const health = new HealthService('1');
    health.register('database', ok);
    const report = await health.report();
    expect(report.status).toBe('degraded');
    expect(report.components.ocr).toEqual({
      mode: 'unknown',
      detail: 'ocr',
      status: 'down',
      latencyMs: null,
      message: 'No health check.',
    });
  });

  it('is down when the database fails, with the failure as message', async () => {
    const health = new HealthService('1');
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
