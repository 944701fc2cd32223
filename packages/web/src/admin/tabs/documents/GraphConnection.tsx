import { graphConnectionSchema, systemMessages } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { adminApi } from '../../api.ts';
import { errorMessage, formatLatency, type Status, StatusPill } from '../system/shared.tsx';
import '../system/system.css';

/**
 * The graph the documents are loaded into, tested each time the tab opens (docs/admin.md: the Document Upload tab
 * checks the graph connection), with the result and a button to test again.
 */
export function GraphConnection() {
  const connection = useQuery({
    queryKey: ['admin', 'documents', 'graph-connection'],
    queryFn: ({ signal }) => adminApi.get('/graph/connection', graphConnectionSchema, signal),
    // Every opening of the tab is a new test, never an earlier answer from the cache.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });
  const status: Status = connection.isFetching
    ? 'testing'
    : connection.data?.status === 'connected'
      ? 'connected'
      : 'disconnected';
  const engine = connection.data?.mode === 'neo4j' ? 'Neo4j' : 'Embedded graph';
  return (
    <section className="card documents-graph" aria-labelledby="documents-graph-title" data-testid="documents-graph">
      <div className="documents-graph-head">
        <h3 id="documents-graph-title" className="documents-heading">
          Graph connection
        </h3>
        <span aria-live="polite">
          <StatusPill status={status} />
        </span>
        {connection.data && status !== 'testing' ? (
          <span className="small muted" data-testid="documents-graph-detail">
            {engine} · {connection.data.detail} · latency {formatLatency(connection.data.latencyMs)}
          </span>
        ) : null}
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={connection.isFetching}
          onClick={() => void connection.refetch()}
        >
          <Activity size={16} aria-hidden="true" /> Test Connection
        </button>
      </div>
      {status === 'disconnected' && (connection.data || connection.isError) ? (
        <p className="notice notice-error small" role="alert">
          {connection.isError
            ? systemMessages.connectionTestFailed(errorMessage(connection.error))
            : connection.data?.message}{' '}
          Documents can still be read and reviewed; loading them into the graph waits until it answers.
        </p>
      ) : null}
    </section>
  );
}
