import type { Feedback } from '@stellara/contract';
import { forwardRef } from 'react';
import { FeedbackItem } from './FeedbackItem.tsx';

/** The pending-feedback list of the trainer's side column: a capped, scrollable area. */
export const PendingFeedback = forwardRef<
  HTMLElement,
  { items: Feedback[] | null; failed: boolean; onChanged(f: Feedback): void }
>(function PendingFeedback({ items, failed, onChanged }, ref) {
  return (
    <section className="card pc-pending" aria-labelledby="pc-pending-title">
      <h3 id="pc-pending-title" className="pc-side-title">
        Pending Feedback{items ? ` (${items.length})` : ''}
      </h3>
      {/* A scrollable area reached by keyboard (and by the trainer's Feedback button). */}
      <section className="pc-pending-scroll" ref={ref} tabIndex={-1} aria-label="Pending feedback list">
        {failed ? (
          <p className="notice" role="alert">
            Failed to load pending feedback.
          </p>
        ) : items === null ? (
          <p className="small muted" role="status">
            Loading...
          </p>
        ) : items.length === 0 ? (
          <p className="small muted">No pending feedback.</p>
        ) : (
          <ul className="pc-feedback-list">
            {items.map((f) => (
              <FeedbackItem key={f.id} item={f} onChanged={onChanged} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
});
