import type { CompatibilityDynamic, CompatibilityReading } from '@stellara/contract';
import { compatibilityLabel, NO_COMPATIBILITY_TEXT } from '@stellara/contract/bands';
import { useQueryClient } from '@tanstack/react-query';
import { HeartHandshake, Info, Orbit, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  chartKeys,
  createReading,
  deleteReading,
  useCharts,
  useComposite,
  useReadingDetails,
  useReadings,
} from '../api/charts.ts';
import { ApiRequestError } from '../api/client.ts';
import { AskInChat } from '../components/AskInChat.tsx';
import {
  compatibilityColour,
  formatDay,
  type IntensityColour,
  ownerOf,
  scrollBehavior,
} from '../components/charts/format.ts';
import { MemberFeaturePage, SamplesHeading } from '../components/charts/MemberFeaturePage.tsx';
import { Modal } from '../components/charts/Modal.tsx';
import { sampleReading } from '../components/charts/samples.ts';
import { useWheelTheme, Wheel } from '../components/charts/Wheel.tsx';
import '../components/charts/pro-extras.css';

export default function CompatibilityPage() {
  return (
    <MemberFeaturePage
      route="/compatibility"
      icon={<HeartHandshake size={24} aria-hidden="true" />}
      lead="Two charts, one conversation: how two people meet in the sky."
      pitch="Synastry between any two of your charts: the overall percentage, key highlights, relationship dynamics, the bi-wheel of both charts and the composite chart of the pair, with saved readings to come back to."
      samples={<SampleReading />}
      wide
    >
      <CompatibilityView />
    </MemberFeaturePage>
  );
}

function ScoreRing({ percentage, colour }: { percentage: number; colour: IntensityColour }) {
  return (
    <span
      className={`score-ring tone-${colour}`}
      style={{ '--pct': percentage } as React.CSSProperties}
      data-testid="score"
      data-colour={colour}
    >
      <span className="score-value">{percentage}%</span>
    </span>
  );
}

