import type { MemberTransit, TransitHit } from '@stellara/contract';
import type { CSSProperties, ReactNode } from 'react';
import {
  dateRange,
  formatDay,
  type IntensityColour,
  intensityWord,
  monthTicks,
  nextExact,
  PASSAGE_ZONE,
  passageDay,
  timelineBar,
} from './format.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function transitTitle(t: Pick<MemberTransit, 'planet' | 'aspect' | 'target'>): string {
  return `${t.planet} ${t.aspect} ${t.target}`;
}

export function IntensityBadge({ intensity, colour }: { intensity: number; colour: IntensityColour }) {
  return (
    <span className={`badge badge-tone tone-${colour}`} data-testid="intensity" data-colour={colour}>
      {intensity}/10 · {intensityWord(colour)}
    </span>
  );
}

export function IntensityMeter({ intensity, colour }: { intensity: number; colour: IntensityColour }) {
  return (
    <div className={`intensity tone-${colour}`}>
      <span className="intensity-meter" role="img" aria-label={`Intensity ${intensity} out of 10`}>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ten fixed segments
          <span key={i} data-on={i < intensity} />
        ))}
      </span>
      <span className="intensity-value" aria-hidden="true">
        {intensity}/10
      </span>
    </div>
  );
}

interface CardTransit {
  id: string;
  planet: string;
  aspect: string;
  target: string;
  intensity: number;
  colour: IntensityColour;
  isExact: boolean;
  start: string | null;
  exact: string | null;
  end: string | null;
  description: string;
  status?: 'active' | 'coming';
  applying?: boolean;
}

export function fromMember(t: MemberTransit, now: Date): CardTransit {
  return { ...t, exact: nextExact(t.exact, now) };
}

/** One transit: intensity out of 10 with its colour band (and in words), start, exact and end dates, meaning. */
export function TransitCard({
  t,
  sample,
  timing,
  action,
}: {
  t: CardTransit;
  sample?: boolean;
  timing?: ReactNode;
  /** A way to talk about it ("Ask about this"). */
  action?: ReactNode;
}) {
  const titleId = `transit-${t.id}`;
  return (
    <article
      className={`card transit-card tone-${t.colour}${sample ? ' sample-card' : ''}`}
      aria-labelledby={titleId}
      data-testid={sample ? 'sample-transit' : 'transit'}
    >
      <div className="transit-head">
        <h3 id={titleId} className="transit-title">
          {t.planet} <span className="aspect">{t.aspect}</span> {t.target}
        </h3>
        <div className="transit-chips">
          {sample && <span className="badge badge-sample">Sample</span>}
          {t.isExact && t.status !== 'coming' && <span className="badge badge-plan">Exact now</span>}
          {t.status === 'active' && t.applying !== undefined && !t.isExact && (
            <span className="badge badge-soft">{t.applying ? 'Building' : 'Easing'}</span>
          )}
          <IntensityBadge intensity={t.intensity} colour={t.colour} />
        </div>
      </div>
      <IntensityMeter intensity={t.intensity} colour={t.colour} />
      <dl className="transit-dates">
        <div>
          <dt>Start</dt>
          <dd>{t.start ? passageDay(t.start) : 'Before the search'}</dd>
        </div>
        <div>
          <dt>Exact</dt>
          <dd>{t.exact ? passageDay(t.exact) : 'Not in this pass'}</dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>{t.end ? passageDay(t.end) : 'Beyond the search'}</dd>
        </div>
      </dl>
      {timing}
      <p className="transit-description">{t.description}</p>
      {action}
    </article>
  );
}

/**
 * The timeline view: each passage as a neutral bar between its start and end (the ones leading the page, "Now", in
 * the accent), each exact hit as a dot (hollow while the planet is retrograde, when the hits are known), and one line
 * for today across every row. The window runs from two weeks ago to the end of the horizon (bars that go on beyond
 * it are drawn open).
 */
