import { type MessageRating, messageRatingAnswerSchema } from '@stellara/contract';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../api/client.ts';
import { CONVERSATION_TOKEN_HEADER } from '../api/conversations.ts';
import { readItem, session, sessionKeys } from '../state/storage.ts';
import './RateReply.css';

/** The visitor's conversation token, when this conversation is the visitor chat kept in this tab. */
function tokenFor(conversationId: string): string | null {
  const raw = readItem(session(), sessionKeys.conversation);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { id?: unknown; token?: unknown };
    return v.id === conversationId && typeof v.token === 'string' ? v.token : null;
  } catch {
    return null;
  }
}

/**
 * Thumbs up/down under one of Stellara's replies (PUT /api/conversations/:id/messages/:messageId/rating). Pressing
 * the chosen thumb again clears the rating. The admin Overview's Avg Rating is computed from these.
 */
export function RateReply({
  conversationId,
  messageId,
  initial = null,
}: {
  conversationId: string;
  messageId: string;
  initial?: MessageRating | null;
}) {
  const [rating, setRating] = useState<MessageRating | null>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const rate = async (choice: MessageRating) => {
    const next = rating === choice ? null : choice;
    setBusy(true);
    setFailed(false);
    try {
      const token = tokenFor(conversationId);
      const r = await apiRequest(
        `/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/rating`,
        {
          method: 'PUT',
          body: { rating: next },
          schema: messageRatingAnswerSchema,
          headers: token ? { [CONVERSATION_TOKEN_HEADER]: token } : {},
        },
      );
      setRating(r.rating);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rate-reply" data-testid="rate-reply">
      <button
        type="button"
        className="rate-reply-button"
        aria-label="Helpful reply"
        aria-pressed={rating === 'up'}
        disabled={busy}
        onClick={() => void rate('up')}
      >
        <ThumbsUp size={15} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="rate-reply-button"
        aria-label="Unhelpful reply"
        aria-pressed={rating === 'down'}
        disabled={busy}
        onClick={() => void rate('down')}
      >
        <ThumbsDown size={15} aria-hidden="true" />
      </button>
      {failed ? (
        <span className="rate-reply-error" role="alert">
          Rating not saved. Please try again.
        </span>
      ) : rating ? (
        <span className="sr-only" role="status">
          Thanks for rating this reply.
        </span>
      ) : null}
    </div>
  );
}
