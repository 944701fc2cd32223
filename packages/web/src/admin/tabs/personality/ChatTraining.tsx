import {
  createFeedbackAnswerSchema,
  type Feedback,
  feedbackListSchema,
  greetingAnswerSchema,
  type LearnedFact,
  type PersonalityId,
  type TechnicalLevel,
  type TrainerChartChoice,
  type TrainerChartUsed,
  trainerChatAnswerSchema,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eraser, MessageSquareText, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Markdown } from '../../../chat/markdown.tsx';
import { adminApi } from '../../api.ts';
import { useToast } from '../../toast.tsx';
import { AdminToolbar, personalityChoices, ToolbarSelect } from './AdminToolbar.tsx';
import { PendingFeedback } from './PendingFeedback.tsx';
import { errorText, personalityName, trainingKeys } from './shared.ts';
import { TrainerChartPicker } from './TrainerChartPicker.tsx';

/** Trainer chat message: who said it, in which personality and level, and whether feedback was given. */
interface TrainerMessage {
  id: string;
  content: string;
  sender: 'admin' | 'Stellara';
  personality: PersonalityId;
  technicalLevel: TechnicalLevel;
  timestamp: string;
  feedbackGiven: boolean;
  /** notice: a level change; greeting: the personality's greeting; error: a failed generation. */
  kind: 'message' | 'greeting' | 'notice' | 'error' | 'feedback';
  learned?: LearnedFact[];
  /** The chart a reply was read from. */
  chart?: TrainerChartUsed | null;
}

