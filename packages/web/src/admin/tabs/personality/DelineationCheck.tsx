import { type DelineationAnswer, delineationAnswerSchema } from '@stellara/contract';
import { type FormEvent, useId, useState } from 'react';
import { adminApi } from '../../api.ts';
import { errorText } from './shared.ts';

const stages = [
  { key: 'contraction', label: 'Stage 1: Contraction/Challenge', hint: 'The real difficulty, named plainly.' },
  { key: 'friction', label: 'Stage 2: Friction/Coping Response', hint: 'How the person tends to cope.' },
  { key: 'integration', label: 'Stage 3: Integration/Wisdom', hint: 'What grows from it.' },
] as const;

type Stages = Record<(typeof stages)[number]['key'], string>;

/** The three-stage delineation rules as a tool: paste a reading's stages, see the errors and the realness score. */
export default function DelineationCheck() {
  const [text, setText] = useState<Stages>({ contraction: '', friction: '', integration: '' });
  const [result, setResult] = useState<DelineationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setResult(await adminApi.send('POST', '/training/delineation', text, delineationAnswerSchema));
    } catch (e) {
      setResult(null);
      setError(`Check failed: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pc-delineation">
      <form className="card pc-delineation-form" onSubmit={(e) => void check(e)} aria-label="Delineation check">
        <p className="small muted">
          A reading starts from the real difficulty, then the coping pattern, then the growth. Realness is scored 1 to
          5; the minimum is 3.
        </p>
        {stages.map((s) => (
          <div key={s.key} className="field">
            <label htmlFor={`${id}-${s.key}`}>{s.label}</label>
            <textarea
              id={`${id}-${s.key}`}
              rows={3}
              value={text[s.key]}
              aria-describedby={`${id}-${s.key}-hint`}
              onChange={(e) => setText({ ...text, [s.key]: e.target.value })}
            />
            <span id={`${id}-${s.key}-hint`} className="field-hint">
              {s.hint}
            </span>
          </div>
        ))}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Checking...' : 'Check Delineation'}
        </button>
      </form>
      <section className="card pc-delineation-result" aria-live="polite" aria-label="Delineation result">
        {error ? (
          <p className="notice" role="alert">
            {error}
          </p>
        ) : result ? (
          <>
            <p className="admin-tile-value" data-testid="realness-score">
              {result.realnessScore} / 5
            </p>
            <p className="admin-tile-label">Realness score (minimum {result.minimum})</p>
            {result.valid ? (
              <p className="pc-valid">Passes all delineation rules.</p>
            ) : (
              <ul className="pc-errors" aria-label="Errors">
                {result.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            <dl className="pc-signals small">
              {Object.entries(result.signals).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v.length ? v.join(', ') : '–'}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="muted">Paste the three stages and check them.</p>
        )}
      </section>
    </div>
  );
}
