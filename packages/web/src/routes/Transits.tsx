import type { MemberTransit, TransitGroups, TransitsResponse } from '@stellara/contract';
import { NO_TRANSITS_TEXT } from '@stellara/contract/bands';
import { Activity, CalendarRange, ChevronDown, Info, List, Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCharts, useTransits, useTransitWheel } from '../api/charts.ts';
import { AskInChat, transitAsk } from '../components/AskInChat.tsx';
import { CalendarFeed } from '../components/charts/CalendarFeed.tsx';
import { formatDay, ownerOf } from '../components/charts/format.ts';
import { MemberFeaturePage, SamplesHeading } from '../components/charts/MemberFeaturePage.tsx';
import { sampleTransitsAround } from '../components/charts/samples.ts';
import { TimingUpsell, TransitHits, YearAhead } from '../components/charts/TransitTiming.tsx';
import { fromMember, TransitCard, TransitTimeline } from '../components/charts/TransitViews.tsx';
import { useWheelTheme, Wheel } from '../components/charts/Wheel.tsx';

/** Passages of "This year" listed at first (soonest first); the rest behind "Show all". */
const LIST_LIMIT = 10;

/**
 * The answer's groups as transits: Now (at most five, ranked), This year (by date), the rest (folded). An answer
 * without groups (an older server) lists its transits as they come, in the folded rest.
 */
function groupsOf(data: TransitsResponse): Record<keyof TransitGroups, MemberTransit[]> {
  const all = [...data.active, ...data.coming];
  if (!data.groups) return { now: [], year: [], more: all };
  const byId = new Map(all.map((t) => [t.id, t]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { now: pick(data.groups.now), year: pick(data.groups.year), more: pick(data.groups.more) };
}

export default function TransitsPage() {
  return (
    <MemberFeaturePage
      route="/transits"
      icon={<Activity size={24} aria-hidden="true" />}
      lead="What the sky is doing to your chart now, and what is coming."
      pitch="Personal transit forecasts: the planets in orb to your natal chart now and in the coming weeks, each with its intensity out of 10, start, exact and end dates, and what it asks of you. Pro adds the hour of every exact hit and a year of the slow planets."
      samples={<SampleTransits />}
      forEveryMember={<CalendarFeed />}
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
        {sampleTransitsAround(new Date()).map((t) => (
          <li key={t.id}>
            <TransitCard sample t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TransitsView() {
  const [chartId, setChartId] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'timeline'>('list');
  const [allYear, setAllYear] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
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
  const groups = groupsOf(data);
  const foldedId = `${selectId}-more`;
  // The timeline draws what the list shows unfolded: Now and This year, and the rest once opened.
  const drawn = [...groups.now, ...groups.year, ...(moreOpen ? groups.more : [])];
  // The chat reads the member's own chart: a transit to another stored chart is not asked about there.
  const askAbout = (t: MemberTransit) =>
    chartId === null || list.find((c) => c.id === chartId)?.isMain ? (
      <AskInChat {...transitAsk(t)} testId="transit-ask">
        Ask about this
      </AskInChat>
    ) : undefined;
  // Pro's timing: every exact hit of each listed transit (plus has none: timing is null).
  const hitsOf = (t: MemberTransit) =>
    data.timing ? <TransitHits planet={t.planet} hits={data.timing.hits[t.id] ?? []} /> : undefined;
  const cards = (transits: MemberTransit[]) => (
    <ul className="transit-list">
      {transits.map((t) => (
        <li key={t.id}>
          <TransitCard t={fromMember(t, now)} timing={hitsOf(t)} action={askAbout(t)} />
        </li>
      ))}
    </ul>
  );
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
          drawn.length ? (
            <TransitTimeline
              transits={drawn}
              now={now}
              horizonDays={data.horizonDays}
              hits={data.timing?.hits}
              leading={new Set(groups.now.map((t) => t.id))}
            />
          ) : (
            <p className="card muted">Nothing to draw: no transit is in orb now or coming soon.</p>
          )
        ) : (
          <>
            <section className="transit-section" aria-labelledby="now-title" data-testid="now-transits">
              <div className="transit-section-head">
                <h2 id="now-title">Now</h2>
                <p className="muted small">
                  What is closest to exact as of {formatDay(data.calculatedAt)}, the most telling first
                </p>
              </div>
              {groups.now.length ? (
                cards(groups.now)
              ) : (
                <p className="card muted">
                  Nothing is close to exact right now: a quieter stretch. The passages below are on their way.
                </p>
              )}
            </section>
            <section className="transit-section" aria-labelledby="year-group-title" data-testid="year-transits">
              <div className="transit-section-head">
                <h2 id="year-group-title">This year ({groups.year.length})</h2>
                <p className="muted small">
                  The longer passages that go exact in the next twelve months, soonest first
                </p>
              </div>
              {groups.year.length ? (
                cards(allYear ? groups.year : groups.year.slice(0, LIST_LIMIT))
              ) : (
                <p className="card muted">No longer passage goes exact in the next twelve months.</p>
              )}
              {groups.year.length > LIST_LIMIT && (
                <button
                  type="button"
                  className="button button-ghost"
                  aria-expanded={allYear}
                  onClick={() => setAllYear(!allYear)}
                >
                  {allYear ? `Show the first ${LIST_LIMIT}` : `Show all ${groups.year.length}`}
                </button>
              )}
            </section>
          </>
        )}
        {groups.more.length > 0 && (
          <section className="transit-section transit-folded" aria-labelledby={`${foldedId}-title`}>
            <h2 id={`${foldedId}-title`} className="transit-fold-title">
              <button
                type="button"
                className="transit-fold"
                aria-expanded={moreOpen}
                aria-controls={foldedId}
                data-testid="more-transits-toggle"
                onClick={() => setMoreOpen(!moreOpen)}
              >
                <ChevronDown size={18} aria-hidden="true" className="transit-fold-icon" />
                More transits ({groups.more.length})
              </button>
            </h2>
            <p className="muted small">
              Quick passages of the coming weeks and those past their peak, the most telling first.
            </p>
            <div id={foldedId} hidden={!moreOpen} data-testid="more-transits">
              {moreOpen && view === 'list' ? cards(groups.more) : null}
              {moreOpen && view === 'timeline' ? (
                <p className="muted small">They are drawn on the timeline above.</p>
              ) : null}
            </div>
          </section>
        )}
        {data.timing ? <YearAhead year={data.timing.year} /> : <TimingUpsell />}
        <CalendarFeed />
      </div>
      <aside className="transits-side" aria-label="Transit wheel">
        <section className="card">
          <Wheel
            query={{ data: wheel.data?.wheel, isPending: wheel.isPending, isError: wheel.isError }}
            caption={`${ownerOf(data.chart.name)} natal chart inside, the sky of ${formatDay(data.calculatedAt)} outside.`}
            testId="transit-wheel"
            zoomable
          />
        </section>
      </aside>
    </div>
  );
}
