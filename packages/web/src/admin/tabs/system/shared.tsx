// Pieces shared by the technical dashboard's system tabs (System Health, System Logs, Knowledge Graph, Database
// Cleanup): connection status, query results as a table, tiles and small formatters.
import type { QueryResultData } from '@stellara/contract';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ApiRequestError } from '../../../api/client.ts';

export type Status = 'testing' | 'connected' | 'disconnected';

const STATUS_TEXT: Record<Status, string> = {
  testing: 'Testing...',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

/** Testing... / Connected / Disconnected, with an icon and a colour (the text says it too). */
export function StatusPill({ status }: { status: Status }) {
  const Icon = status === 'testing' ? Loader2 : status === 'connected' ? CheckCircle2 : XCircle;
  return (
    <span className={`status-pill status-${status}`} data-status={status}>
      <Icon size={15} aria-hidden="true" className={status === 'testing' ? 'spin' : undefined} />
      {STATUS_TEXT[status]}
    </span>
  );
}

export function Tile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="card admin-tile system-tile">
      <span className="admin-tile-value">{value}</span>
      <span className="admin-tile-label">{label}</span>
      {hint ? <span className="small muted">{hint}</span> : null}
    </div>
  );
}

export const errorMessage = (error: unknown): string =>
  error instanceof ApiRequestError || error instanceof Error ? error.message : 'Unknown error';

export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

export const formatCount = (n: number): string => n.toLocaleString('en-GB');

/** A cell's text: strings as they are, everything else as compact JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A query's records as a scrollable table, with the count, the time taken and a note when cut short. */
export function QueryResultTable({ result, caption }: { result: QueryResultData; caption: string }) {
  const id = useId();
  const columns = result.columns.length ? result.columns : Object.keys(result.records[0] ?? {});
  const count = result.records.length;
  return (
    <div className="query-result">
      <p className="small muted" id={id}>
        {count === 1 ? '1 record' : `${formatCount(count)} records`} in {formatLatency(result.elapsedMs)} (
        {result.language === 'cypher' ? 'Cypher' : 'SQL'}){result.truncated ? ', only the first 1,000 shown' : ''}
      </p>
      {count === 0 ? (
        <p className="muted">The query ran and returned no records.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll" tabIndex={0} aria-labelledby={id}>
          <table className="data-table">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.records.map((record, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: records have no identity of their own
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c}>{cellText(record[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** The query box every tab uses: labelled textarea, Ctrl/Cmd+Enter runs it when allowed. */
export function QueryBox({
  label,
  value,
  onChange,
  onRun,
  canRun,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  canRun: boolean;
  hint: string;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="query-input"
        value={value}
        rows={6}
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canRun) {
            event.preventDefault();
            onRun();
          }
        }}
      />
      <span className="field-hint" id={`${id}-hint`}>
        {hint} Ctrl+Enter runs it.
      </span>
    </div>
  );
}
