// The table of a chart's points, one row each: sign, degree, house and a ℞ when the point moves backwards. The
// profile, a stored chart on the Charts page and the composite chart show it, each in its own look.
import { formatDegree } from '@stellara/contract';
import { signGlyphs } from '../../state/chart.ts';

export interface Placement {
  /** The row's name as shown: "Sun", "Rising", "North Node". */
  label: string;
  sign: string;
  /** Degrees within the sign, decimal (22.38 shows as 22°23'). */
  degree: number;
  house: number | null;
  retrograde: boolean;
}

export interface PlacementsTableProps {
  placements: readonly Placement[];
  className: string;
  testId?: string;
  /** A visible caption, or one for screen readers only. */
  caption?: { text: string; hidden?: boolean };
  /** The id of a heading that names the table, when there is no caption. */
  labelledBy?: string;
  /** 'split': Sign (with its glyph) and Degree in two columns; 'position': one column, "12°05' Leo". */
  layout?: 'split' | 'position';
  /** Where ℞ goes: beside the point's name (spoken "retrograde"), or after the degree. */
  retrogradeBeside?: 'name' | 'degree';
  houseLabel?: (house: number) => string;
  /** Shown in the House column when a point has none (the birth time is unknown). */
  noHouse?: string;
}

function RetrogradeBesideName() {
  return (
    <span className="retrograde" title="Retrograde" data-testid="retrograde">
      <span aria-hidden="true">℞</span>
      <span className="sr-only">(retrograde)</span>
    </span>
  );
}

function RetrogradeAfterDegree() {
  return (
    <abbr title="retrograde" className="muted">
      {' '}
      ℞
    </abbr>
  );
}

export function PlacementsTable({
  placements,
  className,
  testId,
  caption,
  labelledBy,
  layout = 'split',
  retrogradeBeside = 'degree',
  houseLabel = String,
  noHouse = '—',
}: PlacementsTableProps) {
  const markAfterName = retrogradeBeside === 'name';
  return (
    <table className={className} data-testid={testId} aria-labelledby={labelledBy}>
      {caption && <caption className={caption.hidden ? 'sr-only' : undefined}>{caption.text}</caption>}
      <thead>
        <tr>
          <th scope="col">Point</th>
          {layout === 'split' ? (
            <>
              <th scope="col">Sign</th>
              <th scope="col">Degree</th>
            </>
          ) : (
            <th scope="col">Position</th>
          )}
          <th scope="col">House</th>
        </tr>
      </thead>
      <tbody>
        {placements.map((p) => {
          const mark = p.retrograde && (markAfterName ? <RetrogradeBesideName /> : <RetrogradeAfterDegree />);
          return (
            <tr key={p.label}>
              <th scope="row">
                {p.label}
                {markAfterName && mark}
              </th>
              {layout === 'split' ? (
                <>
                  <td>
                    <span className="glyph" aria-hidden="true">
                      {signGlyphs[p.sign] ?? ''}
                    </span>
                    {p.sign}
                  </td>
                  <td>
                    {formatDegree(p.degree)}
                    {!markAfterName && mark}
                  </td>
                </>
              ) : (
                <td>
                  {formatDegree(p.degree)} {p.sign}
                  {!markAfterName && mark}
                </td>
              )}
              <td>{p.house ? houseLabel(p.house) : noHouse}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
