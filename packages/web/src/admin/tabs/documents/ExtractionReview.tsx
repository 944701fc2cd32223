import {
  CONCEPT_TYPE_VALUES,
  type Concept,
  type ConceptLanding,
  type DocumentJob,
  type ExtractionResult,
  ingestMessages,
  type UploadResult,
} from '@stellara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardCopy, DatabaseZap, Pencil, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useToast } from '../../toast.tsx';
import { documentKey, mergeJob, requestLoad, saveExtraction, useDocumentDetail, useLanding } from './api.ts';
import { landingText, relationsText, writtenText } from './landing.ts';
import { percentText } from './status.ts';

interface DraftConcept {
  key: number;
  kept: boolean;
  concept: Concept;
}

const normalize = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const listText = (items: string[]) => items.join(', ');
const parseList = (text: string, max: number) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, max);

/** Concepts that are general nodes of the graph: a document adds to them and keeps their own description. */
const GENERAL_TYPES: readonly string[] = ['Planet', 'Sign', 'House', 'Aspect'];
const isGeneral = (concept: Concept) => GENERAL_TYPES.includes(concept.concept_type);

/** What loading the concept does to the graph, in words. */
function effectOf(concept: Concept): string | null {
  if (isGeneral(concept)) {
    return concept.replace_description
      ? `Replaces the graph's own description of ${concept.name}.`
      : `Adds to ${concept.name}; its own description in the graph is kept.`;
  }
  const targets = concept.related.filter((r) => r.relation === 'INTERPRETS').map((r) => r.name);
  return concept.concept_type === 'Interpretation' && targets.length
    ? `A placement of its own, linked to ${targets.join(' and ')}.`
    : null;
}

function conceptProblem(concept: Concept): string | null {
  if (!concept.name.trim()) return 'A name is required';
  if (!concept.short_summary.trim()) return 'A summary is required';
  return null;
}

/** The extraction with the admin's changes applied: dropped concepts left out, edits kept. */
function applyDraft(extraction: ExtractionResult, draft: DraftConcept[]): ExtractionResult {
  return {
    ...extraction,
    extraction: { ...extraction.extraction, concepts: draft.filter((d) => d.kept).map((d) => d.concept) },
  };
}

