import { LOG_LEVELS, LOGS_REFRESH_MS, type LogsAnswer, logsAnswerSchema, systemMessages } from '@stellara/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { adminApi } from '../api.ts';
import { useToast } from '../toast.tsx';
import { errorMessage, formatCount, formatTime } from './system/shared.tsx';
import './system/system.css';

type Filter = 'all' | (typeof LOG_LEVELS)[number];
const FILTERS: Filter[] = ['all', ...LOG_LEVELS];
const PAGE = 100;

/** System Logs (docs/admin.md): the server's structured logs from the database. */
export default function SystemLogs() {
  const toast = useToast();
  const [level, setLevel] = useState<Filter>('all');
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const logs = useInfiniteQuery({
    queryKey: ['admin', 'logs', level],
    queryFn: ({ pageParam, signal }) =>
      adminApi.get(
        `/logs?level=${level}&limit=${PAGE}${pageParam ? `&before=${pageParam}` : ''}`,
        logsAnswerSchema,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: LogsAnswer) => last.nextBefore ?? undefined,
    refetchInterval: autoRefresh ? LOGS_REFRESH_MS : false,
    // At most five pages are kept (and refetched by auto-refresh).
    maxPages: 5,
  });

  useEffect(() => {
    if (logs.isError) toast.show('error', systemMessages.loadLogsFailed);
  }, [logs.isError, toast]);

  const pages = logs.data?.pages ?? [];
  const entries = pages.flatMap((p) => p.logs);
  const counts = pages[0]?.counts;
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const autoId = useId();

  return (
    <div className="system-tab">
      <header className="system-head">
        <div>
          <h2>System Logs</h2>
          <p className="muted">The server's structured log, newest first (kept for a limited time).</p>
        </div>
      </header>

      <section className="card" aria-label="Log filters">
        <div className="toolbar">
          <fieldset className="filter-group plain-fieldset">
            <legend className="sr-only">Level</legend>
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className="button button-ghost button-small filter-button"
                aria-pressed={level === f}
                onClick={() => setLevel(f)}
              >
                {f} ({counts ? formatCount(counts[f]) : '…'})
              </button>
            ))}
          </fieldset>
          <label className="checkbox" htmlFor={autoId}>
            <input
              id={autoId}
              type="checkbox"
              checked={autoRefresh}
              onChange={(event) => setAutoRefresh(event.target.checked)}
            />
            Auto-refresh (every 5 s)
          </label>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void logs.refetch()}
            disabled={logs.isFetching}
          >
            <RefreshCw size={16} aria-hidden="true" className={logs.isFetching ? 'spin' : undefined} /> Refresh
          </button>
        </div>
      </section>

      <section className="card" aria-labelledby="log-entries" aria-busy={logs.isLoading}>
        <h3 id="log-entries">
          {level === 'all' ? 'All levels' : `Level: ${level}`}
          {counts ? ` · ${formatCount(counts[level])} stored` : ''}
        </h3>
        {logs.isError && entries.length === 0 ? (
          <p className="notice is-error" role="alert">
            {systemMessages.loadLogsFailed}: {errorMessage(logs.error)}
          </p>
        ) : logs.isLoading ? (
          <p className="muted" role="status">
            Loading logs...
          </p>
        ) : entries.length === 0 ? (
          <div className="empty">
            <h4>{systemMessages.noLogs}</h4>
            <p>{level === 'all' ? 'Nothing has been logged yet.' : `No ${level} lines are stored.`}</p>
          </div>
        ) : (
          <ol className="row-list" aria-label="Log lines">
            {entries.map((entry) => {
              const expanded = open.has(entry.id);
              const detailsId = `log-${entry.id}`;
              return (
                <li key={entry.id} className="row-item" data-level={entry.level}>
                  <div className="row-main">
                    <span className={`level level-${entry.level}`}>{entry.level}</span>
                    <time className="small muted" dateTime={entry.createdAt}>
                      {formatTime(entry.createdAt)}
                    </time>
                    <span className="row-title">{entry.message || '(no message)'}</span>
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? (
                        <ChevronDown size={16} aria-hidden="true" />
                      ) : (
                        <ChevronRight size={16} aria-hidden="true" />
                      )}
                      Details
                    </button>
                  </div>
                  {expanded ? (
                    <pre className="admin-code" id={detailsId}>
                      {JSON.stringify({ requestId: entry.requestId, time: entry.createdAt, ...entry.context }, null, 2)}
                    </pre>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        {logs.hasNextPage ? (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void logs.fetchNextPage()}
            disabled={logs.isFetchingNextPage}
          >
            {logs.isFetchingNextPage ? 'Loading...' : 'Load older lines'}
          </button>
        ) : null}
      </section>
    </div>
  );
}
