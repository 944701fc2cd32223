// Pro's advanced transit timing: every exact hit of a transit to the minute, in UT like every passage date (a
// retrograde loop shows all its hits), and the year ahead of the slow planets' transits on one timeline.
import type { TransitHit, TransitTiming } from '@stellara/contract';
import { CalendarClock, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { dateRange, formatMoment, PASSAGE_ZONE, timelineBar, timesWord } from './format.ts';
import './pro-extras.css';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The exact hits of one transit's pass, each with the planet's motion then. */
export function TransitHits({ planet, hits }: { planet: string; hits: TransitHit[] }) {
  if (!hits.length) return null;
  const loop = hits.some((h) => h.retrograde) && hits.length > 1;
  return (
    <div className="transit-hits" data-testid="transit-hits">
      <strong>
        Exact {timesWord(hits.length)} in this pass{loop ? `, on ${planet}'s retrograde loop` : ''}:
      </strong>
      <ol>
        {hits.map((h) => (
          <li key={h.at} data-testid="transit-hit">
            {formatMoment(h.at, PASSAGE_ZONE)}
            <span className="hit-motion"> · {h.retrograde ? `${planet} retrograde` : `${planet} direct`}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Month ticks every second month on the year's axis (1st of the month), as percents. */
function yearTicks(from: Date, to: Date): { left: number; label: string }[] {
  const span = to.getTime() - from.getTime();
  const ticks: { left: number; label: string }[] = [];
  for (let m = 1; m <= 12; m++) {
    const t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + m, 1);
    if (t >= to.getTime()) break;
    const label = new Date(t).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
    ticks.push({ left: Math.round(((t - from.getTime()) / span) * 1000) / 10, label });
  }
  return ticks;
}

/** The year of slow transits: each with its passes as bars, its exact hits marked and listed. */
export function YearAhead({ year }: { year: TransitTiming['year'] }) {
  const from = new Date(year.from);
  const to = new Date(year.to);
  const ticks = yearTicks(from, to);
  return (
    <section className="card transit-section" aria-labelledby="year-title" data-testid="year-ahead">
      <div className="transit-section-head">
        <h2 id="year-title">
          <CalendarClock size={18} aria-hidden="true" /> The year ahead: slow transits
        </h2>
        <p className="muted small">
          Jupiter to Pluto in major aspect to your planets and angles, exact between{' '}
          {dateRange(year.from, year.to, PASSAGE_ZONE)}. Bars show when each is in orb, marks each exact hit; an accent
          mark is a hit while the planet is retrograde.
        </p>
      </div>
      {year.transits.length === 0 ? (
        <p className="muted">No slow planet makes an exact major aspect to your chart in these twelve months.</p>
      ) : (
        <ol className="year-list">
          {year.transits.map((t) => {
            const hits = t.passes
              .flatMap((p) => p.exact)
              .filter((h) => Date.parse(h.at) >= from.getTime() && Date.parse(h.at) <= to.getTime());
            const title = `${t.planet} ${t.aspect} ${t.target}`;
            return (
              <li key={t.id} className="year-row" data-testid="year-transit">
                <div className="year-head">
                  <h3 className="year-title">{title}</h3>
                  <span className="muted small">
                    {t.passes.map((p) => dateRange(p.start, p.end, PASSAGE_ZONE)).join(' · ')}
                  </span>
                </div>
                <div className="year-axis" aria-hidden="true">
                  {ticks.map((tick) => (
                    <span key={tick.left} style={{ left: `${tick.left}%` }}>
                      {tick.label}
                    </span>
                  ))}
                </div>
                <span
                  className="year-track"
                  role="img"
                  aria-label={`${cap(title)}: ${hits.length ? `exact ${timesWord(hits.length)}` : 'in orb, not exact'} in the year`}
                >
                  {t.passes.map((p) => {
                    const bar = timelineBar({ start: p.start, end: p.end, exact: [] }, from, to);
                    return (
                      <span
                        key={`${p.start}-${p.end}`}
                        className="year-bar"
                        style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                      />
                    );
                  })}
                  {hits.map((h) => (
                    <span
                      key={h.at}
                      className="year-mark"
                      data-retrograde={h.retrograde}
                      style={{ left: `${timelineBar({ start: h.at, end: h.at, exact: [] }, from, to).left}%` }}
                    />
                  ))}
                </span>
                <p className="year-hits" data-testid="year-hits">
                  {hits.length
                    ? `Exact ${timesWord(hits.length)}: ${hits
                        .map((h) => `${formatMoment(h.at, PASSAGE_ZONE)}${h.retrograde ? ' (retrograde)' : ''}`)
                        .join('; ')}.`
                    : 'In orb without an exact hit in these months.'}{' '}
                  <span className="muted">{t.description}</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** What plus sees where pro's timing would be: the way to it, not the data. */
export function TimingUpsell() {
  return (
    <p className="notice" data-testid="timing-upsell">
      <Crown size={16} aria-hidden="true" />
      <span>
        Pro adds advanced timing: the hour each transit is exact, every hit of a retrograde loop, and a twelve-month
        timeline of the slow planets. <Link to="/upgrade">See Pro</Link>
      </span>
    </p>
  );
}
