import { type Feedback, feedbackListSchema } from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { adminApi } from '../../api.ts';
import { FeedbackItem } from './FeedbackItem.tsx';
import { personalityOptions, trainingKeys } from './shared.ts';

/** Every feedback entry, filtered by status and personality, with Apply and Reject for pending ones. */
export default function FeedbackReview() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const [personality, setPersonality] = useState('');
  const statusId = useId();
  const personalityId = useId();
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (personality) params.set('personality', personality);
  const query = params.toString();
  const list = useQuery({
    queryKey: [...trainingKeys.feedback, { status, personality }],
    queryFn: ({ signal }) => adminApi.get(`/training/feedback${query ? `?${query}` : ''}`, feedbackListSchema, signal),
  });
  const changed = (f: Feedback) => {
    void client.invalidateQueries({ queryKey: trainingKeys.feedback });
    if (f.status === 'applied') void client.invalidateQueries({ queryKey: trainingKeys.prompts });
  };
  return (
    <div className="pc-review">
      <div className="card pc-toolbar">
        <div className="pc-inline-field">
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="applied">Applied</option>
            <option value="rejected">Rejected</option>
          </select>
        </div>
        <div className="pc-inline-field">
          <label htmlFor={personalityId}>Personality</label>
          <select id={personalityId} value={personality} onChange={(e) => setPersonality(e.target.value)}>
            <option value="">All</option>
            {personalityOptions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="pc-toolbar-end">
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={list.isFetching}
            onClick={() => void list.refetch()}
          >
            <RefreshCw size={16} aria-hidden="true" /> Refresh
          </button>
        </div>
      </div>
      {list.isPending ? (
        <p role="status">Loading feedback...</p>
      ) : list.isError ? (
        <p className="notice" role="alert">
          Failed to load feedback: {list.error.message}
        </p>
      ) : list.data.feedback.length === 0 ? (
        <p className="card muted">No feedback matches these filters.</p>
      ) : (
        <ul className="pc-feedback-list pc-review-list" aria-label="Feedback">
          {list.data.feedback.map((f) => (
            <FeedbackItem key={f.id} item={f} onChanged={changed} detailed />
          ))}
        </ul>
      )}
    </div>
  );
}