function Dots({ dots, label }: { dots: number; label: string }) {
  return (
    <span className="dots" role="img" aria-label={`${label}: ${dots} of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed dots
        <span key={i} className="dot" data-on={i < dots} />
      ))}
    </span>
  );
}

function Dynamics({ items }: { items: Pick<CompatibilityDynamic, 'key' | 'label' | 'dots' | 'summary'>[] }) {
  return (
    <ul className="dynamics" data-testid="dynamics">
      {items.map((d) => (
        <li key={d.key} className="dynamic">
          <span>{d.label}</span>
          <Dots dots={d.dots} label={d.label} />
          {d.summary && <span className="dynamic-summary">{d.summary}</span>}
        </li>
      ))}
    </ul>
  );
}

function SampleReading() {
  const r = sampleReading;
  const colour = compatibilityColour(r.percentage);
  return (
    <section className="samples" aria-label="Sample reading">
      <SamplesHeading title="Sample reading" note="An example compatibility reading between two sample charts." />
      <article className="card sample-card reading" aria-labelledby="sample-reading-title" data-testid="sample-reading">
        <div className="reading-summary">
          <div className="score">
            <ScoreRing percentage={r.percentage} colour={colour} />
            <div className="score-text">
              <span className="badge badge-sample">Sample</span>
              <h3 id="sample-reading-title" className="score-names">
                {r.names[0]} & {r.names[1]}
              </h3>
              <span className="muted">{compatibilityLabel(r.percentage)}</span>
            </div>
          </div>
          <div>
            <h4 className="subheading">Key highlights</h4>
            <ul className="highlights">
              {r.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <h4 className="subheading">Relationship dynamics</h4>
          <Dynamics items={r.dynamics.map((d) => ({ ...d, summary: '' }))} />
          <p className="button-row" style={{ marginTop: 20 }}>
            <Link to="/upgrade" className="button button-ghost button-small">
              Compare your own charts with Pro
            </Link>
          </p>
        </div>
      </article>
    </section>
  );
}

/** A chart's name in a pair: the member's own chart (default name "My Chart") reads as "You". */
const who = (name: string) => (name === 'My Chart' ? 'You' : name || 'Deleted chart');
const pair = (r: CompatibilityReading) => `${who(r.chart1.name)} & ${who(r.chart2.name)}`;

function CompatibilityView() {
  const charts = useCharts(true);
  const readings = useReadings(true);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  /** The newest reading opens by itself until the member closes or opens one. */
  const [chosen, setChosen] = useState(false);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CompatibilityReading | null>(null);
  const firstId = useId();
  const secondId = useId();
  const list = charts.data?.charts ?? [];

  // Start with the main chart against the next one.
  useEffect(() => {
    if (!list.length || first) return;
    const main = list.find((c) => c.isMain) ?? list[0]!;
    setFirst(main.id);
    setSecond(list.find((c) => c.id !== main.id)?.id ?? '');
  }, [list, first]);

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    if (!first || !second) return;
    if (first === second) {
      setError('Choose two different charts.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reading = await createReading(first, second);
      await queryClient.invalidateQueries({ queryKey: chartKeys.readings });
      choose(reading.id);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'The reading could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const saved = readings.data?.readings ?? [];
  const open = selected ?? (chosen ? null : (saved[0]?.id ?? null));
  const choose = (id: string | null) => {
    setChosen(true);
    setSelected(id);
  };
  if (charts.isPending || readings.isPending) return <div className="card page-loading" aria-busy="true" />;

  return (
    <>
      <section className="card" aria-labelledby="compare-title">
        <h2 id="compare-title" className="section-title">
          New reading
        </h2>
        {list.length < 2 ? (
          <p className="notice" data-testid="need-two-charts">
            <Info size={16} aria-hidden="true" />
            <span>
              A reading compares two of your charts. You have {list.length === 1 ? 'one' : 'none'} so far:{' '}
              <Link to="/charts">add a chart on the Birth Charts page</Link>.
            </span>
          </p>
        ) : (
          <form className="compare-form" onSubmit={(e) => void compare(e)}>
            <div className="field">
              <label htmlFor={firstId}>First chart</label>
              <select id={firstId} value={first} onChange={(e) => setFirst(e.target.value)}>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <span className="compare-and" aria-hidden="true">
              <HeartHandshake size={22} />
            </span>
            <div className="field">
              <label htmlFor={secondId}>Second chart</label>
              <select id={secondId} value={second} onChange={(e) => setSecond(e.target.value)}>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button-primary" disabled={busy || !first || !second}>
              {busy ? 'Comparing...' : 'Compare Charts'}
            </button>
          </form>
        )}
        {error && (
          <p className="notice notice-error" role="alert" style={{ marginTop: 14 }}>
            <Info size={16} aria-hidden="true" />
            <span>{error}</span>
          </p>
        )}
      </section>

      {open && (
        <ReadingDetails
          id={open}
          focus={chosen}
          onClose={() => choose(null)}
          ownChartId={list.find((c) => c.isMain)?.id ?? null}
        />
      )}

      <section aria-labelledby="saved-title" className="transit-section">
        <div className="transit-section-head">
          <h2 id="saved-title">Saved readings ({saved.length})</h2>
        </div>
        {saved.length === 0 ? (
          <div className="card empty" data-testid="compatibility-empty">
            <span className="empty-icon">
              <HeartHandshake size={26} aria-hidden="true" />
            </span>
            <p className="empty-title">{NO_COMPATIBILITY_TEXT}</p>
            <p>Choose two charts above and compare them: each reading is kept here.</p>
            {list.length < 2 && (
              <Link to="/charts" className="button button-ghost">
                <Orbit size={16} aria-hidden="true" /> Go to Birth Charts
              </Link>
            )}
          </div>
        ) : (
          <ul className="reading-list" data-testid="saved-readings">
            {saved.map((r) => {
              const colour = compatibilityColour(r.percentage);
              return (
                <li key={r.id}>
                  <article className="card reading-card" data-selected={open === r.id} aria-label={pair(r)}>
                    <div className="reading-card-head">
                      <span className="reading-card-names">{pair(r)}</span>
                      <span className={`badge badge-tone tone-${colour} pct`} data-colour={colour}>
                        {r.percentage}%
                      </span>
                    </div>
                    <span className="muted small">{formatDay(r.createdAt)}</span>
                    <div className="chart-card-actions">
                      <button
                        type="button"
                        className="button button-primary button-small"
                        aria-pressed={open === r.id}
                        onClick={() => choose(r.id)}
                      >
                        Open<span className="sr-only"> {pair(r)}</span>
                      </button>
                      <span className="spacer" />
                      <button
                        type="button"
                        className="icon-action icon-action-danger"
                        aria-label={`Delete reading ${pair(r)}`}
                        onClick={() => setDeleting(r)}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {deleting && (
        <Modal title="Delete this reading?" onClose={() => setDeleting(null)} size="narrow" testId="confirm-delete">
          <p>The reading {pair(deleting)} will be deleted. The two charts stay.</p>
          <div className="modal-actions">
            <button type="button" className="button button-ghost" onClick={() => setDeleting(null)} data-autofocus>
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={async () => {
                await deleteReading(deleting.id).catch(() => undefined);
                if (open === deleting.id) choose(null);
                setDeleting(null);
                await queryClient.invalidateQueries({ queryKey: chartKeys.readings });
              }}
            >
              Delete reading
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

function ReadingDetails({
  id,
  focus,
  onClose,
  ownChartId,
}: {
  id: string;
  focus: boolean;
  onClose(): void;
  /** The member's own chart: the chat reads the other one of a reading against it. */
  ownChartId: string | null;
}) {
  const theme = useWheelTheme();
  const details = useReadingDetails(id, theme);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened by the member (not on arrival): take them to it.
    if (!details.data || !focus) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [details.data, focus]);
  if (details.isPending) return <div className="card page-loading" aria-busy="true" />;
  if (details.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Info size={16} aria-hidden="true" />
        <span>The reading could not be opened. {details.error.message}</span>
      </p>
    );
  }
  const d = details.data;
  const names = pair(d.reading);
  // The chat reads the member's own chart: only a reading with it can be talked about there.
  const other =
    d.reading.chart1.id === ownChartId
      ? d.reading.chart2
      : d.reading.chart2.id === ownChartId
        ? d.reading.chart1
        : null;
  return (
    <section className="card reading" aria-labelledby="reading-title" data-testid="reading">
      <div className="reading-summary">
        <div className="score">
          <ScoreRing percentage={d.reading.percentage} colour={d.colour} />
          <div className="score-text">
            <h2 id="reading-title" className="score-names" ref={heading} tabIndex={-1}>
              {names}
            </h2>
            <span className="score-label" data-testid="score-label">
              {d.label}
            </span>
            <button type="button" className="link-button small" onClick={onClose} style={{ justifySelf: 'start' }}>
              Close reading
            </button>
          </div>
        </div>
        <p className="score-summary small" data-testid="score-summary">
          {d.summary}
        </p>
        {other && (
          <AskInChat
            question={`What's my compatibility with ${other.name}?`}
            about={{ kind: 'partner', chartId: other.id }}
            testId="talk-in-chat"
          >
            Talk about this in chat
          </AskInChat>
        )}
        <div>
          <h3 className="subheading">Key highlights</h3>
          <ul className="highlights" data-testid="highlights">
            {d.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="subheading">Relationship dynamics</h3>
          <Dynamics items={d.dynamics} />
        </div>
      </div>
      <Wheel
        query={{ data: d, isPending: false, isError: false }}
        caption={`Synastry bi-wheel: ${ownerOf(d.reading.chart1.name)} chart inside, ${ownerOf(d.reading.chart2.name).replace(/^Your$/, 'your')} outside.`}
        testId="synastry-wheel"
      />
      <CompositeChart id={id} />
    </section>
  );
}