export function TransitTimeline({
  transits,
  now,
  horizonDays,
  hits,
  leading,
}: {
  transits: MemberTransit[];
  now: Date;
  horizonDays: number;
  /** Pro's exact hits with the planet's motion, by transit id (plus: the dates only, from each transit). */
  hits?: Record<string, TransitHit[]> | undefined;
  /** The ids of the passages the page leads with. */
  leading?: ReadonlySet<string>;
}) {
  const from = new Date(now.getTime() - 14 * 86_400_000);
  const to = new Date(now.getTime() + (horizonDays + 7) * 86_400_000);
  const today = timelineBar({ start: now.toISOString(), end: now.toISOString(), exact: [] }, from, to).left;
  const anyRetrograde = transits.some((t) => hits?.[t.id]?.some((h) => h.retrograde));
  return (
    <section className="card timeline" aria-labelledby="timeline-title" data-testid="transit-timeline">
      <h2 id="timeline-title" className="subheading">
        Timeline · {dateRange(from.toISOString(), to.toISOString())}
      </h2>
      <div className="timeline-axis" aria-hidden="true">
        {monthTicks(from, to).map((tick) => (
          <span
            key={tick.left}
            className={`timeline-tick${tick.mid ? ' timeline-tick-mid' : ''}`}
            style={{ left: `${tick.left}%` }}
          >
            {tick.label}
          </span>
        ))}
      </div>
      <div className="timeline-body" style={{ '--today': today } as CSSProperties}>
        <span
          className="timeline-today"
          data-testid="timeline-today"
          role="img"
          aria-label={`Today, ${formatDay(now.toISOString())}`}
        >
          <span className="timeline-today-label" aria-hidden="true">
            Today
          </span>
        </span>
        <ol className="timeline-list">
          {transits.map((t) => {
            const bar = timelineBar(t, from, to);
            const exact = nextExact(t.exact, now);
            const motion = new Map((hits?.[t.id] ?? []).map((h) => [h.at, h.retrograde]));
            const marks = t.exact
              .filter((x) => Date.parse(x) >= from.getTime() && Date.parse(x) <= to.getTime())
              .map((x) => ({ at: x, left: timelineBar({ start: x, end: x, exact: [] }, from, to).left }));
            const lead = leading?.has(t.id) ?? false;
            const later = t.exact.find((x) => Date.parse(x) > to.getTime());
            return (
              <li key={t.id} className="timeline-row" data-lead={lead}>
                <span className="timeline-label" title={transitTitle(t)}>
                  {transitTitle(t)}
                </span>
                <span
                  className="timeline-track"
                  role="img"
                  aria-label={`${cap(transitTitle(t))}: ${dateRange(t.start, t.end, PASSAGE_ZONE)}${exact ? `, exact ${passageDay(exact)}` : ''}, intensity ${t.intensity} out of 10${lead ? ', leading now' : ''}`}
                >
                  <span
                    className="timeline-bar"
                    data-open-start={bar.openStart}
                    data-open-end={bar.openEnd}
                    style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                  />
                  {marks.map((m) => (
                    <span
                      key={m.at}
                      className="timeline-mark"
                      data-testid="timeline-hit"
                      data-retrograde={motion.get(m.at) ?? false}
                      style={{ left: `${m.left}%` }}
                    />
                  ))}
                  {later && !marks.some((m) => Date.parse(m.at) > now.getTime()) && (
                    <span className="timeline-beyond" aria-hidden="true">
                      exact {passageDay(later)}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <p className="timeline-legend">
        <span>
          <span className="legend-today" aria-hidden="true" /> Today
        </span>
        <span>
          <span className="legend-exact" aria-hidden="true" /> Exact
        </span>
        {anyRetrograde && (
          <span>
            <span className="legend-exact" data-retrograde="true" aria-hidden="true" /> Exact, planet retrograde
          </span>
        )}
        <span>
          <span className="legend-bar" data-lead="true" aria-hidden="true" /> Now
        </span>
        <span>
          <span className="legend-bar" aria-hidden="true" /> In orb
        </span>
      </p>
    </section>
  );
}
