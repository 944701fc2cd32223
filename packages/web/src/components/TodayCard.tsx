import { ASPECT_WORDS, type MessageAbout, SIGN_GLYPHS } from '@stellara/contract';
import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useToday } from '../api/today.ts';
import '../styles/today.css';

/**
 * The Moon as it looks: the lit limb on the Sun's side (right while waxing), the terminator an ellipse whose width
 * follows the elongation (crescent: it bulges to the lit side; gibbous: to the dark side).
 */
export function moonPath(elongation: number, r = 10, c = 12): string | null {
  const e = (((elongation % 360) + 360) % 360) * (Math.PI / 180);
  const cos = Math.cos(e);
  if (cos > 0.9995) return null; // new: nothing lit
  const waxing = Math.sin(e) >= 0;
  const crescent = cos > 0;
  const rx = Math.abs(cos) * r;
  const limb = waxing ? 1 : 0;
  const terminator = waxing === crescent ? 0 : 1;
  return `M ${c} ${c - r} A ${r} ${r} 0 0 ${limb} ${c} ${c + r} A ${rx.toFixed(3)} ${r} 0 0 ${terminator} ${c} ${c - r} Z`;
}

function MoonIcon({ elongation }: { elongation: number }) {
  const lit = moonPath(elongation);
  return (
    <svg className="today-moon-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="10" className="today-moon-dark" />
      {lit && <path d={lit} className="today-moon-lit" />}
    </svg>
  );
}

/** "Saturday 28 November" from the answer's local date. */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** "24 Apr 2027". */
const shortDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Saturn square your Chiron" (or "your natal Jupiter" when a planet meets its own birth place). */
const transitWords = (t: { planet: string; aspect: string; target: string }) =>
  `${t.planet} ${(ASPECT_WORDS as Readonly<Record<string, string>>)[t.aspect] ?? t.aspect} your ${t.planet === t.target ? `natal ${t.target}` : t.target}`;

/** "Sat 28 Nov": the collapsed line's date, short enough to leave the lead the room. */
const shortDayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Today, pinned above the chat: what is new in the sky on the person's local day for their chart (an eclipse, a
 * lunation in a natal house, a slow transit's exact hit, a station, the Moon's contacts, its sign and house). Folded it
 * is one line, the date and the day's lead, so the chat keeps its room; a tap unfolds the rest (the Moon now, for plus
 * and pro the slow passage in the background, "Ask about this"), and the choice is remembered on this device. Nothing
 * at all while loading or if the sky could not be read.
 */
export function TodayCard({
  chartKey,
  plan,
  onAsk,
  askDisabled,
}: {
  chartKey: string;
  plan: string;
  /** The question in words, and the transit itself as data (so the reply keeps its subject). */
  onAsk(question: string, about: MessageAbout): void;
  askDisabled: boolean;
}) {
  const today = useToday(chartKey, plan);
  const data = today.data;
  const [isOpen, setOpen] = useState(() => readOpen());
  const bodyId = useId();
  if (!data) return null;
  const { moon, lead, more, background } = data;
  const open = (value: boolean) => {
    setOpen(value);
    writeOpen(value);
  };
  // Folded again once asked about: the chat gets the room back for the reply.
  const ask = (question: string, about: { planet: string; aspect: string; target: string }) => {
    onAsk(question, { kind: 'transit', ...about } as MessageAbout);
    open(false);
  };
  const askButton = (question: string | null, about: { planet: string; aspect: string; target: string } | null) =>
    question && about ? (
      <button
        type="button"
        className="button button-ghost button-small today-ask"
        disabled={askDisabled}
        onClick={() => ask(question, about)}
      >
        <MessageCircleQuestion size={15} aria-hidden="true" /> Ask about this
      </button>
    ) : null;
  return (
    <section
      className="today"
      aria-labelledby="today-title"
      data-testid="today-card"
      data-date={data.date}
      data-at={data.at}
      data-open={isOpen}
    >
      <h2 id="today-title" className="today-title">
        <button
          type="button"
          className="today-line"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => open(!isOpen)}
          data-testid="today-fold"
        >
          <MoonIcon elongation={moon.elongation} />
          <span className="sr-only">Today, </span>
          <span className="today-date" title={dayLabel(data.date)}>
            {shortDayLabel(data.date)}
          </span>
          <span className="today-lead" data-testid="today-lead" data-kind={lead.kind}>
            {lead.title}
          </span>
          <ChevronDown className="today-chevron" size={18} aria-hidden="true" />
          <span className="sr-only">{isOpen ? " Hide today's detail" : " Show today's detail"}</span>
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="today-body" data-testid="today-detail">
        <p className="today-moon" data-testid="today-moon" data-sign={moon.sign} data-phase={moon.phase}>
          {dayLabel(data.date)} · Moon in <span aria-hidden="true">{SIGN_GLYPHS[moon.sign]} </span>
          {moon.sign} · {moon.phase} · {moon.illumination}% lit
        </p>
        <div className="today-item">
          <p>
            <strong>{lead.title}.</strong> {lead.detail}
          </p>
          {askButton(lead.question, lead.about)}
        </div>
        {more.length > 0 && (
          <ul className="today-more">
            {more.map((item) => (
              <li key={`${item.kind}|${item.title}`} data-kind={item.kind}>
                <strong>{item.title}.</strong> {item.detail}
              </li>
            ))}
          </ul>
        )}
        {background && (
          <div className="today-transit" data-testid="today-transit">
            <p className="today-transit-head" data-testid="today-background">
              <span className="today-background-label">Background:</span> <strong>{transitWords(background)}</strong>
              <span className="today-muted">
                {' '}
                · {background.start ? shortDay(background.start) : 'long before now'} to{' '}
                {background.end ? shortDay(background.end) : 'beyond the years ahead'}
              </span>
            </p>
            <p className="today-meaning" data-testid="today-meaning">
              {background.meaning}
            </p>
            {askButton(background.question, background)}
          </div>
        )}
        {!data.personal && data.hasChart && (
          <Link to="/upgrade" className="today-upgrade" data-testid="today-upgrade">
            The Moon's contacts to your own chart each day come with Stellara+
          </Link>
        )}
      </div>
    </section>
  );
}

const OPEN_KEY = 'stellara.today.open';

/** Whether the person left the card unfolded on this device (storage can be unavailable: then it starts folded). */
function readOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === 'open';
  } catch {
    return false;
  }
}

function writeOpen(open: boolean) {
  try {
    if (open) localStorage.setItem(OPEN_KEY, 'open');
    else localStorage.removeItem(OPEN_KEY);
  } catch {
    // not kept: as chosen until the page reloads
  }
}
