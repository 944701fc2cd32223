import {
  type PersonalityId,
  type PromptSectionInfo,
  promptListSchema,
  savePromptAnswerSchema,
  type TechnicalLevel,
  testPersonalityAnswerSchema,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Markdown } from '../../../chat/markdown.tsx';
import { adminApi } from '../../api.ts';
import { useToast } from '../../toast.tsx';
import { AdminToolbar, personalityChoices, RefreshButton, ToolbarSelect } from './AdminToolbar.tsx';
import { errorText, personalityName, sectionLabels, trainingKeys } from './shared.ts';

export const TEST_PERSONALITY_MESSAGE =
  'Tell me about Venus in Scorpio: what does it mean for how I love and what I need in a relationship?';

function SectionCard({ prompt, onSaved }: { prompt: PromptSectionInfo; onSaved(): void }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(prompt.content);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const save = async () => {
    setSaving(true);
    try {
      await adminApi.send(
        'PUT',
        `/training/prompts/${prompt.personality}/${prompt.section}`,
        { content: text },
        savePromptAnswerSchema,
      );
      toast.show(
        'success',
        `${sectionLabels[prompt.section]} saved for ${personalityName(prompt.personality)}.`,
        3_000,
      );
      setEditing(false);
      onSaved();
    } catch {
      toast.show('error', 'Failed to save prompt', 5_000);
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="card pc-section" data-testid={`prompt-${prompt.section}`}>
      <div className="pc-section-head">
        <h3 className="pc-side-title" id={`${fieldId}-title`}>
          {sectionLabels[prompt.section]}
        </h3>
        <span className="badge">{prompt.source === 'table' ? 'Saved prompt' : 'Built-in'}</span>
        {prompt.updatedAt ? (
          <span className="small muted">
            updated {new Date(prompt.updatedAt).toLocaleString()}
            {prompt.createdBy ? ` by ${prompt.createdBy}` : ''}
          </span>
        ) : null}
        <div className="pc-toolbar-end">
          {editing ? (
            <>
              <button
                type="button"
                className="button button-primary button-small"
                disabled={saving || !text.trim()}
                onClick={() => void save()}
              >
                {saving ? 'Saving...' : 'Save'}
              </button>
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={saving}
                onClick={() => {
                  setText(prompt.content);
                  setEditing(false);
                }}
              >
                Cancel
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button-ghost button-small"
              aria-label={`Edit ${sectionLabels[prompt.section]}`}
              onClick={() => {
                setText(prompt.content);
                setEditing(true);
              }}
            >
              <Pencil size={14} aria-hidden="true" /> Edit
            </button>
          )}
        </div>
      </div>
      {editing ? (
        <>
          <label htmlFor={fieldId} className="sr-only">
            {sectionLabels[prompt.section]} text
          </label>
          <textarea id={fieldId} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        </>
      ) : (
        <p className="pc-pre pc-section-content">{prompt.content}</p>
      )}
      {prompt.graphPatterns.length ? (
        <div className="small">
          <span className="muted">Added from the graph's response patterns:</span>
          <ul>
            {prompt.graphPatterns.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export default function PromptEditor() {
  const client = useQueryClient();
  const [personality, setPersonality] = useState<PersonalityId>('coach');
  const [level, setLevel] = useState<TechnicalLevel>('basic');
  const [testMessage, setTestMessage] = useState(TEST_PERSONALITY_MESSAGE);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const testId = useId();
  const levelId = useId();
  const prompts = useQuery({
    queryKey: [...trainingKeys.prompts, personality],
    queryFn: ({ signal }) => adminApi.get(`/training/prompts/${personality}`, promptListSchema, signal),
  });

  const test = async () => {
    if (!testMessage.trim() || testing) return;
    setTesting(true);
    setTestResult(null);
    try {
      const r = await adminApi.send(
        'POST',
        '/training/test',
        { personality, technicalLevel: level, message: testMessage },
        testPersonalityAnswerSchema,
      );
      setTestResult({ ok: true, text: r.reply });
    } catch (error) {
      setTestResult({ ok: false, text: `Error testing ${personality} personality: ${errorText(error)}` });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="pc-editor">
      <AdminToolbar
        actions={<RefreshButton refreshing={prompts.isFetching} onRefresh={() => void prompts.refetch()} />}
      >
        <ToolbarSelect<PersonalityId>
          label="Personality"
          value={personality}
          options={personalityChoices}
          onChange={(next) => {
            setPersonality(next);
            setTestResult(null);
          }}
        />
      </AdminToolbar>
      {prompts.data?.modelMode === 'embedded' ? (
        <p className="card small muted" data-testid="builtin-reader-note">
          Replies now come from the built-in reader. It keeps its own five voices and follows the instructions it
          recognises in what you add: a word limit (e.g. &quot;about 60 words at most&quot;), a numbered list, ending
          with a question, explaining the terms, no emoji. With a language model active (LLM Config), every saved
          section is read in full. Changes apply from the next reply.
        </p>
      ) : null}
      <div className="pc-editor-grid">
        <div>
          {prompts.isPending ? (
            <p role="status">Loading prompts...</p>
          ) : prompts.isError ? (
            <p className="notice" role="alert">
              Failed to load prompts: {prompts.error.message}
            </p>
          ) : (
            <ul className="pc-sections" aria-label={`${personalityName(personality)} prompt sections`}>
              {prompts.data.sections.map((s) => (
                <SectionCard
                  key={`${s.personality}-${s.section}-${s.updatedAt ?? 'builtin'}`}
                  prompt={s}
                  onSaved={() => void client.invalidateQueries({ queryKey: trainingKeys.prompts })}
                />
              ))}
            </ul>
          )}
        </div>
        <section className="card pc-test" aria-labelledby={`${testId}-title`}>
          <h3 className="pc-side-title" id={`${testId}-title`}>
            Test Current Personality
          </h3>
          <label htmlFor={testId}>Test message</label>
          <textarea id={testId} rows={4} value={testMessage} onChange={(e) => setTestMessage(e.target.value)} />
          <div className="pc-inline-field">
            <label htmlFor={levelId}>Level</label>
            <select id={levelId} value={level} onChange={(e) => setLevel(e.target.value as TechnicalLevel)}>
              <option value="basic">Basic</option>
              <option value="technical">Technical</option>
            </select>
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={!testMessage.trim() || testing}
            onClick={() => void test()}
          >
            {testing ? 'Testing...' : 'Test Current Personality'}
          </button>
          {testResult?.ok ? (
            // The reply renders as in the member chat (Markdown, not raw "### ").
            <div className="pc-test-result markdown" role="status">
              <Markdown text={testResult.text} />
            </div>
          ) : testResult ? (
            <p className="notice" role="alert">
              {testResult.text}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
