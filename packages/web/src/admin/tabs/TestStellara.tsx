// Test Stellara (graph-only): asks a question that must be answered from the knowledge graph alone, and shows what
// was found (concepts, graph calls, facts), the answer (Copy, Clear) and the admin's recent tests (five shown).
import {
  GRAPH_TEST_DEFAULTS,
  GRAPH_TEST_MESSAGES,
  type GraphTestResult,
  graphTestConnectionSchema,
  graphTestResultSchema,
  graphTestSessionsSchema,
  type PersonalityId,
  type TechnicalLevel,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Copy, Database, Eraser, FlaskConical, History, Play } from 'lucide-react';
import { type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { personalities } from '../../state/personalities.ts';
import { adminApi } from '../api.ts';
import { useToast } from '../toast.tsx';
import { previewText } from './previewText.ts';
import './TestStellara.css';

const SESSIONS_KEY = ['admin', 'graph-test', 'sessions'];
const CONNECTION_KEY = ['admin', 'graph-test', 'connection'];
/** Sessions shown of the ten fetched. */
const SHOWN = 5;
const PREVIEW = 200;

const personalityName = (id: string) => personalities.find((p) => p.id === id)?.name ?? id;

/** **bold** as <strong>, the rest as text. */
function withBold(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function ConceptList({ label, items }: { label: string; items: (string | number)[] }) {
  return (
    <div className="tst-concepts-row">
      <dt>{label}</dt>
      <dd>{items.length ? items.join(', ') : <span className="muted">none</span>}</dd>
    </div>
  );
}

export default function TestStellara() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>(GRAPH_TEST_DEFAULTS.message);
  const [personality, setPersonality] = useState<PersonalityId>(GRAPH_TEST_DEFAULTS.personality);
  const [level, setLevel] = useState<TechnicalLevel>(GRAPH_TEST_DEFAULTS.level);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<GraphTestResult | null>(null);
  const [details, setDetails] = useState(false);

  const connection = useQuery({
    queryKey: CONNECTION_KEY,
    queryFn: ({ signal }) => adminApi.get('/graph-test/connection', graphTestConnectionSchema, signal),
  });
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => adminApi.get('/graph-test/sessions', graphTestSessionsSchema, signal),
  });
  useEffect(() => {
    if (sessions.isError) toast.show('error', GRAPH_TEST_MESSAGES.loadFailed);
  }, [sessions.isError, toast]);

  const connected = connection.data?.connected === true;

  async function run(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      toast.show('warning', GRAPH_TEST_MESSAGES.emptyMessage);
      return;
    }
    if (!connected) {
      toast.show('error', GRAPH_TEST_MESSAGES.notConnected);
      return;
    }
    setRunning(true);
    try {
      const answer = await adminApi.send('POST', '/graph-test', { message, personality, level }, graphTestResultSchema);
      setResult(answer);
      setDetails(false);
      toast.show('success', `Test finished in ${answer.durationMs} ms`);
    } catch (error) {
      toast.show('error', `Test failed: ${(error as Error).message}`);
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  }

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.response);
      toast.show('success', 'Response copied to clipboard');
    } catch {
      toast.show('error', GRAPH_TEST_MESSAGES.copyFailed);
    }
  }

  const c = result?.concepts;
  const recent = (sessions.data?.sessions ?? []).slice(0, SHOWN);

  return (
    <div className="tst">
      <section className="card" aria-labelledby="tst-title">
        <div className="tst-head">
          <h2 id="tst-title" className="tst-heading">
            <FlaskConical size={20} aria-hidden="true" /> Test Stellara (graph-only)
          </h2>
          <p className="tst-connection" data-testid="tst-connection" role="status">
            <Database size={16} aria-hidden="true" />
            {connection.isPending
              ? 'Testing...'
              : connected
                ? `Connected (${connection.data?.mode} graph${connection.data?.latencyMs != null ? `, ${connection.data.latencyMs} ms` : ''})`
                : `Disconnected${connection.data?.message ? `: ${connection.data.message}` : ''}`}
          </p>
        </div>
        <p className="muted tst-lead">
          Stellara answers only from what the knowledge graph returns for the question; when it finds nothing it says
          so.
        </p>
        <form className="tst-form" onSubmit={run} aria-label="Graph-only test" noValidate>
          <div className="field">
            <label htmlFor="tst-message">Test message</label>
            <textarea id="tst-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <div className="tst-selects">
            <div className="field">
              <label htmlFor="tst-personality">Personality</label>
              <select
                id="tst-personality"
                value={personality}
                onChange={(e) => setPersonality(e.target.value as PersonalityId)}
              >
                {personalities.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="tst-level">Technical level</label>
              <select id="tst-level" value={level} onChange={(e) => setLevel(e.target.value as TechnicalLevel)}>
                <option value="basic">Basic</option>
                <option value="technical">Technical</option>
              </select>
            </div>
            <button type="submit" className="button button-primary tst-run" disabled={running}>
              <Play size={16} aria-hidden="true" /> {running ? 'Testing...' : 'Run Test'}
            </button>
          </div>
        </form>
      </section>

      {result && c ? (
        <>
          <section className="card" aria-labelledby="tst-knowledge-title" data-testid="tst-knowledge">
            <div className="tst-head">
              <h2 id="tst-knowledge-title" className="tst-heading">
                Found knowledge
              </h2>
              <button
                type="button"
                className="button button-ghost"
                aria-expanded={details}
                aria-controls="tst-details"
                onClick={() => setDetails((d) => !d)}
              >
                {details ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
                {details ? 'Hide Details' : 'Show Details'}
              </button>
            </div>
            <p className="tst-summary">
              {result.facts.length} {result.facts.length === 1 ? 'fact' : 'facts'} from the {result.graphMode} graph ·
              concepts: {c.planets.length} planets, {c.signs.length} signs, {c.houses.length} houses, {c.aspects.length}{' '}
              aspects, {c.topics.length} topics (extracted by{' '}
              {result.extractedBy === 'builtin' ? 'the built-in extractor' : 'the model at temperature 0.1'})
            </p>
            {result.extractionError ? (
              <p className="small muted">Concept extraction failed ({result.extractionError}); lists left empty.</p>
            ) : null}
            {details ? (
              <div id="tst-details" className="tst-details">
                <dl className="tst-concepts">
                  <ConceptList label="Planets" items={c.planets} />
                  <ConceptList label="Signs" items={c.signs} />
                  <ConceptList label="Houses" items={c.houses} />
                  <ConceptList label="Aspects" items={c.aspects} />
                  <ConceptList label="Topics" items={c.topics} />
                </dl>
                <h3 className="tst-subheading">Graph calls</h3>
                <ul className="tst-calls">
                  {result.queries.map((q) => (
                    <li key={q.call}>
                      <code>{q.call}</code> <span className="muted">→ {q.found} found</span>
                    </li>
                  ))}
                </ul>
                <h3 className="tst-subheading">Facts</h3>
                {result.facts.length === 0 ? (
                  <p className="muted">Nothing was found.</p>
                ) : (
                  <ul className="tst-facts">
                    {result.facts.map((f) => (
                      <li key={`${f.label}:${f.title}`}>
                        <strong>{f.title}</strong> <span className="badge">{f.label}</span>
                        <p>{f.text}</p>
                      </li>
                    ))}
                  </ul>
                )}
                <details className="tst-prompt">
                  <summary>Prompt sent to the model</summary>
                  {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
                  <pre className="admin-code" tabIndex={0}>
                    {result.systemPrompt}
                  </pre>
                </details>
              </div>
            ) : null}
          </section>

          <section className="card" aria-labelledby="tst-response-title">
            <div className="tst-head">
              <h2 id="tst-response-title" className="tst-heading">
                Response
              </h2>
              <div className="button-row tst-actions">
                <button type="button" className="button button-ghost" onClick={copy}>
                  <Copy size={16} aria-hidden="true" /> Copy
                </button>
                <button type="button" className="button button-ghost" onClick={() => setResult(null)}>
                  <Eraser size={16} aria-hidden="true" /> Clear
                </button>
              </div>
            </div>
            <p className="small muted">
              {personalityName(result.session.personalityMode)} · {result.session.technicalLevel} · pro tier ·{' '}
              {result.answeredBy === 'builtin' ? 'answered by the built-in reader' : `answered by ${result.model}`} ·{' '}
              {result.durationMs} ms
            </p>
            <div className="tst-response" data-testid="tst-response">
              {withBold(result.response)}
            </div>
          </section>
        </>
      ) : null}

      <section className="card" aria-labelledby="tst-recent-title">
        <h2 id="tst-recent-title" className="tst-heading">
          <History size={20} aria-hidden="true" /> Recent tests
        </h2>
        {sessions.isError ? (
          <p role="alert">{GRAPH_TEST_MESSAGES.loadFailed}</p>
        ) : recent.length === 0 ? (
          <p className="muted">{sessions.isPending ? 'Loading...' : 'No tests yet.'}</p>
        ) : (
          <ul className="tst-recent" aria-label="Recent tests">
            {recent.map((s) => {
              const text = s.responseStaging ?? '';
              return (
                <li key={s.id} className="tst-recent-item">
                  <div className="tst-recent-head">
                    <strong>{s.testMessage}</strong>
                    <span className="small muted">
                      {personalityName(s.personalityMode)} · {s.technicalLevel} ·{' '}
                      {new Date(s.createdAt).toLocaleString('en-GB')}
                    </span>
                  </div>
                  <p className="small" data-testid="tst-recent-preview">
                    {previewText(text, PREVIEW)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