function ConceptEditor({
  draft,
  onChange,
  onDone,
}: {
  draft: DraftConcept;
  onChange: (concept: Concept) => void;
  onDone: () => void;
}) {
  const id = useId();
  const c = draft.concept;
  const problem = conceptProblem(c);
  return (
    <div className="documents-concept-editor">
      <div className="documents-editor-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={c.name}
            maxLength={200}
            onChange={(e) =>
              onChange({ ...c, name: e.target.value, normalized_name: normalize(e.target.value) || c.normalized_name })
            }
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            value={c.concept_type}
            onChange={(e) => onChange({ ...c, concept_type: e.target.value as Concept['concept_type'] })}
          >
            {CONCEPT_TYPE_VALUES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-summary`}>Summary</label>
        <textarea
          id={`${id}-summary`}
          rows={3}
          maxLength={2000}
          value={c.short_summary}
          onChange={(e) => onChange({ ...c, short_summary: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-traits`}>Traits (comma-separated, at most 12)</label>
        <input
          id={`${id}-traits`}
          defaultValue={listText(c.traits)}
          onChange={(e) => onChange({ ...c, traits: parseList(e.target.value, 12) })}
        />
      </div>
      {isGeneral(c) ? (
        <label className="documents-replace" htmlFor={`${id}-replace`}>
          <input
            id={`${id}-replace`}
            type="checkbox"
            checked={c.replace_description === true}
            onChange={(e) => onChange({ ...c, replace_description: e.target.checked })}
          />
          Replace the graph's own description of {c.name || 'this concept'} with this summary
        </label>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <input id={`${id}-notes`} value={c.notes} onChange={(e) => onChange({ ...c, notes: e.target.value })} />
      </div>
      <div className="documents-editor-foot">
        {problem ? (
          <p className="documents-field-error" role="alert">
            {problem}
          </p>
        ) : (
          <span />
        )}
        <button type="button" className="button button-ghost button-small" onClick={onDone} disabled={!!problem}>
          <Check size={16} aria-hidden="true" /> Done editing
        </button>
      </div>
    </div>
  );
}

/** Where the concept will land in the graph, and the relations it gets. */
function LandingLines({ landing }: { landing: ConceptLanding }) {
  const { linked, skipped } = relationsText(landing);
  return (
    <div className="documents-landing small" data-testid="concept-landing">
      <p className={landing.outcome === 'invalid' ? 'documents-field-error' : undefined}>{landingText(landing)}</p>
      {linked ? <p className="muted">{linked}</p> : null}
      {skipped ? <p className="muted">{skipped}</p> : null}
    </div>
  );
}

function ConceptRow({
  draft,
  editable,
  landing,
  onChange,
}: {
  draft: DraftConcept;
  editable: boolean;
  landing: ConceptLanding | undefined;
  onChange: (next: DraftConcept) => void;
}) {
  const [editing, setEditing] = useState(false);
  const c = draft.concept;
  const quote = c.evidence[0]?.quote;
  return (
    <li className={`documents-concept${draft.kept ? '' : ' documents-concept-dropped'}`} data-testid="concept">
      <div className="documents-concept-head">
        <span className="badge documents-type">{c.concept_type}</span>
        <span className="documents-concept-name">{c.name || '(no name)'}</span>
        <span className="small muted">confidence {percentText(c.confidence)}</span>
        {!draft.kept ? <span className="badge documents-dropped-badge">Dropped</span> : null}
        {editable ? (
          <span className="documents-concept-actions">
            {draft.kept ? (
              <>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-expanded={editing}
                  aria-label={`Edit ${c.name}`}
                  onClick={() => setEditing((v) => !v)}
                >
                  <Pencil size={14} aria-hidden="true" /> Edit
                </button>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-label={`Drop ${c.name}`}
                  onClick={() => {
                    setEditing(false);
                    onChange({ ...draft, kept: false });
                  }}
                >
                  <Trash2 size={14} aria-hidden="true" /> Drop
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={`Restore ${c.name}`}
                onClick={() => onChange({ ...draft, kept: true })}
              >
                <RotateCcw size={14} aria-hidden="true" /> Restore
              </button>
            )}
          </span>
        ) : null}
      </div>
      {editing && draft.kept ? (
        <ConceptEditor
          draft={draft}
          onChange={(concept) => onChange({ ...draft, concept })}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="documents-concept-summary">{c.short_summary}</p>
          {effectOf(c) ? (
            <p className="small muted" data-testid="concept-effect">
              {effectOf(c)}
            </p>
          ) : null}
          {landing && draft.kept ? <LandingLines landing={landing} /> : null}
          {c.traits.length ? <p className="small muted">Traits: {listText(c.traits)}</p> : null}
          {quote ? <blockquote className="documents-quote small">“{quote}”</blockquote> : null}
        </>
      )}
    </li>
  );
}

function UploadResultPanel({ result }: { result: UploadResult }) {
  return (
    <div className="documents-result" data-testid="upload-result">
      <h4 className="documents-subheading">Uploaded to the graph</h4>
      <dl className="documents-facts">
        <div>
          <dt>Batches</dt>
          <dd>{result.batches}</dd>
        </div>
        <div>
          <dt>Committed</dt>
          <dd>{result.committedOperations}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{result.failedOperations}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{result.total}</dd>
        </div>
      </dl>
      {result.nodes.length ? (
        <p className="small" data-testid="upload-nodes">
          Written to the graph (and named in the knowledge journal): {writtenText(result.nodes)}
        </p>
      ) : null}
      {result.errorMessages.length ? (
        <ul className="documents-errors small">
          {result.errorMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Review of a document's extraction: concepts to edit or drop, copy, upload to the graph, and the result. */
export function ExtractionReview({ job }: { job: DocumentJob }) {
  const toast = useToast();
  const client = useQueryClient();
  const detail = useDocumentDetail(job.id, true);
  const extraction = detail.data?.extraction ?? null;
  const [draft, setDraft] = useState<DraftConcept[]>([]);
  const [dirty, setDirty] = useState(false);
  const editable = job.status === 'review_ready';

  useEffect(() => {
    if (!extraction) return;
    setDraft(extraction.extraction.concepts.map((concept, key) => ({ key, kept: true, concept })));
    setDirty(false);
  }, [extraction]);

  const edited = useMemo(() => (extraction ? applyDraft(extraction, draft) : null), [extraction, draft]);
  const invalid = draft.some((d) => d.kept && conceptProblem(d.concept));
  const kept = draft.filter((d) => d.kept).length;
  const keptConcepts = useMemo(() => (edited ? edited.extraction.concepts : []), [edited]);
  const landing = useLanding(job.id, keptConcepts, editable && !invalid);
  // Landings come in the order of the kept concepts.
  const landingOf = (key: number) => {
    const index = draft.filter((d) => d.kept).findIndex((d) => d.key === key);
    return index >= 0 ? landing.data?.landings[index] : undefined;
  };

  const save = useMutation({
    mutationFn: async () => {
      if (!edited) throw new Error(ingestMessages.noExtraction);
      return saveExtraction(job.id, edited);
    },
    onSuccess: ({ extraction: saved }) => {
      client.setQueryData(documentKey(job.id), (old: typeof detail.data) =>
        old ? { ...old, extraction: saved } : old,
      );
      toast.show('success', `Changes to ${job.fileName} saved`);
    },
    onError: (error) => toast.show('error', `Failed to save the changes: ${error.message}`),
  });

  const load = useMutation({
    mutationFn: async () => {
      if (!edited || edited.extraction.concepts.length === 0) throw new Error(ingestMessages.noExtraction);
      if (dirty) await saveExtraction(job.id, edited);
      return requestLoad(job.id);
    },
    onSuccess: ({ document }) => {
      setDirty(false);
      mergeJob(client, document);
      toast.show('info', `Uploading ${job.fileName} to the graph...`);
    },
    onError: (error) => {
      const message =
        error.message === ingestMessages.noExtraction ? error.message : ingestMessages.uploadFailed(error.message);
      toast.show('error', message);
    },
  });

  const copy = async () => {
    try {
      if (!edited) throw new Error(ingestMessages.noExtraction);
      await navigator.clipboard.writeText(JSON.stringify(edited, null, 2));
      toast.show('success', ingestMessages.copied);
    } catch {
      toast.show('error', ingestMessages.copyFailed);
    }
  };

  if (detail.isPending) return <p role="status">Loading the extraction...</p>;
  if (detail.isError) {
    return (
      <p className="notice notice-error" role="alert">
        Failed to load the extraction: {detail.error.message}
      </p>
    );
  }
  if (!extraction) {
    return <p className="muted">{ingestMessages.noExtraction}</p>;
  }
  const meta = extraction.extraction;
  return (
    <div className="documents-review" data-testid="extraction-review">
      <div className="documents-review-head">
        <h4 className="documents-subheading">
          Concepts: {kept} of {draft.length} kept
        </h4>
        <span className="small muted">
          Extraction confidence {meta.confidence}
          {meta.follow_ups.length ? ` · ${meta.follow_ups.length} follow-up question(s)` : ''}
        </span>
      </div>
      {draft.length === 0 ? (
        <p className="muted">No concepts were found in this document.</p>
      ) : (
        <ul className="documents-concepts">
          {draft.map((d) => (
            <ConceptRow
              key={d.key}
              draft={d}
              editable={editable}
              landing={landingOf(d.key)}
              onChange={(next) => {
                setDraft((list) => list.map((x) => (x.key === next.key ? next : x)));
                setDirty(true);
              }}
            />
          ))}
        </ul>
      )}
      {meta.follow_ups.length ? (
        <div className="small">
          <p className="documents-subheading">Follow-up questions</p>
          <ul>
            {meta.follow_ups.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="button-row">
        {editable ? (
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={!dirty || invalid || save.isPending}
            onClick={() => save.mutate()}
          >
            <Save size={16} aria-hidden="true" /> {save.isPending ? 'Saving...' : 'Save changes'}
          </button>
        ) : null}
        <button type="button" className="button button-ghost button-small" onClick={() => void copy()}>
          <ClipboardCopy size={16} aria-hidden="true" /> Copy extraction
        </button>
        {editable ? (
          <button
            type="button"
            className="button button-primary button-small"
            disabled={invalid || load.isPending}
            onClick={() => load.mutate()}
          >
            <DatabaseZap size={16} aria-hidden="true" /> {load.isPending ? 'Sending...' : 'Upload to graph'}
          </button>
        ) : null}
      </div>
      {detail.data?.uploadResult ? <UploadResultPanel result={detail.data.uploadResult} /> : null}
    </div>
  );
}
