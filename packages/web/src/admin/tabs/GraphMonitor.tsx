import {
  deletedAnswerSchema,
  graphConnectionSchema,
  graphStatsSchema,
  type KnowledgeUpdate,
  knowledgeUpdateAnswerSchema,
  knowledgeUpdatesAnswerSchema,
  presetListSchema,
  type QueryResultData,
  queryAnswerSchema,
  RECENT_UPDATES_LIMIT,
  retryAnswerSchema,
  systemMessages,
  type WrittenNode,
  writtenNodesSchema,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, Check, ChevronDown, ChevronRight, Play, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNotices } from '../../components/Notices.tsx';
import { adminApi } from '../api.ts';
import { useToast } from '../toast.tsx';
import { writtenText } from './documents/landing.ts';
import {
  errorMessage,
  formatCount,
  formatLatency,
  formatTime,
  QueryBox,
  QueryResultTable,
  type Status,
  StatusPill,
  Tile,
} from './system/shared.tsx';
import './system/system.css';

const connectionKey = ['admin', 'graph-connection'] as const;
const statsKey = ['admin', 'graph-stats'] as const;
const updatesKey = ['admin', 'knowledge-updates'] as const;

/**
 * The knowledge graph monitor (docs/admin.md, named for whichever adapter runs): the knowledge graph that runs (Neo4j,
 * or the embedded graph), its counts and schema, a query tester, and the 20 most recent knowledge updates with details,
 * retry, approve and delete.
 */
