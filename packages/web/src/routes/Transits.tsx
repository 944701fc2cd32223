import type { MemberTransit } from '@stellara/contract';
import { NO_TRANSITS_TEXT } from '@stellara/contract/bands';
import { Activity, CalendarRange, Info, List, Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCharts, useTransits, useTransitWheel } from '../api/charts.ts';
import { AskInChat, transitAsk } from '../components/AskInChat.tsx';
import { formatDay, ownerOf } from '../components/charts/format.ts';
import { MemberFeaturePage, SamplesHeading } from '../components/charts/MemberFeaturePage.tsx';
import { sampleTransits } from '../components/charts/samples.ts';
import { TimingUpsell, TransitHits, YearAhead } from '../components/charts/TransitTiming.tsx';
import { fromMember, TransitCard, TransitTimeline } from '../components/charts/TransitViews.tsx';
import { useWheelTheme, Wheel } from '../components/charts/Wheel.tsx';

/** Transits listed at first in each section (strongest or soonest first); the rest behind "Show all". */
const LIST_LIMIT = 10;

export default function TransitsPage() {
  return (
    <MemberFeaturePage
      route="/transits"
      icon={<Activity size={24} aria-hidden="true" />}
      lead="What the sky is doing to your chart now, and what is coming."
      pitch="Personal transit forecasts: the planets in orb to your natal chart now and in the coming weeks, each with its intensity out of 10, start, exact and end dates, and what it asks of you. Pro adds the hour of every exact hit and a year of the slow planets."
      samples={<SampleTransits />}
      wide
    >
      <TransitsView />
    </MemberFeaturePage>
  );
}

