import { birthChartAnswerSchema, NATAL_RECORD_POINTS, POINT_GLYPHS, ZODIAC } from '@stellara/contract';
import {
  type CastFrame,
  type ChartFrame,
  DEFAULT_CHART_FRAME,
  engineSettingsOf,
  frameText,
  polarFallbackText,
} from '@stellara/contract/chart-frame';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { useAppState } from '../state/AppState.tsx';
import { MAJOR_ASPECT_ORBS } from '../state/profile-sections.ts';
import { themes } from '../themes/themes.ts';

export interface WheelBirthData {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** The time is not known: the wheel is drawn for midday without cusps or axes. */
  birthTimeUnknown?: boolean | undefined;
  /** A visitor's record also holds the UTC instant chosen on the form (DST overlaps and gaps). */
  utcDate?: string;
  utcTime?: string;
}

/** The chart subject: the UTC instant when the form worked it out, else the local time in its zone. */
function subjectOf(data: WheelBirthData) {
  const useUtc = Boolean(data.utcDate && data.utcTime);
  const [year, month, day] = (useUtc ? data.utcDate! : data.birthDate).split('-').map(Number);
  const [hour, minute] = (useUtc ? data.utcTime! : data.birthTime).split(':').map(Number);
  return {
    ...(data.birthTimeUnknown ? { birth_time_unknown: true } : {}),
    name: data.name || 'User',
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    latitude: data.latitude,
    longitude: data.longitude,
    city: data.birthPlace.split(',')[0] ?? '',
    // The UTC instant is read in UTC; otherwise the record's own zone, never a stand-in for a missing one.
    timezone: useUtc ? 'UTC' : data.timezone,
  };
}

/** The subject's frame fields (the v4 dialect's names): the member's house system and zodiac. */
function frameSubject(frame: ChartFrame) {
  const s = engineSettingsOf(frame);
  return {
    zodiac_type: s.zodiac,
    ...(s.ayanamsa ? { sidereal_mode: s.ayanamsa } : {}),
    houses_system_identifier: s.houseSystem,
  };
}

/**
 * The line that names a chart's frame ("Whole Sign houses, tropical zodiac"), and the polar fallback when there is one.
 * A chart without a birth time has no houses: its line names the zodiac only.
 */
function ChartFrameNote({ cast, timeUnknown }: { cast: CastFrame; timeUnknown: boolean }) {
  const fallback = polarFallbackText(cast, timeUnknown);
  const text = frameText(cast, timeUnknown);
  return (
    <p className="muted chart-frame-note" data-testid="chart-frame">
      {text.replace(/^./, (c) => c.toUpperCase())}.{fallback ? ` ${fallback}` : ''}
    </p>
  );
}

/** The natal chart wheel drawn by the chart engine (POST /api/v4/birth-chart, wheel only), in the member's frame. */
export function ProfileWheel({
  birthData,
  frame = DEFAULT_CHART_FRAME,
  cast,
}: {
  birthData: WheelBirthData;
  frame?: ChartFrame;
  /** How the member's chart was cast (named under the wheel); visitors' charts are the default and say nothing. */
  cast?: CastFrame | undefined;
}) {
  const scheme = themes[useAppState().preferences.theme].scheme;
  const subject = { ...subjectOf(birthData), ...frameSubject(frame) };
  const wheel = useQuery({
    queryKey: ['profile-wheel', subject, scheme],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/v4/birth-chart', {
          method: 'POST',
          body: {
            subject,
            theme: scheme === 'light' ? 'light' : 'dark',
            wheel_only: true,
            // The lines of the profile's Major Aspects: among the listed points, within the same orbs.
            active_points: [...NATAL_RECORD_POINTS],
            active_aspects: Object.entries(MAJOR_ASPECT_ORBS).map(([name, orb]) => ({ name, orb })),
          },
          signal,
          schema: birthChartAnswerSchema,
        })
      ).chart,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <section className="card profile-wheel" aria-labelledby="profile-wheel-title">
      <h2 id="profile-wheel-title" className="section-title">
        Chart Wheel
      </h2>
      {wheel.isPending && <p className="muted">Drawing your chart wheel...</p>}
      {wheel.isError && <p className="muted">The chart wheel could not be drawn just now.</p>}
      {wheel.data && (
        <>
          <div
            className="profile-wheel-svg"
            role="img"
            aria-label={`Natal chart wheel for ${birthData.name || 'you'}, ${birthData.birthPlace}`}
            data-testid="chart-wheel"
            // The engine's own SVG from our server (no user markup): drawn as it comes.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted SVG rendered by the chart engine
            dangerouslySetInnerHTML={{ __html: wheel.data }}
          />
          {cast && <ChartFrameNote cast={cast} timeUnknown={birthData.birthTimeUnknown === true} />}
          <GlyphLegend withAngles={!birthData.birthTimeUnknown} />
        </>
      )}
    </section>
  );
}

/** The points the engine's wheel draws (its WHEEL_POINTS), with the names the profile lists them by. */
const WHEEL_LEGEND: [key: keyof typeof POINT_GLYPHS, name: string][] = [
  ['Sun', 'Sun'],
  ['Moon', 'Moon'],
  ['Mercury', 'Mercury'],
  ['Venus', 'Venus'],
  ['Mars', 'Mars'],
  ['Jupiter', 'Jupiter'],
  ['Saturn', 'Saturn'],
  ['Uranus', 'Uranus'],
  ['Neptune', 'Neptune'],
  ['Pluto', 'Pluto'],
  ['Chiron', 'Chiron'],
  ['Mean_Node', 'North Node'],
  ['Mean_South_Node', 'South Node'],
  ['Mean_Lilith', 'Lilith'],
  ['Ascendant', 'Ascendant'],
  ['Medium_Coeli', 'Midheaven'],
];

/** What the wheel's symbols mean: every planet and point it draws, and the twelve signs. */
function GlyphLegend({ withAngles }: { withAngles: boolean }) {
  // A wheel without a birth time draws no Ascendant or Midheaven: the legend names none.
  const legend = withAngles
    ? WHEEL_LEGEND
    : WHEEL_LEGEND.filter(([key]) => key !== 'Ascendant' && key !== 'Medium_Coeli');
  return (
    <div className="glyph-legend" data-testid="glyph-legend">
      <h3 className="glyph-legend-title">Planets and points</h3>
      <ul className="glyph-legend-list">
        {legend.map(([key, name]) => (
          <li key={key}>
            <span className="glyph-legend-glyph" aria-hidden="true">
              {POINT_GLYPHS[key]}
            </span>
            {name}
          </li>
        ))}
      </ul>
      <h3 className="glyph-legend-title">Signs</h3>
      <ul className="glyph-legend-list">
        {ZODIAC.map((sign) => (
          <li key={sign.name}>
            <span className="glyph-legend-glyph" aria-hidden="true">
              {sign.glyph}
            </span>
            {sign.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