export default function GraphMonitor() {
  const client = useQueryClient();
  const connection = useQuery({
    queryKey: connectionKey,
    queryFn: ({ signal }) => adminApi.get('/graph/connection', graphConnectionSchema, signal),
    refetchOnWindowFocus: false,
  });
  const stats = useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => adminApi.get('/graph/stats', graphStatsSchema, signal),
    enabled: connection.data?.status === 'connected',
  });
  const status: Status = connection.isFetching
    ? 'testing'
    : connection.data?.status === 'connected'
      ? 'connected'
      : 'disconnected';
  const engine = connection.data?.mode === 'neo4j' ? 'Neo4j' : 'the embedded graph';

  return (
    <div className="system-tab">
      <header className="system-head">
        <div>
          <h2>
            Knowledge graph{' '}
            {connection.data && (
              <span className="muted" data-testid="graph-adapter">
                · {connection.data.mode === 'neo4j' ? 'Neo4j' : 'embedded'}
              </span>
            )}
          </h2>
          <p className="muted">
            Monitors the knowledge graph that runs: {connection.data ? connection.data.detail : '…'}.
          </p>
        </div>
      </header>

      <section className="card" aria-labelledby="graph-connection">
        <h3 id="graph-connection">Connection</h3>
        <div className="health-status" aria-live="polite">
          <StatusPill status={status} />
          {connection.data && status !== 'testing' ? (
            <span className="small muted">
              {connection.data.mode === 'neo4j' ? 'Neo4j' : 'Embedded graph'} · latency{' '}
              {formatLatency(connection.data.latencyMs)}
            </span>
          ) : null}
        </div>
        {connection.data && status !== 'testing' ? (
          <p className={`small ${connection.data.status === 'disconnected' ? 'notice is-error' : ''}`}>
            {connection.data.message}
          </p>
        ) : null}
        {connection.isError ? (
          <p className="notice is-error" role="alert">
            {systemMessages.connectionTestFailed(errorMessage(connection.error))}
          </p>
        ) : null}
        <div className="button-row">
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={connection.isFetching}
            onClick={() => {
              void connection.refetch().then(() => client.invalidateQueries({ queryKey: statsKey }));
            }}
          >
            <Activity size={16} aria-hidden="true" /> Test Connection
          </button>
        </div>
      </section>

      <section aria-labelledby="graph-stats" className="system-tab">
        <h3 id="graph-stats" className="sr-only">
          Database statistics
        </h3>
        <div className="admin-grid">
          <Tile label="Nodes" value={stats.data ? formatCount(stats.data.totals.nodes) : '—'} />
          <Tile label="Relationships" value={stats.data ? formatCount(stats.data.totals.relationships) : '—'} />
          <Tile label="Node types" value={stats.data ? stats.data.schema.labels.length : '—'} />
          <Tile label="Relationship types" value={stats.data ? stats.data.schema.relationshipTypes.length : '—'} />
        </div>
        {stats.isError ? (
          <p className="notice is-error" role="alert">
            {errorMessage(stats.error)}
          </p>
        ) : null}
        {stats.data ? (
          <div className="card">
            <h3>Schema overview</h3>
            <div className="two-columns">
              <CountTable
                caption="Node types"
                head="Node type"
                rows={stats.data.schema.labels.map((l) => [l.label, l.count])}
              />
              <CountTable
                caption="Relationship types"
                head="Relationship type"
                rows={stats.data.schema.relationshipTypes.map((t) => [t.type, t.count])}
              />
            </div>
          </div>
        ) : null}
      </section>

      <QueryTester connected={status === 'connected'} engine={engine} />
      <KnowledgeUpdates />
    </div>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: [string, number][] }) {
  return (
    <div>
      <h4>{caption}</h4>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" tabIndex={0} aria-label={caption}>
        <table className="data-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col" className="num">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, count]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className="num">{formatCount(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function QueryTester({ connected, engine }: { connected: boolean; engine: string }) {
  const toast = useToast();
  const presets = useQuery({
    queryKey: ['admin', 'quick-queries'],
    queryFn: ({ signal }) => adminApi.get('/system/quick-queries', presetListSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [query, setQuery] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<QueryResultData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canRun = query.trim() !== '' && !running && connected;
  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setResult((await adminApi.send('POST', '/graph/query', { query }, queryAnswerSchema)).result);
    } catch (e) {
      setResult(null);
      setError(errorMessage(e));
      toast.show('error', systemMessages.queryFailed(errorMessage(e)));
    } finally {
      setRunning(false);
    }
  };
  const cypher = presets.data?.language === 'cypher';
  return (
    <section className="card" aria-labelledby="query-tester">
      <h3 id="query-tester">Query tester</h3>
      <QueryBox
        label={`Query (${cypher ? 'Cypher' : 'SQL'}, read-only, on ${engine})`}
        value={query}
        onChange={setQuery}
        onRun={() => void run()}
        canRun={canRun}
        hint={connected ? (presets.data?.hint ?? '') : 'The graph is not connected.'}
        placeholder={
          cypher
            ? 'MATCH (s:Sign)-[:HAS_ELEMENT]->(e) RETURN s.name, e.name'
            : "SELECT properties->>'name' AS name FROM graph_nodes WHERE label = 'Sign'"
        }
      />
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={!canRun} onClick={() => void run()}>
          <Play size={16} aria-hidden="true" /> {running ? 'Running...' : 'Run Query'}
        </button>
      </div>
      <div className="result-panel" aria-live="polite" aria-busy={running}>
        {error ? (
          <p className="notice is-error" role="alert">
            {error}
          </p>
        ) : result ? (
          <QueryResultTable result={result} caption="Query tester result" />
        ) : null}
      </div>
    </section>
  );
}

/** The nodes a document upload wrote, as its journal line records them (older lines have none). */
function writtenOf(u: KnowledgeUpdate): WrittenNode[] {
  const parsed = writtenNodesSchema.safeParse(u.entityData.nodes);
  return parsed.success ? parsed.data : [];
}

function updateName(u: KnowledgeUpdate): string {
  const d = u.entityData;
  const name = typeof d.name === 'string' && d.name ? d.name : typeof d.file_name === 'string' ? d.file_name : '';
  return name || u.entityType;
}

function KnowledgeUpdates() {
  const toast = useToast();
  const notices = useNotices();
  const client = useQueryClient();
  const updates = useQuery({
    queryKey: updatesKey,
    queryFn: ({ signal }) =>
      adminApi.get(`/knowledge-updates?limit=${RECENT_UPDATES_LIMIT}`, knowledgeUpdatesAnswerSchema, signal),
  });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: updatesKey });

  const act = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    try {
      await work();
    } catch (e) {
      toast.show('error', errorMessage(e));
    } finally {
      setBusy(null);
      await refresh();
      void client.invalidateQueries({ queryKey: statsKey });
    }
  };

  const retry = (u: KnowledgeUpdate) =>
    act(u.id, async () => {
      const answer = await adminApi.send('POST', `/knowledge-updates/${u.id}/retry`, {}, retryAnswerSchema);
      toast.show(answer.ok ? 'success' : 'error', answer.ok ? answer.message : `Retry failed: ${answer.message}`);
    });
  const approve = (u: KnowledgeUpdate) =>
    act(u.id, async () => {
      await adminApi.send('POST', `/knowledge-updates/${u.id}/approve`, {}, knowledgeUpdateAnswerSchema);
      toast.show('success', `Approved: ${updateName(u)}`);
    });
  const remove = async (u: KnowledgeUpdate) => {
    const yes = await notices.confirm({
      title: 'Delete this record?',
      text: systemMessages.confirmDeleteUpdate,
      confirmLabel: 'Delete record',
    });
    if (!yes) return;
    void act(u.id, async () => {
      await adminApi.send('DELETE', `/knowledge-updates/${u.id}`, undefined, deletedAnswerSchema);
      toast.show('success', 'Update record deleted');
    });
  };
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const tiles = updates.data?.tiles;
  const list = updates.data?.updates ?? [];
  return (
    <section className="system-tab" aria-labelledby="knowledge-updates">
      <div className="admin-grid">
        <Tile label="Successful updates" value={tiles ? formatCount(tiles.successful) : '—'} />
        <Tile label="Failed updates" value={tiles ? formatCount(tiles.failed) : '—'} />
        <Tile
          label="From conversations"
          value={tiles ? formatCount(tiles.fromConversations) : '—'}
          hint="Chat Training teaching"
        />
        <Tile label="From documents" value={tiles ? formatCount(tiles.fromDocuments) : '—'} hint="Document Upload" />
      </div>
      <div className="card">
        <div className="system-head">
          <h3 id="knowledge-updates">Recent knowledge updates</h3>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void refresh()}
            disabled={updates.isFetching}
          >
            <RefreshCw size={16} aria-hidden="true" /> Refresh
          </button>
        </div>
        {updates.isError ? (
          <p className="notice is-error" role="alert">
            {errorMessage(updates.error)}
          </p>
        ) : null}
        {updates.data && list.length === 0 ? <p className="muted">No knowledge updates are recorded yet.</p> : null}
        <ol className="row-list" aria-label={`The ${RECENT_UPDATES_LIMIT} most recent knowledge updates`}>
          {list.map((u) => {
            const expanded = open.has(u.id);
            const name = updateName(u);
            return (
              <li key={u.id} className="row-item" data-testid="knowledge-update">
                <div className="row-main">
                  <span className={`level ${u.success ? 'level-success' : 'level-error'}`}>
                    {u.success ? 'success' : 'failed'}
                  </span>
                  <span className="row-title">
                    <strong>{name}</strong>{' '}
                    <span className="small muted">
                      {u.entityType} · {u.updateType} · {u.source}
                    </span>
                  </span>
                  <time className="small muted" dateTime={u.createdAt}>
                    {formatTime(u.createdAt)}
                  </time>
                  {u.approvedAt ? (
                    <span className="small">
                      <Check size={14} aria-hidden="true" /> Approved by {u.approvedBy}
                    </span>
                  ) : null}
                </div>
                {u.errorMessage ? <p className="small notice is-error">{u.errorMessage}</p> : null}
                {writtenOf(u).length ? (
                  <p className="small" data-testid="update-nodes">
                    Nodes written: {writtenText(writtenOf(u))}
                  </p>
                ) : null}
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-expanded={expanded}
                    aria-controls={`update-${u.id}`}
                    onClick={() => toggle(u.id)}
                  >
                    {expanded ? (
                      <ChevronDown size={16} aria-hidden="true" />
                    ) : (
                      <ChevronRight size={16} aria-hidden="true" />
                    )}
                    View Details<span className="sr-only">: {name}</span>
                  </button>
                  {!u.success ? (
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={busy !== null || !u.retryable}
                      title={u.retryable ? 'Run the failed write again' : 'This record does not say which write failed'}
                      onClick={() => void retry(u)}
                    >
                      <RotateCcw size={16} aria-hidden="true" /> {busy === u.id ? 'Retrying...' : 'Retry'}
                      <span className="sr-only">: {name}</span>
                    </button>
                  ) : null}
                  {u.success && !u.approvedAt ? (
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={busy !== null}
                      onClick={() => void approve(u)}
                    >
                      <Check size={16} aria-hidden="true" /> Approve<span className="sr-only">: {name}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={busy !== null}
                    onClick={() => void remove(u)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Delete<span className="sr-only">: {name}</span>
                  </button>
                  {!u.success && !u.retryable ? (
                    <span className="small muted">Cannot be re-run: the record does not say which write failed.</span>
                  ) : null}
                </div>
                {expanded ? (
                  <pre className="admin-code" id={`update-${u.id}`}>
                    {JSON.stringify(
                      {
                        id: u.id,
                        entity_type: u.entityType,
                        update_type: u.updateType,
                        source: u.source,
                        status: u.status,
                        success: u.success,
                        error_message: u.errorMessage,
                        created_by: u.createdBy,
                        created_at: u.createdAt,
                        approved_by: u.approvedBy,
                        approved_at: u.approvedAt,
                        entity_data: u.entityData,
                      },
                      null,
                      2,
                    )}
                  </pre>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
