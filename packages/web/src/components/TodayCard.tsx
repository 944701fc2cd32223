import { type MessageAbout, SIGN_GLYPHS } from '@stellara/contract';
import { ChevronDown, Crown, MessageCircleQuestion } from 'lucide-react';
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
    <svg className="today-moon-icon" viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
      <circle cx="12" cy="12" r="10" className="today-moon-dark" />
      {lit && <path d={lit} className="today-moon-lit" />}
    </svg>
  );
}

const ASPECT_WORD: Record<string, string> = {
  conjunction: 'conjunct',
  opposition: 'opposite',
  square: 'square',
  trine: 'trine',
  sextile: 'sextile',
};

/** "Tuesday 24 November" from the answer's local date. */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

const timeIn = (iso: string, zone: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', timeZone: zone });

/**
 * Today, on the chat home: the Moon now (sign, phase, how much is lit, a sign change within the person's local day),
 * the strongest transit to their chart now with what it means and "Ask about this" (plus and pro), or which planet
 * makes it with the way to read it (a free member or a visitor). Nothing at all while loading or if the sky could not
 * be read.
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
  const [folded, setFolded] = useState(() => readFolded());
  const bodyId = useId();
  if (!data) return null;
  const { moon, transit } = data;
  // Folded for the rest of the day once put away (or asked about): the chat gets the room back.
  const isFolded = folded === data.date;
  const fold = (value: boolean) => {
    const next = value ? data.date : null;
    setFolded(next);
    writeFolded(next);
  };
  return (
    <section
      className="today"
      aria-labelledby="today-title"
      data-testid="today-card"
      data-date={data.date}
      data-at={data.at}
    >
      <div className="today-moon">
        <MoonIcon elongation={moon.elongation} />
        <div className="today-moon-text">
          <h2 id="today-title" className="today-title">
            Today <span className="today-date">· {dayLabel(data.date)}</span>
          </h2>
          <p data-testid="today-moon" data-sign={moon.sign} data-phase={moon.phase}>
            Moon in{' '}
            <strong>
              <span aria-hidden="true">{SIGN_GLYPHS[moon.sign]} </span>
              {moon.sign}
            </strong>{' '}
            · {moon.phase} · {moon.illumination}% lit
            {moon.signChange && (
              <span className="today-muted" data-testid="today-sign-change">
                {' '}
                ·{' '}
                {Date.parse(moon.signChange.at) < Date.parse(data.at)
                  ? `in ${moon.signChange.from} until ${timeIn(moon.signChange.at, data.timezone)}`
                  : `enters ${moon.signChange.sign} at ${timeIn(moon.signChange.at, data.timezone)}`}
              </span>
            )}
          </p>
        </div>
      </div>
      {transit && (
        <button
          type="button"
          className="today-fold"
          aria-expanded={!isFolded}
          aria-controls={bodyId}
          onClick={() => fold(!isFolded)}
          data-testid="today-fold"
        >
          <ChevronDown size={18} aria-hidden="true" />
          <span className="sr-only">{isFolded ? "Show today's transit" : "Hide today's transit"}</span>
        </button>
      )}
      <div id={bodyId} hidden={isFolded} className="today-body">
        {transit?.access === 'full' && (
          <div className="today-transit" data-testid="today-transit">
            <p className="today-transit-head">
              <strong>
                {transit.planet} {ASPECT_WORD[transit.aspect] ?? transit.aspect} your{' '}
                {transit.planet === transit.target ? `natal ${transit.target}` : transit.target}
              </strong>
              <span className="today-muted">
                {' '}
                · orb {transit.orb.toFixed(1)}° · intensity {transit.intensity}/10
              </span>
            </p>
            <p className="today-meaning" data-testid="today-meaning">
              {transit.meaning}
            </p>
            <button
              type="button"
              className="button button-ghost button-small today-ask"
              disabled={askDisabled}
              onClick={() => {
                onAsk(transit.question, {
                  kind: 'transit',
                  planet: transit.planet,
                  aspect: transit.aspect,
                  target: transit.target,
                } as MessageAbout);
                fold(true);
              }}
              data-testid="today-ask"
            >
              <MessageCircleQuestion size={15} aria-hidden="true" /> Ask about this
            </button>
          </div>
        )}
        {transit?.access === 'teaser' && (
          <p className="today-transit today-teaser" data-testid="today-teaser">
            <span>
              Your strongest transit today comes from <strong>{transit.planet}</strong>.
            </span>{' '}
            <Link to="/upgrade" className="today-upgrade">
              <Crown size={13} aria-hidden="true" /> Read it with Stellara+
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

const FOLD_KEY = 'stellara.today.folded';

/** The date the card was folded on, in this tab (sessionStorage can be unavailable: then it never stays folded). */
function readFolded(): string | null {
  try {
    return sessionStorage.getItem(FOLD_KEY);
  } catch {
    return null;
  }
}

function writeFolded(date: string | null) {
  try {
    if (date) sessionStorage.setItem(FOLD_KEY, date);
    else sessionStorage.removeItem(FOLD_KEY);
  } catch {
    // not kept: folded until the page reloads
  }
}
