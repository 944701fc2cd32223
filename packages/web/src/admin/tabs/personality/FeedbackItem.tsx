import { applyFeedbackAnswerSchema, type Feedback, rejectFeedbackAnswerSchema } from '@stellara/contract';
import { useState } from 'react';
import { adminApi } from '../../api.ts';
import { useToast } from '../../toast.tsx';
import { personalityName } from './shared.ts';

/** One feedback entry with Apply and Reject while it is pending. */
export function FeedbackItem({
  item,
  onChanged,
  detailed = false,
}: {
  item: Feedback;
  onChanged(f: Feedback): void;
  detailed?: boolean;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const r = await adminApi.send('POST', `/training/feedback/${item.id}/apply`, {}, applyFeedbackAnswerSchema);
      toast.show('success', `Feedback applied to the ${personalityName(item.personalityMode)} response pattern.`);
      onChanged(r.feedback);
    } catch {
      toast.show('error', 'Failed to apply feedback. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    setBusy(true);
    try {
      const r = await adminApi.send('POST', `/training/feedback/${item.id}/reject`, {}, rejectFeedbackAnswerSchema);
      toast.show('info', 'Feedback rejected.');
      onChanged(r.feedback);
    } catch {
      toast.show('error', 'Failed to reject feedback. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="pc-feedback-item" data-testid="feedback-item" data-status={item.status}>
      <div className="pc-feedback-head small">
        <strong>{personalityName(item.personalityMode)}</strong>
        <span className={`badge pc-status-${item.status}`}>{item.status}</span>
        <span className="muted">{new Date(item.createdAt).toLocaleString()}</span>
      </div>
      <p className="pc-feedback-text">{item.feedbackContent}</p>
      {item.suggestedImprovement ? (
        <p className="small">
          <span className="muted">Suggestion: </span>
          {item.suggestedImprovement}
        </p>
      ) : null}
      {detailed ? (
        <>
          {item.analysis ? (
            <p className="small">
              <span className="muted">
                Analysis ({item.analysedBy === 'model' ? 'model' : 'built-in'}, confidence{' '}
                {Math.round(item.analysis.confidence * 100)}%):{' '}
              </span>
              {item.analysis.analysis}
            </p>
          ) : (
            <p className="small muted">No analysis: the trainer's words are the suggestion.</p>
          )}
          {item.originalResponse ? (
            <details className="small">
              <summary>Original reply</summary>
              <p className="pc-pre">{item.originalResponse}</p>
            </details>
          ) : null}
          {item.analysis?.improvedResponse ? (
            <details className="small">
              <summary>Improved reply</summary>
              <p className="pc-pre">{item.analysis.improvedResponse}</p>
            </details>
          ) : null}
          {item.appliedAt ? <p className="small muted">Applied {new Date(item.appliedAt).toLocaleString()}</p> : null}
        </>
      ) : null}
      {item.status === 'pending' ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-primary button-small"
            disabled={busy}
            onClick={() => void apply()}
          >
            Apply
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={busy}
            onClick={() => void reject()}
          >
            Reject
          </button>
        </div>
      ) : null}
    </li>
  );
}
