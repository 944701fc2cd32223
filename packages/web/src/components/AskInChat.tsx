import { type MemberTransit, type MessageAbout, transitQuestion } from '@stellara/contract';
import { MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppState } from '../state/AppState.tsx';

/** The chat message for one transit, in words and as data ("Tell me about transiting Pluto opposite my Chiron"). */
export function transitAsk(t: Pick<MemberTransit, 'planet' | 'aspect' | 'target'>): {
  question: string;
  about: MessageAbout;
} {
  return {
    question: transitQuestion(t),
    about: { kind: 'transit', planet: t.planet, aspect: t.aspect, target: t.target } as MessageAbout,
  };
}

/**
 * A button on a member page that opens the chat and asks there: the question becomes the chat's next message, sent
 * with what it is about, so the reply keeps the subject the page was showing.
 */
export function AskInChat({
  question,
  about,
  children,
  testId,
}: {
  question: string;
  about: MessageAbout;
  children: ReactNode;
  testId: string;
}) {
  const { setPendingMessage } = useAppState();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button button-ghost button-small ask-in-chat"
      data-testid={testId}
      onClick={() => {
        setPendingMessage(question, about);
        navigate('/');
      }}
    >
      <MessageCircleQuestion size={15} aria-hidden="true" /> {children}
    </button>
  );
}