const HOUSE = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

/** The midpoint composite chart of the reading's two charts: what stands out, the positions and the wheel. */
function CompositeChart({ id }: { id: string }) {
  const theme = useWheelTheme();
  const composite = useComposite(id, theme);
  return (
    <section className="composite" aria-labelledby="composite-title" data-testid="composite">
      <h3 id="composite-title" className="subheading">
        <Sparkles size={16} aria-hidden="true" /> Composite chart
      </h3>
      <p className="muted small">
        The relationship as a chart of its own: each planet at the midpoint of its places in the two charts.
      </p>
      {composite.isPending && <div className="page-loading" aria-busy="true" />}
      {composite.isError && (
        <p className="notice notice-error" role="alert">
          <Info size={16} aria-hidden="true" />
          <span>The composite chart could not be drawn. {composite.error.message}</span>
        </p>
      )}
      {composite.data && (
        <div className="composite-body">
          <div>
            <ul className="highlights" data-testid="composite-highlights">
              {composite.data.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            <table className="composite-positions" data-testid="composite-positions">
              <caption className="sr-only">Composite positions</caption>
              <thead>
                <tr>
                  <th scope="col">Point</th>
                  <th scope="col">Position</th>
                  <th scope="col">House</th>
                </tr>
              </thead>
              <tbody>
                {composite.data.positions.map((p) => (
                  <tr key={p.point}>
                    <th scope="row">{p.point}</th>
                    <td>
                      {p.degree}°{String(p.minute).padStart(2, '0')}' {p.sign}
                      {p.retrograde ? ' ℞' : ''}
                    </td>
                    <td>{p.house ? HOUSE[p.house - 1] : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Wheel
            query={{ data: composite.data, isPending: false, isError: false }}
            caption={`Composite chart of ${composite.data.names.map((n) => who(n).replace(/^You$/, 'you')).join(' and ')}.`}
            testId="composite-wheel"
          />
        </div>
      )}
    </section>
  );
}
