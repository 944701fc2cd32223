// Astrology APIs tester: call statistics of the four chart functions (api_call_stats, refreshed every 30 s) and a
// Test button per function that calls the real endpoint with fixed sample birth data and the transit date
// 2024-10-09, showing the answer (summary, chart preview, collapsible JSON) or the error.
import {
  API_TESTER_FUNCTIONS,
  API_TESTER_SAMPLE_SUBJECT,
  API_TESTER_TRANSIT_DATE,
  API_TESTER_TRANSIT_SUBJECT,
  type ApiTesterFunctionName,
  apiTesterStatsSchema,
  dailyTransitsAnswerSchema,
  natalAspectsAnswerSchema,
  transitAspectsAnswerSchema,
  transitChartAnswerSchema,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, CheckCircle2, Clock, Play, RefreshCw, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type AnswerSchema, ApiRequestError, apiRequest } from '../../api/client.ts';
import './AstrologyApis.css';

const STATS_KEY = ['admin', 'astrology-apis', 'stats'];
/** The v4 API counts calls in memory and writes them every 2 s. */
const STATS_FLUSH_MS = 2_500;
const number = new Intl.NumberFormat('en');

const bodies: Record<ApiTesterFunctionName, unknown> = {
  'natal-aspects-data': { subject: API_TESTER_SAMPLE_SUBJECT },
  'transit-aspects-data': { first_subject: API_TESTER_SAMPLE_SUBJECT, transit_subject: API_TESTER_TRANSIT_SUBJECT },
  'transit-chart': { first_subject: API_TESTER_SAMPLE_SUBJECT, transit_subject: API_TESTER_TRANSIT_SUBJECT },
  'daily-transits': { date: API_TESTER_TRANSIT_DATE },
};

/** Each function's answer is checked with its contract schema before it is shown. */
const answers: Record<ApiTesterFunctionName, AnswerSchema<unknown>> = {
  'natal-aspects-data': natalAspectsAnswerSchema,
  'transit-aspects-data': transitAspectsAnswerSchema,
  'transit-chart': transitChartAnswerSchema,
  'daily-transits': dailyTransitsAnswerSchema,
};

type Outcome =
  | { state: 'running' }
  | { state: 'ok'; data: unknown; ms: number }
  | { state: 'failed'; error: string; ms: number };

/** 'API request failed' when nothing usable came back, the server's error text when it sent one, else 'Unknown error'. */
export function testError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'NETWORK' || error.code === 'UNEXPECTED') return 'API request failed';
    return error.message || 'Unknown error';
  }
  return 'Unknown error';
}

function summary(name: ApiTesterFunctionName, data: unknown): string {
  const d = data as {
    aspects?: unknown[];
    data?: { subject?: { sun?: { sign?: string }; moon?: { sign?: string } } };
    positions?: { name: string; sign: string }[];
    retrograde?: string[];
    moonPhase?: { name: string };
  };
  switch (name) {
    case 'natal-aspects-data': {
      const s = d.data?.subject;
      return `${d.aspects?.length ?? 0} natal aspects · Sun in ${s?.sun?.sign ?? '?'}, Moon in ${s?.moon?.sign ?? '?'}`;
    }
    case 'transit-aspects-data':
      return `${d.aspects?.length ?? 0} transit aspects to the natal chart on ${API_TESTER_TRANSIT_DATE}`;
    case 'transit-chart':
      return `${d.aspects?.length ?? 0} transit aspects and the bi-wheel chart`;
    case 'daily-transits': {
      const sun = d.positions?.find((p) => p.name === 'Sun');
      return `${d.aspects?.length ?? 0} aspects in the sky · Sun in ${sun?.sign ?? '?'} · ${d.moonPhase?.name ?? ''} · retrograde: ${d.retrograde?.join(', ') || 'none'}`;
    }
  }
}

/** The answer as JSON for reading, with a chart's SVG left out (it is shown as a picture). */
function readableJson(data: unknown): string {
  if (data && typeof data === 'object' && 'chart' in data && typeof (data as { chart: unknown }).chart === 'string') {
    const { chart, ...rest } = data as { chart: string };
    return JSON.stringify({ ...rest, chart: `(SVG, ${number.format(chart.length)} characters, shown above)` }, null, 2);
  }
  return JSON.stringify(data, null, 2);
}

