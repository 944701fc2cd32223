// The quick-add list of popular models: data an administrator edits (GET/PUT /api/admin/llm/quick-add), seeded with
// current models on the server, each with Add to store it as a configuration.
import { type LlmQuickAddModel, llmQuickAddListSchema, QUICK_ADD_MAX } from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../../api.ts';
import { useToast } from '../../toast.tsx';
import { errorMessage } from '../system/shared.tsx';
import './QuickAddModels.css';

const QUICK_ADD_KEY = ['admin', 'llm-quick-add'];

interface DraftRow {
  /** Stable across edits, so a removed row takes its own inputs with it. */
  key: number;
  modelName: string;
  provider: string;
  description: string;
}

let nextKey = 0;
const draftOf = (m: LlmQuickAddModel): DraftRow => ({
  key: nextKey++,
  modelName: m.modelName,
  provider: m.provider,
  description: m.description ?? '',
});

export function QuickAddModels({
  configured,
  disabled,
  onAdd,
}: {
  /** Model names already configured (lower case): their Add is done. */
  configured: ReadonlySet<string>;
  disabled: boolean;
  onAdd(model: LlmQuickAddModel): void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: QUICK_ADD_KEY,
    queryFn: ({ signal }) => adminApi.get('/llm/quick-add', llmQuickAddListSchema, signal),
  });
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  if (list.isPending) return <p className="muted">Loading popular models...</p>;
  if (list.isError) return <p role="alert">Failed to load the popular models: {list.error.message}</p>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      const models = draft.map((r) => ({ modelName: r.modelName, provider: r.provider, description: r.description }));
      const saved = await adminApi.send('PUT', '/llm/quick-add', { models }, llmQuickAddListSchema);
      client.setQueryData(QUICK_ADD_KEY, saved);
      toast.show('success', 'The popular models list is saved.');
      setDraft(null);
    } catch (error) {
      toast.show('error', `The list was not saved: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  if (draft) {
    const change = (key: number, field: 'modelName' | 'provider' | 'description', value: string) =>
      setDraft(draft.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    return (
      <form className="quick-add-editor" aria-label="Edit popular models" onSubmit={(e) => void save(e)}>
        <p className="small muted">
          Model names in the gateway's provider/model-name form. Up to {QUICK_ADD_MAX} models; each needs a name and a
          provider.
        </p>
        <ol className="quick-add-rows">
          {draft.map((row, i) => (
            <li key={row.key} className="quick-add-row" data-testid="quick-add-row">
              <input
                aria-label={`Model name ${i + 1}`}
                placeholder="provider/model-name"
                required
                value={row.modelName}
                onChange={(e) => change(row.key, 'modelName', e.target.value)}
              />
              <input
                aria-label={`Provider ${i + 1}`}
                placeholder="provider"
                required
                value={row.provider}
                onChange={(e) => change(row.key, 'provider', e.target.value)}
              />
              <input
                aria-label={`Description ${i + 1}`}
                placeholder="Description (optional)"
                value={row.description}
                onChange={(e) => change(row.key, 'description', e.target.value)}
              />
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={`Remove ${row.modelName || `model ${i + 1}`}`}
                onClick={() => setDraft(draft.filter((r) => r.key !== row.key))}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
        <div className="button-row">
          <button
            type="button"
            className="button button-ghost"
            disabled={draft.length >= QUICK_ADD_MAX}
            onClick={() => setDraft([...draft, draftOf({ modelName: '', provider: '', description: null })])}
          >
            <Plus size={16} aria-hidden="true" /> Add a model
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save list'}
          </button>
          <button type="button" className="button button-ghost" disabled={saving} onClick={() => setDraft(null)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <>
      <ul className="llm-presets" aria-label="Popular models">
        {list.data.models.map((model) => {
          const added = configured.has(model.modelName.toLowerCase());
          return (
            <li key={model.modelName} className="llm-preset">
              <div className="llm-item-text">
                <span className="llm-item-name">{model.modelName}</span>
                {model.description && <span className="small muted">{model.description}</span>}
              </div>
              <button
                type="button"
                className="button button-ghost"
                aria-label={added ? `${model.modelName} added` : `Add ${model.modelName}`}
                disabled={added || disabled}
                onClick={() => onAdd(model)}
              >
                {added ? 'Added' : 'Add'}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-ghost button-small quick-add-edit"
        onClick={() => setDraft(list.data.models.map(draftOf))}
      >
        <Pencil size={15} aria-hidden="true" /> Edit list
      </button>
    </>
  );
}
