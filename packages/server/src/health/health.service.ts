import type { ComponentHealth, ComponentStatus, HealthResponse } from '@stellara/contract';
import { componentNames } from '@stellara/contract';

export type ComponentName = (typeof componentNames)[number];

/** What a capability tells the health endpoint about itself. */
export interface HealthCheck {
  mode: string;
  detail: string;
  /** Resolves when the component answers; throws (or reports degraded) when it does not. */
  probe(): Promise<{ status?: ComponentStatus; message?: string } | undefined>;
  /** How long to wait for the probe (default PROBE_TIMEOUT_MS), e.g. the model gateway's connect timeout. */
  readonly timeoutMs?: number | undefined;
  /**
   * The probe's own messages name no path, host or URL, so the public answer may show them (the birth form shows
   * the places one). A failed probe's error is never public: it may name a host.
   */
  publicMessages?: boolean;
}

const PROBE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function probeComponent(check: HealthCheck, publicView: boolean): Promise<ComponentHealth> {
  const health = await probeDetailed(check);
  return publicView ? publicComponent(health, check.publicMessages === true && health.status !== 'down') : health;
}

/**
 * What anyone may read about a component: its kind and status, no path, host or URL ("PGlite in /srv/data",
 * "gateway at llm.internal"). Administrators read the detail in System Health.
 */
export function publicComponent(health: ComponentHealth, keepMessage: boolean): ComponentHealth {
  const detail =
    health.mode === 'embedded' ? 'built in' : health.mode === 'unknown' ? 'not set up' : 'external service';
  const shown: ComponentHealth = { mode: health.mode, detail, status: health.status, latencyMs: health.latencyMs };
  if (keepMessage && health.message) shown.message = health.message;
  return shown;
}

async function probeDetailed(check: HealthCheck): Promise<ComponentHealth> {
  const started = performance.now();
  try {
    const outcome = await withTimeout(check.probe(), check.timeoutMs ?? PROBE_TIMEOUT_MS);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const health: ComponentHealth = {
      mode: check.mode,
      detail: check.detail,
      status: outcome?.status ?? 'ok',
      latencyMs,
    };
    if (outcome?.message) health.message = outcome.message;
    return health;
  } catch (error) {
    return {
      mode: check.mode,
      detail: check.detail,
      status: 'down',
      latencyMs: null,
      message: (error as Error).message,
    };
  }
}

/**
 * Capabilities register a check for their component as they start. A component with no check is
 * reported as down, never as a made-up "ok".
 */
export class HealthService {
  private readonly checks = new Map<ComponentName, HealthCheck>();

  constructor(private readonly version: string) {}

  register(name: ComponentName, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  /** Every component probed now; `public`: without paths, hosts or URLs (what GET /api/health answers). */
  async report(options: { public?: boolean } = {}): Promise<HealthResponse> {
    const entries = await Promise.all(
      componentNames.map(async (name): Promise<[ComponentName, ComponentHealth]> => {
        const check = this.checks.get(name);
        if (check) return [name, await probeComponent(check, options.public === true)];
        return [name, { mode: 'unknown', detail: name, status: 'down', latencyMs: null, message: 'No health check.' }];
      }),
    );
    const components = Object.fromEntries(entries) as HealthResponse['components'];
    return { status: overallStatus(components), version: this.version, components };
  }
}

/** The database carries everything: without it the service is down; any other problem degrades it. */
export function overallStatus(components: HealthResponse['components']): ComponentStatus {
  if (components.database.status === 'down') return 'down';
  return Object.values(components).every((c) => c.status === 'ok') ? 'ok' : 'degraded';
}
