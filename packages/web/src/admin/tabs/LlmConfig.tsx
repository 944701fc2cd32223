// LLM Config: the active model, who really answers (the built-in reader or the gateway), the configured models with
// Activate and Delete (inactive ones only), Add Model and the quick-add list (data an administrator edits).
import {
  BUILTIN_READER_MODEL,
  LLM_MESSAGES,
  type LlmConfiguration,
  type LlmConfigurationInput,
  llmConfigurationSchema,
  llmConfigurationsAnswerSchema,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Cpu, Plus, RefreshCw, Trash2, Zap } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api/client.ts';
import { useNotices } from '../../components/Notices.tsx';
import { adminApi } from '../api.ts';
import { useToast } from '../toast.tsx';
import './LlmConfig.css';
import { QuickAddModels } from './llm/QuickAddModels.tsx';

const QUERY_KEY = ['admin', 'llm-configurations'];
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function LlmConfig() {
  const toast = useToast();
  const notices = useNotices();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => adminApi.get('/llm/configurations', llmConfigurationsAnswerSchema, signal),
  });
  const [form, setForm] = useState({ modelName: '', provider: '', description: '' });
  const [busy, setBusy] = useState<string | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const configurations = query.data?.configurations ?? [];
  const configured = new Set(configurations.map((c) => c.modelName.toLowerCase()));

  async function add(input: LlmConfigurationInput, key: string): Promise<boolean> {
    if (!input.modelName.trim() || !input.provider.trim()) {
      toast.show('warning', LLM_MESSAGES.required);
      return false;
    }
    setBusy(key);
    try {
      const row = await adminApi.send('POST', '/llm/configurations', input, llmConfigurationSchema);
      toast.show('success', `Added ${row.modelName}`);
      await reload();
      return true;
    } catch (error) {
      const detail = error instanceof ApiRequestError && error.status === 409 ? `: ${error.message}` : '';
      toast.show('error', `${LLM_MESSAGES.addFailed}${detail}`);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const ok = await add(
      { modelName: form.modelName, provider: form.provider, description: form.description || null },
      'form',
    );
    if (ok) setForm({ modelName: '', provider: '', description: '' });
  }

  async function activate(model: LlmConfiguration) {
    setBusy(model.id);
    try {
      const answer = await adminApi.send(
        'POST',
        `/llm/configurations/${model.id}/activate`,
        {},
        llmConfigurationsAnswerSchema,
      );
      queryClient.setQueryData(QUERY_KEY, answer);
      toast.show('success', `${model.modelName} is now the active model`);
    } catch {
      toast.show('error', LLM_MESSAGES.activateFailed);
    } finally {
      setBusy(null);
      await reload();
    }
  }

  async function remove(model: LlmConfiguration) {
    const yes = await notices.confirm({
      title: 'Delete this model?',
      text: LLM_MESSAGES.confirmDelete,
      confirmLabel: 'Delete model',
    });
    if (!yes) return;
    setBusy(model.id);
    try {
      await adminApi.sendEmpty('DELETE', `/llm/configurations/${model.id}`);
      toast.show('success', `Deleted ${model.modelName}`);
    } catch {
      toast.show('error', LLM_MESSAGES.deleteFailed);
    } finally {
      setBusy(null);
      await reload();
    }
  }

  const data = query.data;
  const runtime = data?.runtime;

  return (
    <div className="llm-config">
      <section className="card llm-active" aria-labelledby="llm-active-title">
        <div className="llm-section-head">
          <h2 id="llm-active-title" className="llm-heading">
            <Bot size={20} aria-hidden="true" /> Active model
          </h2>
          <button type="button" className="button button-ghost" onClick={() => reload()} disabled={query.isFetching}>
            <RefreshCw size={16} aria-hidden="true" /> Refresh
          </button>
        </div>
        {query.isPending ? (
          <p className="muted">Loading models...</p>
        ) : query.isError ? (
          <p role="alert">Failed to load model configurations: {query.error.message}</p>
        ) : data && runtime ? (
          <>
            <p className="llm-active-name" data-testid="llm-active-model">
              {data.activeModel ?? (
                <>
                  None active <span className="muted">(default: {runtime.defaultModel})</span>
                </>
              )}
            </p>
            <dl className="llm-runtime">
              <div>
                <dt>Replies come from</dt>
                <dd data-testid="llm-answered-by">
                  {runtime.answeredBy === 'builtin'
                    ? 'The built-in reader (no language model)'
                    : `${runtime.effectiveModel} through the gateway`}
                </dd>
              </div>
              <div>
                <dt>Gateway</dt>
                <dd>{runtime.gatewayConfigured ? runtime.gatewayHost : 'Not configured'}</dd>
              </div>
            </dl>
            <p className="notice" data-testid="llm-runtime-explanation">
              <Zap size={16} aria-hidden="true" />
              <span>{runtime.explanation}</span>
            </p>
          </>
        ) : null}
      </section>

      <section className="card" aria-labelledby="llm-list-title">
        <h2 id="llm-list-title" className="llm-heading">
          <Cpu size={20} aria-hidden="true" /> Configured models
        </h2>
        {configurations.length === 0 && !query.isPending ? (
          <p className="muted">No models configured yet. Add one below or pick a popular model.</p>
        ) : (
          <ul className="llm-list" aria-label="Configured models">
            {configurations.map((model) => (
              <li key={model.id} className={`llm-item${model.isActive ? ' llm-item-active' : ''}`}>
                <div className="llm-item-text">
                  <span className="llm-item-name">
                    {model.modelName}
                    {model.isActive ? <span className="badge llm-badge">Active</span> : null}
                  </span>
                  <span className="small muted">
                    {model.provider}
                    {model.description ? ` · ${model.description}` : ''} · added{' '}
                    {dateTime.format(new Date(model.createdAt))}
                  </span>
                </div>
                {model.isActive ? null : (
                  <div className="button-row llm-item-actions">
                    <button
                      type="button"
                      className="button button-primary"
                      aria-label={`Activate ${model.modelName}`}
                      disabled={busy !== null}
                      onClick={() => activate(model)}
                    >
                      Activate
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      aria-label={`Delete ${model.modelName}`}
                      disabled={busy !== null}
                      onClick={() => remove(model)}
                    >
                      <Trash2 size={16} aria-hidden="true" /> Delete
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="llm-columns">
        <section className="card" aria-labelledby="llm-add-title">
          <h2 id="llm-add-title" className="llm-heading">
            <Plus size={20} aria-hidden="true" /> Add Model
          </h2>
          <form className="llm-form" onSubmit={onSubmit} aria-label="Add Model" noValidate>
            <div className="field">
              <label htmlFor="llm-model-name">Model name</label>
              <input
                id="llm-model-name"
                value={form.modelName}
                placeholder="provider/model-name"
                aria-describedby="llm-model-name-hint"
                onChange={(e) => setForm({ ...form, modelName: e.target.value })}
              />
              <span id="llm-model-name-hint" className="field-hint">
                Use the provider/model-name format, e.g. openai/gpt-5. {BUILTIN_READER_MODEL} selects the built-in
                reader.
              </span>
            </div>
            <div className="field">
              <label htmlFor="llm-provider">Provider</label>
              <input
                id="llm-provider"
                value={form.provider}
                placeholder="openai"
                onChange={(e) => setForm({ ...form, provider: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="llm-description">Description (optional)</label>
              <input
                id="llm-description"
                value={form.description}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            </div>
            <button type="submit" className="button button-primary" disabled={busy !== null}>
              {busy === 'form' ? 'Adding...' : 'Add Model'}
            </button>
          </form>
        </section>

        <section className="card" aria-labelledby="llm-quick-title">
          <h2 id="llm-quick-title" className="llm-heading">
            <Zap size={20} aria-hidden="true" /> Popular models
          </h2>
          <QuickAddModels
            configured={configured}
            disabled={busy !== null}
            onAdd={(model) => void add(model, model.modelName)}
          />
          <div className="llm-builtin">
            <div className="llm-item-text">
              <span className="llm-item-name">{BUILTIN_READER_MODEL}</span>
              <span className="small muted">
                Stellara's built-in reader: answers from the chart and the knowledge base without a language model.
              </span>
            </div>
            <button
              type="button"
              className="button button-ghost"
              aria-label={configured.has(BUILTIN_READER_MODEL) ? 'Built-in reader added' : 'Add the built-in reader'}
              disabled={configured.has(BUILTIN_READER_MODEL) || busy !== null}
              onClick={() =>
                add(
                  {
                    modelName: BUILTIN_READER_MODEL,
                    provider: 'stellara',
                    description: 'Built-in reader (no language model)',
                  },
                  BUILTIN_READER_MODEL,
                )
              }
            >
              {configured.has(BUILTIN_READER_MODEL) ? 'Added' : 'Add'}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}
