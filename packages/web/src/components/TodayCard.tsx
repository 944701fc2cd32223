import { SIGN_GLYPHS, type TodayResponse } from '@stellara/contract';
import { Crown, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { useToday } from '../api/today.ts';
import '../styles/today.css';

const PHASE_EMOJI: Record<TodayResponse['moon']['phase'], string> = {
  'New Moon': '🌑',
  'Waxing Crescent': '🌒',
  'First Quarter': '🌓',
  'Waxing Gibbous': '🌔',
  'Full Moon': '🌕',
  'Waning Gibbous': '🌖',
  'Last Quarter': '🌗',
  'Waning Crescent': '🌘',
};

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
 * Today, on the chat home: the Moon of the person's local day (sign, phase, how much is lit), the day's strongest
 * transit to their chart with what it means and "Ask about this" (plus and pro), or which planet makes it with the
 * way to read it (a free member or a visitor). Nothing at all while loading or if the sky could not be read.
 */
export function TodayCard({
  chartKey,
  plan,
  onAsk,
  askDisabled,
}: {
  chartKey: string;
  plan: string;
  onAsk(question: string): void;
  askDisabled: boolean;
}) {
  const today = useToday(chartKey, plan);
  const data = today.data;
  if (!data) return null;
  const { moon, transit } = data;
  return (
    <section className="today" aria-labelledby="today-title" data-testid="today-card" data-date={data.date}>
      <div className="today-moon">
        <span className="today-moon-emoji" aria-hidden="true">
          {PHASE_EMOJI[moon.phase]}
        </span>
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
              <span className="today-muted">
                {' '}
                · enters {moon.signChange.sign} at {timeIn(moon.signChange.at, data.timezone)}
              </span>
            )}
          </p>
        </div>
      </div>
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
            onClick={() => onAsk(transit.question)}
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
    </section>
  );
}
