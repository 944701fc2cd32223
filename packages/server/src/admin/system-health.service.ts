// System Health: the three status cards of the technical dashboard (graph database, backend service and its
// database, LLM gateway). Each Test Connection really asks the component and times the answer; failures carry the
// spec's message shapes (docs/admin.md), named for what actually runs here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConnectionCard, HealthComponent, SystemHealth } from '@stellara/contract';
import { HEALTH_COMPONENTS } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import type { KnowledgeGraph } from '../knowledge/index.ts';
import type { LanguageModel } from '../llm/index.ts';
import { repoRoot } from '../paths.ts';

const TEST_TIMEOUT_MS = 5_000;

let version: string | undefined;
function appVersion(): string {
  version ??= String(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version ?? 'unknown');
  return version;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** "OpenRouter" when the gateway is OpenRouter, else what it is. */
export function gatewayName(detail: string): string {
  return /openrouter\.ai/i.test(detail) ? 'OpenRouter' : 'LLM gateway';
}

export class SystemHealthService {
  constructor(
    private readonly deps: { db: Database; graph: KnowledgeGraph; llm: LanguageModel },
    private readonly now: () => number = () => performance.now(),
  ) {}

  async all(): Promise<SystemHealth> {
    const cards = await Promise.all(HEALTH_COMPONENTS.map((c) => this.test(c)));
    return { version: appVersion(), uptimeSeconds: Math.round(process.uptime()), cards };
  }

  test(component: HealthComponent): Promise<ConnectionCard> {
    switch (component) {
      case 'graph':
        return this.graph();
      case 'database':
        return this.database();
      case 'llm':
        return this.llm();
    }
  }

  private card(
    component: HealthComponent,
    fields: Omit<ConnectionCard, 'component' | 'title' | 'testedAt'>,
  ): ConnectionCard {
    const titles: Record<HealthComponent, string> = {
      graph: 'Graph Database',
      database: 'Backend Service',
      llm: 'LLM Gateway',
    };
    return { component, title: titles[component], testedAt: new Date().toISOString(), ...fields };
  }

  private async graph(): Promise<ConnectionCard> {
    const { graph } = this.deps;
    const mode = graph.mode;
    const detail = mode === 'neo4j' ? graph.detail : 'Embedded graph (graph_nodes and graph_edges in the database)';
    try {
      // testConnection never throws; it formats 'Neo4j connection failed: ...' / 'Connection test failed: ...'.
      const result = await withTimeout(graph.testConnection(), TEST_TIMEOUT_MS);
      return this.card('graph', {
        mode,
        detail,
        status: result.ok ? 'connected' : 'disconnected',
        latencyMs: result.ok ? result.latencyMs : null,
        message: result.message,
      });
    } catch (error) {
      const message = (error as Error).message;
      return this.card('graph', {
        mode,
        detail,
        status: 'disconnected',
        latencyMs: null,
        message: mode === 'neo4j' ? `Neo4j connection failed: ${message}` : `Connection test failed: ${message}`,
      });
    }
  }

  private async database(): Promise<ConnectionCard> {
    const { db } = this.deps;
    const embedded = db.kind === 'pglite';
    const mode = embedded ? 'embedded' : 'postgresql';
    const detail = embedded ? 'Stellara API with its embedded PostgreSQL (PGlite)' : 'Stellara API with PostgreSQL';
    const started = this.now();
    try {
      const { rows } = await withTimeout(
        db.sql.query<{ version: string; users: string }>(
          'SELECT current_setting($1) AS version, (SELECT count(*) FROM auth_users)::text AS users',
          ['server_version'],
        ),
        TEST_TIMEOUT_MS,
      );
      const latencyMs = round(this.now() - started);
      const row = rows[0];
      return this.card('database', {
        mode,
        detail,
        status: 'connected',
        latencyMs,
        message: `API version ${appVersion()} up for ${formatUptime(process.uptime())}; ${
          embedded ? 'PGlite' : 'PostgreSQL'
        } ${row?.version ?? ''} answered (${row?.users ?? 0} accounts).`,
      });
    } catch (error) {
      return this.card('database', {
        mode,
        detail,
        status: 'disconnected',
        latencyMs: null,
        message: `${embedded ? 'Embedded database' : 'PostgreSQL'} connection failed: ${(error as Error).message}`,
      });
    }
  }

  private async llm(): Promise<ConnectionCard> {
    const { llm } = this.deps;
    const started = this.now();
    try {
      // The router reports 'degraded' when the built-in reader answers but the configured gateway does not.
      // The gateway's probe stops at its connect timeout, with its own message; this cap only catches the rest.
      const cap = Math.max(TEST_TIMEOUT_MS, (llm.probeTimeoutMs ?? 0) + 1_000);
      const outcome: { message: string; status?: string } = await withTimeout(llm.probe(), cap);
      return this.card('llm', {
        mode: llm.mode,
        detail: llm.detail,
        status: outcome.status === 'degraded' ? 'disconnected' : 'connected',
        latencyMs: round(this.now() - started),
        message: llm.mode === 'embedded' ? `Built-in reader (embedded mode). ${outcome.message}` : outcome.message,
      });
    } catch (error) {
      const text = (error as Error).message;
      return this.card('llm', {
        mode: llm.mode,
        detail: llm.detail,
        status: 'disconnected',
        latencyMs: null,
        // The gateway probe throws 'API returned {status}' for an HTTP error, which the spec shows as it is.
        message: /^API returned \d+/.test(text) ? text : `${gatewayName(llm.detail)} connection failed: ${text}`,
      });
    }
  }
}

export function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} days`;
}
