import {
  type CleanupOperationData,
  type DuplicateGroupData,
  duplicatesAnswerSchema,
  type MergePreviewData,
  mergeAnswerSchema,
  mergePreviewAnswerSchema,
  operationsAnswerSchema,
  presetListSchema,
  type QueryResultData,
  queryAnswerSchema,
  systemMessages,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, Eye, GitMerge, Play, ScanSearch, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { adminApi } from '../api.ts';
import { useToast } from '../toast.tsx';
import { cellText, errorMessage, formatTime, QueryBox, QueryResultTable, Tile } from './system/shared.tsx';
import './system/system.css';
import { queryName } from './system/query-name.ts';

const duplicatesKey = ['admin', 'cleanup-duplicates'] as const;
const operationsKey = ['admin', 'cleanup-operations'] as const;

const groupKey = (g: { entityType: string; identifier: string }) => `${g.entityType}|${g.identifier}`;
const groupTitle = (g: { entityType: string; identifier: string }) =>
  g.entityType === 'House' ? `House ${g.identifier}` : `${g.entityType} '${g.identifier}'`;

/**
 * Database Cleanup (docs/admin.md): duplicate scan with preview and merge, the custom query box with its
 * templates, and the operations log.
 */
export default function DatabaseCleanup() {
  const toast = useToast();
  const client = useQueryClient();
  const duplicates = useQuery({
    queryKey: duplicatesKey,
    queryFn: ({ signal }) => adminApi.get('/cleanup/duplicates', duplicatesAnswerSchema, signal),
    refetchOnWindowFocus: false,
  });
  const operations = useQuery({
    queryKey: operationsKey,
    queryFn: ({ signal }) => adminApi.get('/cleanup/operations?limit=50', operationsAnswerSchema, signal),
  });
  /** One operation at a time: a merge (group key) or the custom query ('query'). */
  const [running, setRunning] = useState<string | null>(null);
  const [preview, setPreview] = useState<MergePreviewData | null>(null);
  const [removed, setRemoved] = useState<Set<string>>(new Set());

  const groups = (duplicates.data?.groups ?? []).filter((g) => !removed.has(groupKey(g)));
  const ops = operations.data?.operations ?? [];
  const totalDuplicates = groups.reduce((sum, g) => sum + g.count - 1, 0);

  const scan = async () => {
    setRemoved(new Set());
    const result = await duplicates.refetch();
    if (result.isError) toast.show('error', `Scan failed: ${errorMessage(result.error)}`);
    else {
      const n = result.data?.groups.length ?? 0;
      toast.show('info', n === 0 ? 'No duplicates found.' : `${n} duplicate group${n === 1 ? '' : 's'} found.`);
    }
  };

  const showPreview = async (g: DuplicateGroupData) => {
    setRunning(groupKey(g));
    try {
      const answer = await adminApi.send(
        'POST',
        '/cleanup/preview',
        { entityType: g.entityType, identifier: g.identifier },
        mergePreviewAnswerSchema,
      );
      setPreview(answer.preview);
    } catch (e) {
      toast.show('error', `Preview failed: ${errorMessage(e)}`);
    } finally {
      setRunning(null);
    }
  };

  const merge = async (g: { entityType: DuplicateGroupData['entityType']; identifier: string; keepId?: string }) => {
    const key = groupKey(g);
    setRunning(key);
    try {
      const { operation } = await adminApi.send(
        'POST',
        '/cleanup/merge',
        { entityType: g.entityType, identifier: g.identifier, ...(g.keepId ? { keepId: g.keepId } : {}) },
        mergeAnswerSchema,
      );
      if (operation.status === 'completed') {
        // A successful merge removes its group from the list (docs/admin.md).
        setRemoved((s) => new Set(s).add(key));
        setPreview(null);
        toast.show('success', `Merged ${groupTitle(g)}: ${operation.description}`);
      } else {
        toast.show('error', `Merge failed: ${operation.error ?? 'unknown error'}`);
      }
    } catch (e) {
      toast.show('error', `Merge failed: ${errorMessage(e)}`);
    } finally {
      setRunning(null);
      void client.invalidateQueries({ queryKey: operationsKey });
    }
  };

  return (
    <div className="system-tab">
      <header className="system-head">
        <div>
          <h2>Database Cleanup</h2>
          <p className="muted">Find and merge duplicate planets, signs, houses and aspects in the knowledge graph.</p>
        </div>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void scan()}
          disabled={duplicates.isFetching || running !== null}
        >
          <ScanSearch size={16} aria-hidden="true" /> {duplicates.isFetching ? 'Scanning...' : 'Scan for Duplicates'}
        </button>
      </header>

      <section className="admin-grid" aria-label="Cleanup summary">
        <Tile label="Duplicate groups" value={duplicates.data ? groups.length : '—'} />
        <Tile
          label="Total duplicates"
          value={duplicates.data ? totalDuplicates : '—'}
          hint="nodes a merge would remove"
        />
        <Tile label="Completed" value={operations.data ? ops.filter((o) => o.status === 'completed').length : '—'} />
        <Tile label="Failed" value={operations.data ? ops.filter((o) => o.status === 'failed').length : '—'} />
      </section>

      {preview ? (
        <MergePreviewPanel
          preview={preview}
          busy={running !== null}
          onExecute={() =>
            void merge({ entityType: preview.entityType, identifier: preview.identifier, keepId: preview.keep.id })
          }
          onCancel={() => setPreview(null)}
        />
      ) : null}

      <section className="card" aria-labelledby="duplicate-groups" aria-busy={duplicates.isFetching}>
        <h3 id="duplicate-groups">Duplicate groups</h3>
        {duplicates.isError ? (
          <p className="notice is-error" role="alert">
            {errorMessage(duplicates.error)}
          </p>
        ) : duplicates.isLoading ? (
          <p className="muted" role="status">
            Scanning...
          </p>
        ) : groups.length === 0 ? (
          <p className="muted">No duplicates found.</p>
        ) : (
          <ul className="row-list">
            {groups.map((g) => {
              const key = groupKey(g);
              return (
                <li key={key} className="row-item" data-testid="duplicate-group">
                  <div className="row-main">
                    <span className="level level-warning">{g.entityType}</span>
                    <span className="row-title">
                      <strong>{groupTitle(g)}</strong>{' '}
                      <span className="small muted">
                        {g.count} nodes · {g.suggestedAction}
                      </span>
                    </span>
                  </div>
                  <ul className="group-nodes">
                    {g.nodes.map((n) => (
                      <li key={n.id}>
                        {cellText(n.properties.name ?? n.properties.number)} (id {n.id}, {n.relationshipCount}{' '}
                        relationships)
                      </li>
                    ))}
                  </ul>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={running !== null}
                      onClick={() => void showPreview(g)}
                    >
                      <Eye size={16} aria-hidden="true" /> Preview Merge
                      <span className="sr-only">: {groupTitle(g)}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={running !== null}
                      onClick={() => void merge(g)}
                    >
                      <GitMerge size={16} aria-hidden="true" /> {running === key ? 'Merging...' : 'Merge Now'}
                      <span className="sr-only">: {groupTitle(g)}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <CustomQuery
        busy={running !== null}
        setBusy={(b) => setRunning(b ? 'query' : null)}
        onSuccess={() => {
          // A successful custom query triggers a rescan (docs/admin.md).
          setRemoved(new Set());
          void duplicates.refetch();
          void client.invalidateQueries({ queryKey: ['admin', 'graph-stats'] });
        }}
      />

      <OperationsLog operations={ops} loading={operations.isLoading} error={operations.error} />
    </div>
  );
}

function MergePreviewPanel({
  preview,
  busy,
  onExecute,
  onCancel,
}: {
  preview: MergePreviewData;
  busy: boolean;
  onExecute: () => void;
  onCancel: () => void;
}) {
  const moving = preview.relationshipsToMove.length;
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens above the list: keyboard and screen-reader users are taken to it; Escape cancels.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="card preview-panel"
      aria-labelledby="merge-preview"
      data-testid="merge-preview"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <h3 id="merge-preview" ref={heading} tabIndex={-1}>
        Merge preview: {groupTitle(preview)}
      </h3>
      <div className="two-columns">
        <div>
          <h4>Keep (id {preview.keep.id})</h4>
          <pre className="admin-code">{JSON.stringify(preview.keep.properties, null, 2)}</pre>
        </div>
        <div>
          <h4>
            Remove {preview.remove.length} node{preview.remove.length === 1 ? '' : 's'} (id{' '}
            {preview.remove.map((n) => n.id).join(', ')})
          </h4>
          <pre className="admin-code">
            {JSON.stringify(
              preview.remove.map((n) => n.properties),
              null,
              2,
            )}
          </pre>
        </div>
      </div>
      <p className="small">
        {moving} relationship{moving === 1 ? '' : 's'} move to the kept node
        {preview.alreadyOnKept ? ` (${preview.alreadyOnKept} already there: their properties are combined)` : ''}
        {preview.internalRelationships
          ? `; ${preview.internalRelationships} between the merged nodes are kept as a record`
          : ''}
        .
      </p>
      <details>
        <summary>Properties after the merge</summary>
        <pre className="admin-code">{JSON.stringify(preview.combinedProperties, null, 2)}</pre>
      </details>
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={onExecute}>
          <GitMerge size={16} aria-hidden="true" /> {busy ? 'Merging...' : 'Execute Merge'}
        </button>
        <button type="button" className="button button-ghost" disabled={busy} onClick={onCancel}>
          <X size={16} aria-hidden="true" /> Cancel
        </button>
      </div>
    </section>
  );
}

function CustomQuery({
  busy,
  setBusy,
  onSuccess,
}: {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSuccess: () => void;
}) {
  const toast = useToast();
  const templates = useQuery({
    queryKey: ['admin', 'cleanup-templates'],
    queryFn: ({ signal }) => adminApi.get('/cleanup/templates', presetListSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [query, setQuery] = useState('');
  const [write, setWrite] = useState(false);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ name: string; data: QueryResultData } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writeId = useId();
  const cypher = templates.data?.language === 'cypher';
  // The spec's exception: the custom query needs only non-blank text and no running operation.
  const canRun = query.trim() !== '' && !busy;

  const run = async () => {
    setRunning(true);
    setBusy(true);
    setError(null);
    try {
      const answer = await adminApi.send('POST', '/cleanup/query', { query, write }, queryAnswerSchema);
      setResult({ name: queryName(query, templates.data?.presets ?? []), data: answer.result });
      toast.show('success', `Query ran: ${answer.result.records.length} records.`);
      onSuccess();
    } catch (e) {
      setResult(null);
      setError(errorMessage(e));
      toast.show('error', systemMessages.queryFailed(errorMessage(e)));
    } finally {
      setRunning(false);
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="custom-query">
      <h3 id="custom-query">Custom query</h3>
      <fieldset className="button-row plain-fieldset">
        <legend className="sr-only">Query templates</legend>
        {(templates.data?.presets ?? []).map((t) => (
          <button
            key={t.id}
            type="button"
            className="button button-ghost button-small"
            title={t.description}
            onClick={() => setQuery(t.query)}
          >
            {t.name}
          </button>
        ))}
      </fieldset>
      <QueryBox
        label={`Query (${cypher ? 'Cypher' : 'SQL'})`}
        value={query}
        onChange={setQuery}
        onRun={() => void run()}
        canRun={canRun}
        hint={templates.data?.hint ?? ''}
        placeholder={
          cypher ? 'MATCH (h:House) RETURN h.number, count(*)' : "SELECT key FROM graph_nodes WHERE label = 'House'"
        }
      />
      <label className="checkbox" htmlFor={writeId}>
        <input id={writeId} type="checkbox" checked={write} onChange={(event) => setWrite(event.target.checked)} />
        Allow changes (write mode)
      </label>
      <p className="small muted write-warning">
        {write
          ? cypher
            ? 'Write mode: the Cypher runs as written and may change or delete knowledge. Each change is recorded in the knowledge updates.'
            : 'Write mode: INSERT, UPDATE and DELETE on graph_nodes and graph_edges are allowed. Each change is recorded in the knowledge updates.'
          : 'Read-only: a query that would change the graph is refused. Tick “Allow changes” to run a fix.'}
      </p>
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
          <QueryResultTable result={result.data} caption={`Result of ${result.name}`} />
        ) : null}
      </div>
    </section>
  );
}

function OperationsLog({
  operations,
  loading,
  error,
}: {
  operations: CleanupOperationData[];
  loading: boolean;
  error: unknown;
}) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  return (
    <section className="card" aria-labelledby="operations-log">
      <h3 id="operations-log">Operations log</h3>
      {error ? (
        <p className="notice is-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : loading ? (
        <p className="muted">Loading...</p>
      ) : operations.length === 0 ? (
        <p className="muted">No cleanup operations yet.</p>
      ) : (
        <ol className="row-list">
          {operations.map((op) => {
            const expanded = open.has(op.id);
            return (
              <li key={op.id} className="row-item" data-testid="cleanup-operation">
                <div className="row-main">
                  <span className={`level level-${op.status}`}>{op.status}</span>
                  <span className="row-title">{op.description}</span>
                  <time className="small muted" dateTime={op.createdAt}>
                    {formatTime(op.createdAt)}
                  </time>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-expanded={expanded}
                    aria-controls={`op-${op.id}`}
                    onClick={() =>
                      setOpen((s) => {
                        const next = new Set(s);
                        if (next.has(op.id)) next.delete(op.id);
                        else next.add(op.id);
                        return next;
                      })
                    }
                  >
                    {expanded ? (
                      <ChevronDown size={16} aria-hidden="true" />
                    ) : (
                      <ChevronRight size={16} aria-hidden="true" />
                    )}
                    Details
                  </button>
                </div>
                {op.error ? <p className="small notice is-error">{op.error}</p> : null}
                {expanded ? (
                  <pre className="admin-code" id={`op-${op.id}`}>
                    {JSON.stringify(
                      { query: op.cypherQuery, affectedNodes: op.affectedNodes, result: op.result },
                      null,
                      2,
                    )}
                  </pre>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
