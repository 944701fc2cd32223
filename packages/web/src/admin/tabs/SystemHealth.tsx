import {
  type ConnectionCard,
  connectionTestAnswerSchema,
  type HealthComponent,
  type PresetQuery,
  presetListSchema,
  type QueryResultData,
  queryAnswerSchema,
  systemHealthSchema,
  systemMessages,
} from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { Activity, Brain, type Database, FileText, Network, Play, RefreshCw, Server, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminApi } from '../api.ts';
import { useAdminPortal } from '../portal.tsx';
import { useToast } from '../toast.tsx';
import {
  errorMessage,
  formatLatency,
  formatTime,
  QueryBox,
  QueryResultTable,
  type Status,
  StatusPill,
} from './system/shared.tsx';
import './system/system.css';
import { queryName } from './system/query-name.ts';

const ICONS: Record<HealthComponent, typeof Database> = { graph: Network, database: Server, llm: Brain };

/** System Health (docs/admin.md): three status cards, Quick Actions and the Quick Query Test. */
export default function SystemHealth() {
  const toast = useToast();
  const { goToTab } = useAdminPortal();
  const health = useQuery({
    queryKey: ['admin', 'system-health'],
    queryFn: ({ signal }) => adminApi.get('/system/health', systemHealthSchema, signal),
    refetchOnWindowFocus: false,
  });
  const presets = useQuery({
    queryKey: ['admin', 'quick-queries'],
    queryFn: ({ signal }) => adminApi.get('/system/quick-queries', presetListSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [cards, setCards] = useState<Partial<Record<HealthComponent, ConnectionCard>>>({});
  const [testing, setTesting] = useState<Set<HealthComponent>>(new Set());

  useEffect(() => {
    if (health.data) setCards(Object.fromEntries(health.data.cards.map((c) => [c.component, c])));
  }, [health.data]);
  useEffect(() => {
    if (health.isError) toast.show('error', systemMessages.loadHealthFailed);
  }, [health.isError, toast]);

  const testOne = async (component: HealthComponent) => {
    setTesting((s) => new Set(s).add(component));
    try {
      const { card } = await adminApi.get(`/system/health/${component}`, connectionTestAnswerSchema);
      setCards((c) => ({ ...c, [component]: card }));
      if (card.status === 'connected')
        toast.show('success', `${card.title}: connected (${formatLatency(card.latencyMs)})`);
      else toast.show('error', card.message);
    } catch (error) {
      toast.show('error', `Test failed: ${errorMessage(error)}`);
    } finally {
      setTesting((s) => {
        const next = new Set(s);
        next.delete(component);
        return next;
      });
    }
  };

  const refreshAll = async () => {
    setTesting(new Set(['graph', 'database', 'llm']));
    const result = await health.refetch();
    setTesting(new Set());
    if (result.data) {
      const down = result.data.cards.filter((c) => c.status !== 'connected');
      if (down.length === 0) toast.show('success', 'All systems answered.');
      else toast.show('warning', `${down.map((c) => c.title).join(', ')}: disconnected`);
    }
  };

  const order: HealthComponent[] = ['graph', 'database', 'llm'];
  const statusOf = (c: HealthComponent): Status => {
    if (testing.has(c) || (!cards[c] && health.isFetching)) return 'testing';
    return cards[c]?.status ?? 'disconnected';
  };

  return (
    <div className="system-tab">
      <header className="system-head">
        <div>
          <h2>System Health</h2>
          <p className="muted">
            Live checks of the services Stellara runs on.
            {health.data
              ? ` Version ${health.data.version}, up ${Math.round(health.data.uptimeSeconds / 60)} min.`
              : ''}
          </p>
        </div>
      </header>

      {health.isError ? (
        <p className="notice" role="alert">
          {systemMessages.loadHealthFailed}: {errorMessage(health.error)}
        </p>
      ) : null}

      <section className="admin-grid health-cards" aria-label="Status cards">
        {order.map((component) => {
          const card = cards[component];
          const Icon = ICONS[component];
          const status = statusOf(component);
          const title =
            card?.title ?? { graph: 'Graph Database', database: 'Backend Service', llm: 'LLM Gateway' }[component];
          return (
            <article key={component} className="card health-card" aria-labelledby={`health-${component}`}>
              <div className="health-card-head">
                <span className="health-icon">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <h3 id={`health-${component}`}>{title}</h3>
              </div>
              <div aria-live="polite" className="health-status">
                <StatusPill status={status} />
                {card && status !== 'testing' ? (
                  <span className="small muted">Latency {formatLatency(card.latencyMs)}</span>
                ) : null}
              </div>
              {card ? (
                <>
                  <p className="small">
                    <strong>{card.mode}</strong> · {card.detail}
                  </p>
                  <p className={`small health-message ${card.status === 'disconnected' ? 'is-error' : ''}`}>
                    {card.message}
                  </p>
                  <p className="small muted">Tested {formatTime(card.testedAt)}</p>
                </>
              ) : null}
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void testOne(component)}
                disabled={testing.has(component)}
                aria-label={`Test Connection: ${title}`}
              >
                <Activity size={16} aria-hidden="true" /> Test Connection
              </button>
            </article>
          );
        })}
      </section>

      <section className="card" aria-labelledby="quick-actions">
        <h3 id="quick-actions">Quick Actions</h3>
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void refreshAll()}
            disabled={testing.size > 0}
          >
            <RefreshCw size={16} aria-hidden="true" /> Refresh All
          </button>
          <button type="button" className="button button-ghost" onClick={() => goToTab('graph-monitor')}>
            <Network size={16} aria-hidden="true" /> Knowledge Graph
          </button>
          <button type="button" className="button button-ghost" onClick={() => goToTab('database-cleanup')}>
            <Sparkles size={16} aria-hidden="true" /> Database Cleanup
          </button>
          <button type="button" className="button button-ghost" onClick={() => goToTab('system-logs')}>
            <FileText size={16} aria-hidden="true" /> View Logs
          </button>
        </div>
      </section>

      <QuickQueryTest
        presets={presets.data?.presets ?? []}
        hint={presets.data?.hint ?? ''}
        language={presets.data?.language ?? 'sql'}
        connected={cards.graph?.status === 'connected' && !testing.has('graph')}
      />
    </div>
  );
}

function QuickQueryTest({
  presets,
  hint,
  language,
  connected,
}: {
  presets: PresetQuery[];
  hint: string;
  language: 'cypher' | 'sql';
  connected: boolean;
}) {
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ name: string; data: QueryResultData } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (text: string, name: string) => {
    setRunning(true);
    setError(null);
    try {
      const { result: data } = await adminApi.send('POST', '/graph/query', { query: text }, queryAnswerSchema);
      setResult({ name, data });
    } catch (e) {
      setResult(null);
      setError(errorMessage(e));
      toast.show('error', systemMessages.queryFailed(errorMessage(e)));
    } finally {
      setRunning(false);
    }
  };
  const canRun = query.trim() !== '' && !running && connected;

  return (
    <section className="card quick-query" aria-labelledby="quick-query">
      <h3 id="quick-query">Quick Query Test</h3>
      <p className="small muted">
        Presets written for the graph that runs (
        {language === 'cypher' ? 'Cypher on Neo4j' : 'SQL on the embedded graph'}
        ). Queries here only read.
      </p>
      <fieldset className="button-row plain-fieldset">
        <legend className="sr-only">Preset queries</legend>
        {presets.map((p) => (
          <button
            key={p.id}
            type="button"
            className="button button-ghost button-small"
            title={p.description}
            disabled={running || !connected}
            onClick={() => {
              setQuery(p.query);
              void run(p.query, p.name);
            }}
          >
            {p.name}
          </button>
        ))}
      </fieldset>
      <QueryBox
        label="Query"
        value={query}
        onChange={setQuery}
        onRun={() => void run(query, queryName(query, presets))}
        canRun={canRun}
        hint={connected ? hint : 'The graph is not connected: test its connection above first.'}
        placeholder={
          language === 'cypher'
            ? 'MATCH (p:Planet) RETURN p.name'
            : 'SELECT label, count(*) FROM graph_nodes GROUP BY label'
        }
      />
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={!canRun}
          onClick={() => void run(query, queryName(query, presets))}
        >
          <Play size={16} aria-hidden="true" /> {running ? 'Running...' : 'Run Query'}
        </button>
      </div>
      <div className="result-panel" aria-live="polite" aria-busy={running}>
        <h4>Result{result ? `: ${result.name}` : ''}</h4>
        {error ? (
          <p className="notice is-error" role="alert">
            {error}
          </p>
        ) : result ? (
          <QueryResultTable result={result.data} caption={`Result of ${result.name}`} />
        ) : (
          <p className="muted small">Pick a preset or write a query to see its records here.</p>
        )}
      </div>
    </section>
  );
}