function SampleTransits() {
  return (
    <section className="samples" aria-label="Sample transits">
      <SamplesHeading title="Sample transits" note="An example of a transit forecast, not your chart." />
      <ul className="transit-list">
        {sampleTransits.map((t) => (
          <li key={t.id}>
            <TransitCard
              sample
              t={{ ...t, start: `${t.start}T12:00:00Z`, exact: `${t.exact}T12:00:00Z`, end: `${t.end}T12:00:00Z` }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TransitsView() {
  const [chartId, setChartId] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'timeline'>('list');
  const [all, setAll] = useState({ active: false, coming: false });
  const charts = useCharts(true);
  const transits = useTransits(chartId, true);
  const theme = useWheelTheme();
  const hasChart = transits.data?.chart != null;
  const wheel = useTransitWheel(chartId, theme, hasChart);
  const selectId = useId();
  const data = transits.data;
  const now = useMemo(() => (data ? new Date(data.calculatedAt) : new Date()), [data]);

  if (transits.isPending) return <div className="card page-loading" aria-busy="true" />;
  if (transits.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Info size={16} aria-hidden="true" />
        <span>The transits could not be calculated. {transits.error.message}</span>
      </p>
    );
  }
  if (!data?.chart) {
    return (
      <section className="card empty" data-testid="transits-empty">
        <span className="empty-icon">
          <Sparkles size={26} aria-hidden="true" />
        </span>
        <p className="empty-title">{NO_TRANSITS_TEXT}</p>
        <p>Transits are worked out against your natal chart: enter your birth details first.</p>
        <Link to="/" className="button button-primary">
          Enter Birth Details
        </Link>
      </section>
    );
  }
  const list = charts.data?.charts ?? [];
  const shown = {
    active: all.active ? data.active : data.active.slice(0, LIST_LIMIT),
    coming: all.coming ? data.coming : data.coming.slice(0, LIST_LIMIT),
  };
  const everything = [...shown.active, ...shown.coming];
  // Pro's timing: every exact hit of each listed transit (plus has none: timing is null).
  // The chat reads the member's own chart: a transit to another stored chart is not asked about there.
  const askAbout = (t: MemberTransit) =>
    chartId === null || list.find((c) => c.id === chartId)?.isMain ? (
      <AskInChat {...transitAsk(t)} testId="transit-ask">
        Ask about this
      </AskInChat>
    ) : undefined;
  const hitsOf = (t: MemberTransit) =>
    data.timing ? <TransitHits planet={t.planet} hits={data.timing.hits[t.id] ?? []} /> : undefined;
  return (
    <div className="transits-layout" data-view={view}>
      <div className="transits-main">
        <section className="card member-toolbar" aria-label="Transit options">
          <div className="field-inline">
            {list.length > 1 ? (
              <>
                <label htmlFor={selectId}>Chart</label>
                <select
                  id={selectId}
                  value={chartId ?? data.chart.id ?? ''}
                  onChange={(e) => setChartId(e.target.value || null)}
                >
                  {list.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                      {c.isMain ? ' (main)' : ''}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <p className="muted small">
                Transits to <strong>{data.chart.name}</strong>, born in {data.chart.birthPlace}
              </p>
            )}
          </div>
          <fieldset className="view-switch">
            <legend className="sr-only">View</legend>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <List size={16} aria-hidden="true" /> List
            </button>
            <button type="button" aria-pressed={view === 'timeline'} onClick={() => setView('timeline')}>
              <CalendarRange size={16} aria-hidden="true" /> Timeline
            </button>
          </fieldset>
        </section>

        {view === 'timeline' ? (
          everything.length ? (
            <TransitTimeline transits={everything} now={now} horizonDays={data.horizonDays} />
          ) : (
            <p className="card muted">Nothing to draw: no transit is in orb now or coming soon.</p>
          )
        ) : (
          <>
            <section className="transit-section" aria-labelledby="active-title" data-testid="active-transits">
              <div className="transit-section-head">
                <h2 id="active-title">Active now ({data.active.length})</h2>
                <p className="muted small">Calculated {formatDay(data.calculatedAt)}, strongest first</p>
              </div>
              {data.active.length ? (
                <ul className="transit-list">
                  {shown.active.map((t) => (
                    <li key={t.id}>
                      <TransitCard t={fromMember(t, now)} timing={hitsOf(t)} action={askAbout(t)} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {data.active.length > LIST_LIMIT && (
                <button
                  type="button"
                  className="button button-ghost"
                  aria-expanded={all.active}
                  onClick={() => setAll({ ...all, active: !all.active })}
                >
                  {all.active ? `Show the first ${LIST_LIMIT}` : `Show all ${data.active.length}`}
                </button>
              )}
              {data.active.length ? null : (
                <p className="card muted">No major transit is in orb right now: a quieter stretch.</p>
              )}
            </section>
            <section className="transit-section" aria-labelledby="coming-title" data-testid="coming-transits">
              <div className="transit-section-head">
                <h2 id="coming-title">
                  Coming in the next {data.horizonDays} days ({data.coming.length})
                </h2>
                <p className="muted small">Soonest first</p>
              </div>
              {data.coming.length ? (
                <ul className="transit-list">
                  {shown.coming.map((t) => (
                    <li key={t.id}>
                      <TransitCard t={fromMember(t, now)} timing={hitsOf(t)} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {data.coming.length > LIST_LIMIT && (
                <button
                  type="button"
                  className="button button-ghost"
                  aria-expanded={all.coming}
                  onClick={() => setAll({ ...all, coming: !all.coming })}
                >
                  {all.coming ? `Show the first ${LIST_LIMIT}` : `Show all ${data.coming.length}`}
                </button>
              )}
              {data.coming.length ? null : <p className="card muted">No new transit starts in this window.</p>}
            </section>
          </>
        )}
        {data.timing ? <YearAhead year={data.timing.year} /> : <TimingUpsell />}
      </div>
      <aside className="transits-side" aria-label="Transit wheel">
        <section className="card">
          <Wheel
            query={{ data: wheel.data?.wheel, isPending: wheel.isPending, isError: wheel.isError }}
            caption={`${ownerOf(data.chart.name)} natal chart inside, the sky of ${formatDay(data.calculatedAt)} outside.`}
            testId="transit-wheel"
          />
        </section>
      </aside>
    </div>
  );
}
