import { type Feedback, feedbackListSchema } from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '../../api.ts';
import { AdminToolbar, personalityChoices, RefreshButton, ToolbarSelect } from './AdminToolbar.tsx';
import { FeedbackItem } from './FeedbackItem.tsx';
import { trainingKeys } from './shared.ts';

const statusChoices = [
  { value: 'pending', label: 'Pending' },
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** Every feedback entry, filtered by status and personality, with Apply and Reject for pending ones. */
export default function FeedbackReview() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const [personality, setPersonality] = useState('');
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
      <AdminToolbar actions={<RefreshButton refreshing={list.isFetching} onRefresh={() => void list.refetch()} />}>
        <ToolbarSelect label="Status" value={status} anyLabel="All" options={statusChoices} onChange={setStatus} />
        <ToolbarSelect
          label="Personality"
          value={personality}
          anyLabel="All"
          options={personalityChoices}
          onChange={setPersonality}
        />
      </AdminToolbar>
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