function Tile({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="card admin-tile" data-testid={`api-stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <span className="admin-tile-label apis-tile-label">
        {icon} {label}
      </span>
      <span className="admin-tile-value">{value}</span>
    </div>
  );
}

export default function AstrologyApis() {
  const queryClient = useQueryClient();
  const stats = useQuery({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/astrology-apis/stats', { schema: apiTesterStatsSchema, signal }),
    refetchInterval: 30_000,
  });
  const [outcomes, setOutcomes] = useState<Partial<Record<ApiTesterFunctionName, Outcome>>>({});

  async function test(name: ApiTesterFunctionName, path: string) {
    setOutcomes((o) => ({ ...o, [name]: { state: 'running' } }));
    const started = performance.now();
    try {
      const data = await apiRequest(path.replace(/^\/api/, ''), {
        method: 'POST',
        body: bodies[name],
        schema: answers[name],
      });
      setOutcomes((o) => ({ ...o, [name]: { state: 'ok', data, ms: Math.round(performance.now() - started) } }));
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      setOutcomes((o) => ({ ...o, [name]: { state: 'failed', error: testError(error), ms } }));
    }
    setTimeout(() => queryClient.invalidateQueries({ queryKey: STATS_KEY }), STATS_FLUSH_MS);
  }

  const totals = stats.data?.totals;
  const s = API_TESTER_SAMPLE_SUBJECT;

  return (
    <div className="apis">
      <div className="admin-grid">
        <Tile
          label="Total calls"
          icon={<Activity size={16} aria-hidden="true" />}
          value={totals ? number.format(totals.totalCalls) : '–'}
        />
        <Tile
          label="Success rate"
          icon={<CheckCircle2 size={16} aria-hidden="true" />}
          value={totals?.successRate == null ? '–' : `${totals.successRate}%`}
        />
        <Tile
          label="Avg response time"
          icon={<Clock size={16} aria-hidden="true" />}
          value={totals?.avgDurationMs == null ? '–' : `${totals.avgDurationMs} ms`}
        />
      </div>

      <section className="card" aria-labelledby="apis-stats-title">
        <div className="apis-head">
          <h2 id="apis-stats-title" className="apis-heading">
            Calls per function
          </h2>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => stats.refetch()}
            disabled={stats.isFetching}
          >
            <RefreshCw size={16} aria-hidden="true" /> Refresh
          </button>
        </div>
        {stats.isError ? (
          <p role="alert">Failed to load API statistics: {stats.error.message}</p>
        ) : (
          <div className="apis-table-wrap">
            <table className="apis-table">
              <thead>
                <tr>
                  <th scope="col">Function</th>
                  <th scope="col">Calls</th>
                  <th scope="col">Successful</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Avg ms</th>
                  <th scope="col">Last call</th>
                </tr>
              </thead>
              <tbody>
                {(stats.data?.functions ?? []).map((f) => (
                  <tr key={f.functionName}>
                    <th scope="row">{f.functionName}</th>
                    <td>{number.format(f.totalCalls)}</td>
                    <td>{number.format(f.successfulCalls)}</td>
                    <td>{number.format(f.failedCalls)}</td>
                    <td>{f.totalCalls ? f.avgDurationMs : '–'}</td>
                    <td>{f.lastCallAt ? new Date(f.lastCallAt).toLocaleString('en-GB') : 'never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="small muted">Refreshed every 30 seconds.</p>
      </section>

      <section className="card" aria-labelledby="apis-test-title">
        <h2 id="apis-test-title" className="apis-heading">
          Test the functions
        </h2>
        <p className="muted apis-sample">
          Sample birth data: {s.name}, {s.day} June {s.year} at {s.hour}:{String(s.minute).padStart(2, '0')}, {s.city} (
          {s.latitude}, {s.longitude}), {s.timezone}. Transit date: {API_TESTER_TRANSIT_DATE}.
        </p>
        <ul className="apis-functions">
          {API_TESTER_FUNCTIONS.map((f) => {
            const outcome = outcomes[f.name];
            return (
              <li key={f.name} className="apis-function" data-testid={`api-test-${f.name}`}>
                <div className="apis-function-head">
                  <div>
                    <h3 className="apis-function-title">{f.label}</h3>
                    <code className="small muted">POST {f.path}</code>
                  </div>
                  <button
                    type="button"
                    className="button button-primary"
                    aria-label={`Test ${f.label}`}
                    disabled={outcome?.state === 'running'}
                    onClick={() => test(f.name, f.path)}
                  >
                    <Play size={16} aria-hidden="true" /> {outcome?.state === 'running' ? 'Testing...' : 'Test'}
                  </button>
                </div>
                {outcome?.state === 'ok' ? (
                  <div className="apis-result">
                    <p className="apis-status apis-ok" role="status">
                      <CheckCircle2 size={16} aria-hidden="true" /> Success in {outcome.ms} ms:{' '}
                      {summary(f.name, outcome.data)}
                    </p>
                    {typeof (outcome.data as { chart?: unknown }).chart === 'string' ? (
                      <img
                        className="apis-chart"
                        alt={`Transit chart for ${s.name} on ${API_TESTER_TRANSIT_DATE}`}
                        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent((outcome.data as { chart: string }).chart)}`}
                      />
                    ) : null}
                    <details className="apis-json">
                      <summary>Show JSON response</summary>
                      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
                      <pre className="admin-code" tabIndex={0}>
                        {readableJson(outcome.data)}
                      </pre>
                    </details>
                  </div>
                ) : outcome?.state === 'failed' ? (
                  <p className="apis-status apis-failed" role="alert">
                    <XCircle size={16} aria-hidden="true" /> {outcome.error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
