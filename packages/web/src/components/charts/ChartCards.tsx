import type { StoredBirthChart } from '@stellara/contract';
import { formatDegree } from '@stellara/contract/vocabulary';
import { Eye, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { signGlyphs } from '../../state/chart.ts';
import { to12HourLabel } from '../../state/format.ts';
import { formatBirthDate } from './format.ts';
import type { SampleChart } from './samples.ts';

interface Placement {
  label: string;
  sign: string;
  degree?: number;
}

function BigThreeMini({ items }: { items: Placement[] }) {
  return (
    <ul className="chart-signs" aria-label="Sun, Moon and Rising">
      {items.map((p) => (
        <li key={p.label}>
          <span className="glyph" aria-hidden="true">
            {signGlyphs[p.sign] ?? '✦'}
          </span>
          <span>
            {p.sign}
            {p.degree !== undefined && <span className="sr-only"> {formatDegree(p.degree)}</span>}
          </span>
          <span className="label">{p.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function bigThreeOf(chart: StoredBirthChart): Placement[] {
  const planets = chart.chart?.natal_planets ?? [];
  const find = (name: string) => planets.find((p) => p.name === name);
  return (
    [
      ['Sun', find('Sun')],
      ['Moon', find('Moon')],
      ['Rising', find('Ascendant')],
    ] as const
  )
    .filter(([, p]) => p !== undefined)
    .map(([label, p]) => ({ label, sign: p!.sign, degree: p!.degree }));
}

function Meta({
  date,
  time,
  place,
  timeUnknown,
}: {
  date: string;
  time: string;
  place: string;
  timeUnknown?: boolean;
}) {
  return (
    <p className="chart-card-meta">
      <span>
        {formatBirthDate(date)} · {timeUnknown ? 'time not known' : to12HourLabel(time)}
      </span>
      <span>{place}</span>
    </p>
  );
}

export function ChartCard({
  chart,
  selected,
  onView,
  onEdit,
  onDelete,
  onMakeMain,
}: {
  chart: StoredBirthChart;
  selected: boolean;
  onView(): void;
  onEdit(): void;
  onDelete(): void;
  onMakeMain(): void;
}) {
  const titleId = `chart-${chart.id}-name`;
  return (
    <article className="card chart-card" aria-labelledby={titleId} data-selected={selected} data-testid="chart-card">
      <div className="chart-card-head">
        <h3 id={titleId} className="chart-card-name">
          {chart.name}
        </h3>
        {chart.isMain && (
          <div className="chart-card-badges">
            <span className="badge badge-main">
              <Star size={12} aria-hidden="true" /> Main
            </span>
          </div>
        )}
      </div>
      <Meta
        date={chart.birthDate}
        time={chart.birthTime}
        place={chart.birthPlace}
        timeUnknown={chart.birthTimeUnknown}
      />
      <BigThreeMini items={bigThreeOf(chart)} />
      <div className="chart-card-actions">
        <button type="button" className="button button-primary button-small" onClick={onView} aria-pressed={selected}>
          <Eye size={16} aria-hidden="true" /> View<span className="sr-only"> {chart.name}</span>
        </button>
        <span className="spacer" />
        {!chart.isMain && (
          <button
            type="button"
            className="icon-action"
            onClick={onMakeMain}
            aria-label={`Make ${chart.name} the main chart`}
            title="Make main chart"
          >
            <Star size={16} aria-hidden="true" />
          </button>
        )}
        <button type="button" className="icon-action" onClick={onEdit} aria-label={`Edit ${chart.name}`} title="Edit">
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-action icon-action-danger"
          onClick={onDelete}
          aria-label={`Delete ${chart.name}`}
          title="Delete"
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}

/** A labelled sample card: its actions lead to the plans page. */
export function SampleChartCard({ chart, plan }: { chart: SampleChart; plan: string }) {
  const titleId = `sample-${chart.name}-name`;
  const locked = `needs ${plan}`;
  return (
    <article className="card chart-card sample-card" aria-labelledby={titleId} data-testid="sample-chart-card">
      <div className="chart-card-head">
        <h3 id={titleId} className="chart-card-name">
          {chart.name}
        </h3>
        <div className="chart-card-badges">
          {chart.isMain && (
            <span className="badge badge-main">
              <Star size={12} aria-hidden="true" /> Main
            </span>
          )}
          <span className="badge badge-sample">Sample</span>
        </div>
      </div>
      <Meta date={chart.birthDate} time={chart.birthTime} place={chart.birthPlace} />
      <BigThreeMini
        items={[
          { label: 'Sun', sign: chart.sun },
          { label: 'Moon', sign: chart.moon },
          { label: 'Rising', sign: chart.rising },
        ]}
      />
      <div className="chart-card-actions">
        <Link to="/upgrade" className="button button-ghost button-small">
          <Eye size={16} aria-hidden="true" /> View<span className="sr-only"> sample chart ({locked})</span>
        </Link>
        <span className="spacer" />
        <Link to="/upgrade" className="icon-action" aria-label={`Edit sample chart ${chart.name} (${locked})`}>
          <Pencil size={16} aria-hidden="true" />
        </Link>
        <Link to="/upgrade" className="icon-action" aria-label={`Delete sample chart ${chart.name} (${locked})`}>
          <Trash2 size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function AddChartTile({ onClick, to, note }: { onClick?: () => void; to?: string; note: ReactNode }) {
  const content = (
    <>
      <span className="add-card-icon">
        <Plus size={26} aria-hidden="true" />
      </span>
      <span className="add-card-title">Add Chart</span>
      <span className="add-card-note">{note}</span>
    </>
  );
  return to ? (
    <Link to={to} className="add-card">
      {content}
    </Link>
  ) : (
    <button type="button" className="add-card" onClick={onClick}>
      {content}
    </button>
  );
}