/** A reply as plain text for the one-line preview (Markdown marks dropped, as the chat list does). */
const plain = (text: string) =>
  text
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${++counter}`;

export default function ChatTraining() {
  const toast = useToast();
  const client = useQueryClient();
  const [personality, setPersonality] = useState<PersonalityId>('coach');
  const [level, setLevel] = useState<TechnicalLevel>('basic');
  const [chart, setChart] = useState<TrainerChartChoice>({ source: 'sample' });
  const [messages, setMessages] = useState<TrainerMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [feedback, setFeedback] = useState('');
  const [sendingFeedback, setSendingFeedback] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const pendingRef = useRef<HTMLElement>(null);
  const messageId = useId();
  const feedbackId = useId();

  const pending = useQuery({
    queryKey: [...trainingKeys.feedback, { status: 'pending' }],
    queryFn: ({ signal }) => adminApi.get('/training/feedback?status=pending', feedbackListSchema, signal),
  });

  const message = (m: Omit<TrainerMessage, 'id' | 'timestamp' | 'feedbackGiven'>): TrainerMessage => ({
    ...m,
    id: newId(),
    timestamp: new Date().toISOString(),
    feedbackGiven: false,
  });

  // Changing the personality clears the chat and loads its greeting.
  const loadGreeting = useCallback(
    async (mode: PersonalityId, signal?: AbortSignal) => {
      setMessages([]);
      setTarget(null);
      setSessionId(null);
      try {
        const r = await adminApi.get(`/training/greeting?personality=${mode}`, greetingAnswerSchema, signal);
        setMessages([
          {
            id: newId(),
            content: r.greeting,
            sender: 'Stellara',
            personality: mode,
            technicalLevel: 'basic',
            timestamp: new Date().toISOString(),
            feedbackGiven: false,
            kind: 'greeting',
          },
        ]);
      } catch (error) {
        if (!signal?.aborted) toast.show('error', `Failed to load the greeting: ${errorText(error)}`);
      }
    },
    [toast],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadGreeting(personality, controller.signal);
    return () => controller.abort();
  }, [personality, loadGreeting]);

  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const changeLevel = (next: TechnicalLevel) => {
    if (next === level) return;
    setLevel(next);
    setMessages((list) => [
      ...list,
      message({
        sender: 'Stellara',
        kind: 'notice',
        personality,
        technicalLevel: next,
        content:
          next === 'technical'
            ? 'Switched to the technical level: replies now include degrees, orbs, rulers and dignities.'
            : 'Switched to the basic level: replies now use plain words, every term explained.',
      }),
    ]);
  };

  const send = async () => {
    const text = draft.trim();
    if (!text || waiting) return;
    const mine = message({ sender: 'admin', kind: 'message', content: text, personality, technicalLevel: level });
    const history = messages
      .filter((m) => m.kind === 'message' || m.kind === 'greeting')
      .map((m) => ({ sender: m.sender, content: m.content }))
      // The server sends the last 6 to the model; a few more keep the request small on long sessions.
      .slice(-20);
    setMessages((list) => [...list, mine]);
    setDraft('');
    setWaiting(true);
    try {
      const r = await adminApi.send(
        'POST',
        '/training/chat',
        { personality, technicalLevel: level, message: text, history, sessionId, chart },
        trainerChatAnswerSchema,
      );
      setSessionId(r.sessionId);
      setMessages((list) => [
        ...list,
        message({
          sender: 'Stellara',
          kind: 'message',
          content: r.reply,
          personality,
          technicalLevel: level,
          learned: r.learned,
          chart: r.chart,
        }),
      ]);
      if (r.learned.some((f) => f.success)) {
        void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
      }
    } catch (error) {
      setMessages((list) => [
        ...list,
        message({
          sender: 'Stellara',
          kind: 'error',
          personality,
          technicalLevel: level,
          content: `I'm having trouble connecting to my cosmic network right now. Error: ${errorText(error)} Let me try again!`,
        }),
      ]);
      toast.show('error', 'Failed to generate Stellara response. Please try again.');
    } finally {
      setWaiting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const replies = messages.filter(
    (m) => m.sender === 'Stellara' && (m.kind === 'message' || m.kind === 'greeting') && !m.learned?.length,
  );
  const targetMessage = replies.find((m) => m.id === target) ?? replies.at(-1) ?? null;

  const submitFeedback = async (event: FormEvent) => {
    event.preventDefault();
    const text = feedback.trim();
    if (!text || sendingFeedback) return;
    setSendingFeedback(true);
    try {
      const r = await adminApi.send(
        'POST',
        '/training/feedback',
        { personality, originalResponse: targetMessage?.content ?? '', feedback: text },
        createFeedbackAnswerSchema,
      );
      setFeedback('');
      setMessages((list) => [
        ...list.map((m) => (m.id === targetMessage?.id ? { ...m, feedbackGiven: true } : m)),
        message({ sender: 'Stellara', kind: 'feedback', content: r.message, personality, technicalLevel: level }),
      ]);
      toast.show('success', 'Feedback recorded for review.');
      void client.invalidateQueries({ queryKey: trainingKeys.feedback });
    } catch (error) {
      toast.show('error', `Failed to process feedback: ${errorText(error)}`);
    } finally {
      setSendingFeedback(false);
    }
  };

  const pendingCount = pending.data?.feedback.length ?? 0;

  return (
    <div className="pc-training">
      <section className="card pc-chat" aria-label="Training chat">
        <AdminToolbar
          card={false}
          actions={
            <>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void loadGreeting(personality)}
              >
                <Eraser size={16} aria-hidden="true" /> Clear
              </button>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => pendingRef.current?.focus()}
                aria-label={`Feedback: ${pendingCount} pending`}
              >
                <MessageSquareText size={16} aria-hidden="true" /> Feedback ({pendingCount})
              </button>
            </>
          }
        >
          <ToolbarSelect<PersonalityId>
            label="Personality"
            value={personality}
            options={personalityChoices}
            onChange={setPersonality}
          />
          <div className="segmented pc-level" role="radiogroup" aria-label="Technical level">
            {(['basic', 'technical'] as const).map((l) => (
              // biome-ignore lint/a11y/useSemanticElements: the app's segmented control (as in the chat settings)
              <button key={l} type="button" role="radio" aria-checked={level === l} onClick={() => changeLevel(l)}>
                {l === 'basic' ? 'Basic' : 'Technical'}
              </button>
            ))}
          </div>
          <TrainerChartPicker onChange={setChart} />
          <span className="badge">Simulating Pro</span>
        </AdminToolbar>

        <div className="pc-messages" ref={listRef} role="log" aria-live="polite" aria-label="Training conversation">
          {messages.map((m) => (
            <div
              key={m.id}
              className={`pc-message pc-message-${m.sender === 'admin' ? 'admin' : 'stellara'} pc-kind-${m.kind}`}
              data-testid={`trainer-${m.sender === 'admin' ? 'admin' : m.kind}`}
            >
              <div className="pc-message-meta small muted">
                {m.sender === 'admin' ? 'You' : `Stellara · ${personalityName(m.personality)}`}
                {m.sender === 'Stellara' && m.kind === 'message' ? ` · ${m.technicalLevel}` : ''}
                {m.feedbackGiven ? ' · feedback given' : ''}
              </div>
              {m.sender === 'Stellara' && (m.kind === 'message' || m.kind === 'greeting') ? (
                // Replies render as in the member chat: Markdown, never raw "### ".
                <div className="pc-bubble pc-bubble-markdown markdown">
                  <Markdown text={m.content} />
                </div>
              ) : (
                <p className="pc-bubble">{m.content}</p>
              )}
              {m.chart ? (
                <p className="small muted pc-chart-used" data-testid="trainer-chart-used">
                  Read from {m.chart.label} ({m.chart.bigThree})
                </p>
              ) : null}
              {m.learned?.length ? (
                <ul className="pc-learned" aria-label="What Stellara learned">
                  {m.learned.map((f) => (
                    <li key={`${m.id}-${f.name}`} className={f.success ? 'pc-learned-ok' : 'pc-learned-failed'}>
                      <strong>{f.name}</strong>{' '}
                      {f.success ? (f.alreadyKnown ? '(confirmed)' : '(learned)') : '(failed)'}
                      <span className="small muted"> {f.success ? f.reasoning : f.errorMessage}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {m.sender === 'Stellara' && (m.kind === 'message' || m.kind === 'greeting') && !m.learned?.length ? (
                <button
                  type="button"
                  className="button button-ghost button-small pc-feedback-on"
                  aria-pressed={targetMessage?.id === m.id}
                  onClick={() => setTarget(m.id)}
                >
                  Give feedback on this reply
                </button>
              ) : null}
            </div>
          ))}
          {waiting ? (
            <p className="small muted" role="status">
              Stellara is consulting the stars...
            </p>
          ) : null}
        </div>

        <form
          className="pc-compose"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={messageId} className="sr-only">
            Message to Stellara
          </label>
          <textarea
            id={messageId}
            value={draft}
            rows={2}
            placeholder="Ask something, or teach a fact (e.g. Venus is exalted in Pisces). Enter sends, Shift+Enter adds a line."
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="button button-primary" disabled={waiting || !draft.trim()}>
            <Send size={16} aria-hidden="true" /> Send
          </button>
        </form>
      </section>

      <aside className="pc-side">
        <form className="card pc-feedback-form" onSubmit={(e) => void submitFeedback(e)} aria-label="Feedback">
          <h3 className="pc-side-title">Feedback</h3>
          <p className="small muted pc-feedback-target">
            {targetMessage
              ? `On: "${plain(targetMessage.content).slice(0, 140)}${plain(targetMessage.content).length > 140 ? '...' : ''}"`
              : 'No reply selected yet.'}
          </p>
          <label htmlFor={feedbackId}>What should Stellara do differently?</label>
          <textarea
            id={feedbackId}
            rows={4}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            placeholder="e.g. Too vague: name the placements and end with a question."
          />
          <button type="submit" className="button button-primary" disabled={!feedback.trim() || sendingFeedback}>
            {sendingFeedback ? 'Analysing...' : 'Submit Feedback'}
          </button>
        </form>
        <PendingFeedback
          ref={pendingRef}
          items={pending.data?.feedback ?? null}
          failed={pending.isError}
          onChanged={(f: Feedback) => {
            void client.invalidateQueries({ queryKey: trainingKeys.feedback });
            if (f.status === 'applied') void client.invalidateQueries({ queryKey: trainingKeys.prompts });
          }}
        />
      </aside>
    </div>
  );
}
