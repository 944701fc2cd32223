// Settings > Account > API keys: a member's personal keys for the /api/v4 chart endpoints. A new key is shown once,
// with a Copy button; the list shows name, prefix, created and last used, and each key can be revoked.
import { API_KEY_NAME_MAX_LENGTH, type ApiKey, type ApiKeyCreated, apiKeyMessages } from '@stellara/contract';
import { planInfo } from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { apiKeysQueryKey, createApiKey, revokeApiKey, useApiKeys } from '../api/api-keys.ts';
import { formatDate } from './dates.ts';
import { useNotices } from './Notices.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';

export default function ApiKeysSection() {
  const keys = useApiKeys(true);
  const client = useQueryClient();
  const notices = useNotices();
  const nameId = useId();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const list = keys.data?.keys ?? [];
  const full = keys.data ? list.length >= keys.data.limit : false;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  };

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await createApiKey(name);
      setCreated(answer);
      setName('');
      await client.invalidateQueries({ queryKey: apiKeysQueryKey });
    });
  };

  const onRevoke = async (key: ApiKey) => {
    const yes = await notices.confirm({
      title: 'Revoke this key?',
      text: apiKeyMessages.revokeConfirm(key.name),
      confirmLabel: 'Revoke key',
    });
    if (!yes) return;
    void run(async () => {
      await revokeApiKey(key.id);
      if (created?.apiKey.id === key.id) setCreated(null);
      await client.invalidateQueries({ queryKey: apiKeysQueryKey });
    });
  };

  return (
    <div className="api-keys" data-testid="api-keys">
      <p className="settings-note">
        Call the chart API (<code>/api/v4</code>) from your own programs with{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. Transits need {planInfo.plus.name}; synastry, composite charts
        and relationship scores need {planInfo.pro.name}. <a href="/api/docs">API docs</a>
      </p>
      <p className="settings-note">
        Coming from the Astrologer API? Your client works as it is: our answers carry all of its keys.{' '}
        <a href="/api/docs#switching-from-astrologer-api">See what we add and what differs</a>
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {created && (
        <SecretShownOnce
          message={
            <p className="api-key-warning">
              <strong>{apiKeyMessages.shownOnce}</strong>
            </p>
          }
          label={`Your new API key “${created.apiKey.name}”`}
          value={created.key}
          noun="key"
          testId="api-key-created"
          fieldTestId="api-key-secret"
        >
          <button type="button" className="button button-ghost button-small" onClick={() => setCreated(null)}>
            I have saved it
          </button>
        </SecretShownOnce>
      )}
      <form className="api-key-form" onSubmit={onCreate}>
        <div className="field">
          <label htmlFor={nameId}>Key name</label>
          <input
            id={nameId}
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            placeholder="e.g. My transit script"
            required
            disabled={full}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-ghost" disabled={busy || full || name.trim() === ''}>
          <KeyRound size={17} aria-hidden="true" /> Create API Key
        </button>
      </form>
      {full && <p className="field-hint">{apiKeyMessages.limitReached}</p>}
      {keys.isError && (
        <p className="notice notice-error" role="alert">
          {keys.error.message}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="invoice-list api-key-list" aria-label="API keys" data-testid="api-key-list">
          {list.map((key) => (
            <li key={key.id} data-testid="api-key-row">
              <span className="api-key-meta">
                <strong>{key.name}</strong>
                <span className="muted">
                  <code>{key.prefix}…</code> · created {formatDate(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `last used ${formatDate(key.lastUsedAt)}` : 'never used'}
                </span>
              </span>
              <button
                type="button"
                className="button button-ghost button-small button-danger"
                disabled={busy}
                onClick={() => void onRevoke(key)}
              >
                <Trash2 size={15} aria-hidden="true" /> Revoke
                <span className="sr-only"> API key {key.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        keys.isSuccess && <p className="field-hint">No API keys yet.</p>
      )}
    </div>
  );
}
