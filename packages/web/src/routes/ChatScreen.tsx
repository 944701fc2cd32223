import { personalityInForce, technicalLevelInForce } from '@stellara/contract/plans';
import { Info, Send } from 'lucide-react';
import { useState } from 'react';
import { personalityIcons } from '../components/icons.tsx';
import { useAppState } from '../state/AppState.tsx';
import { personalities } from '../state/personalities.ts';
import { useViewer } from '../state/viewer.ts';

export const MAX_MESSAGE_LENGTH = 1000;

/**
 * The chat screen (spec section 2). The conversation API (/api/conversations, streamed replies) is
 * not wired into this screen yet, so the composer says so instead of sending into nothing.
 */
export default function ChatScreen() {
  const viewer = useViewer();
  const { birthData, preferences, pendingMessage } = useAppState();
  const [text, setText] = useState(pendingMessage ?? '');
  const voice = personalityInForce(viewer.plan, preferences.personality);
  const info = personalities.find((p) => p.id === voice);
  const Icon = personalityIcons[voice];
  const canSend = false;

  return (
    <div className="chat" data-testid="chat">
      <header className="chat-head">
        <div>
          <h1 className="chat-title">{birthData?.name ? `${birthData.name}'s reading` : 'Your reading'}</h1>
          <p className="chat-sub">
            <Icon size={14} aria-hidden="true" /> {info?.name} ·{' '}
            {technicalLevelInForce(viewer.plan, preferences.technical) === 'basic' ? 'Basic' : 'Technical'}
          </p>
        </div>
      </header>
      <ol className="messages" aria-live="polite" aria-label="Conversation">
        <li className="messages-empty">Your conversation with Stellara appears here.</li>
      </ol>
      <form className="composer" onSubmit={(e) => e.preventDefault()}>
        <p className="notice" role="note" data-testid="chat-note">
          <Info size={16} aria-hidden="true" />
          <span>Conversations are not connected to this screen yet, so Stellara cannot answer here.</span>
        </p>
        <div className="composer-row">
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <textarea
            id="chat-input"
            placeholder="Ask..."
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button button-primary send" disabled={!canSend} aria-label="Send">
            <Send size={18} aria-hidden="true" />
          </button>
        </div>
        {text.length > MAX_MESSAGE_LENGTH * 0.8 && (
          <p className="counter">
            {text.length} / {MAX_MESSAGE_LENGTH}
          </p>
        )}
      </form>
    </div>
  );
}
