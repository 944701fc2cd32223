import type { BirthData, SignName } from '@stellara/contract';
import { planInfo } from '@stellara/contract/plans';
import { formatDegree } from '@stellara/contract/vocabulary';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, PencilLine, Save, UserRound, UserRoundPlus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../api/client.ts';
import { saveBirthDataOnServer, useMe, useProfile } from '../api/session.ts';
import { useBigThree } from '../api/today.ts';
import { PlacementsTable } from '../components/charts/PlacementsTable.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProfileWheel } from '../components/ProfileWheel.tsx';
import { ShareChart } from '../components/ShareChart.tsx';
import { useAppState } from '../state/AppState.tsx';
import { type PlanetEntry, signGlyphs } from '../state/chart.ts';
import { to12HourLabel } from '../state/format.ts';
import {
  aspectLabel,
  formatOrb,
  houseCusps,
  MAJOR_ASPECT_ORBS,
  majorAspects,
  planetList,
  pointLabel,
} from '../state/profile-sections.ts';
import '../styles/member.css';
import '../styles/profile.css';

// The birth form (and the API schemas it validates with) loads when the person asks to edit.
const BirthFormModal = lazy(() =>
  import('../components/BirthFormModal.tsx').then((m) => ({ default: m.BirthFormModal })),
);

/**
 * Birth Chart Profile (docs/routing.md). The router sends a visitor without complete birth data to /;
 * should the page still be reached without any, it shows the "No Birth Data" empty state.
 */
export default function Profile() {
  const { me, viewer } = useMe();
  const profile = useProfile(viewer.signedIn);
  const session = useAppState().birthData;
  // Members: the birth data and chart saved on the account; visitors: this browser session's.
  const saved = profile.data;
  const birthData = viewer.signedIn
    ? saved?.birthData
      ? {
          ...saved.birthData,
          natal_planets: saved.chart?.natal_planets,
          natal_houses: saved.chart?.natal_houses,
          natal_aspects: saved.chart?.natal_aspects,
          moon_day: saved.chart?.moon_day ?? null,
        }
      : null
    : session;
  // A member's chart is cast in the house system and zodiac they chose in Settings (the record says which).
  const frame = viewer.signedIn ? saved?.chart?.frame : undefined;
  if (viewer.signedIn && profile.isPending) return <div className="page-loading" aria-busy="true" />;
  if (!birthData) return <NoBirthData signedIn={viewer.signedIn} />;
  const date = new Date(`${birthData.birthDate}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <div className="page" data-testid="page-profile">
      <PageHeader
        title={viewer.signedIn ? 'Birth Chart Profile' : 'Your Session Profile'}
        lead={viewer.signedIn ? undefined : 'Kept in this browser tab until the session ends.'}
        icon={<UserRound size={24} aria-hidden="true" />}
      />
      <ProfileWheel birthData={birthData} {...(frame ? { frame, cast: frame } : {})} />
      <BigThree planets={birthData.natal_planets} />
      {birthData.birthTimeUnknown && <TimeUnknownCard moonDay={birthData.moon_day ?? null} />}
      {viewer.signedIn && <ShareChart />}
      <section className="card" aria-labelledby="birth-details-title">
        <div className="profile-details-head">
          <h2 id="birth-details-title" className="section-title">
            Birth details
          </h2>
          <EditBirthData birthData={birthData} signedIn={viewer.signedIn} />
        </div>
        <dl className="facts facts-grid" data-testid="birth-details">
          <div>
            <dt>Name</dt>
            <dd>{birthData.name || 'Not given'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{viewer.signedIn ? (me?.user?.email ?? '') : 'Session User'}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>{planInfo[viewer.plan].memberLabel}</dd>
          </div>
          <div>
            <dt>Birth date</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>Birth time</dt>
            <dd data-testid="birth-time">
              {birthData.birthTimeUnknown ? 'Not known (read for midday)' : to12HourLabel(birthData.birthTime)}
              {birthData.timezone ? ` (${birthData.timezone})` : ''}
            </dd>
          </div>
          <div className="span-2">
            <dt>Birth place</dt>
            <dd>
              {birthData.birthPlace}
              <span className="muted">
                {' '}
                · {birthData.latitude.toFixed(4)}°, {birthData.longitude.toFixed(4)}°
              </span>
            </dd>
          </div>
        </dl>
      </section>
      <ChartSections
        planets={birthData.natal_planets}
        houses={birthData.natal_houses}
        aspects={birthData.natal_aspects}
      />
      {!viewer.signedIn && (
        <section className="card callout">
          <div>
            <h2 className="callout-title">Keep this chart</h2>
            <p>A free account saves your birth data and chart, so they are here next time.</p>
          </div>
          <Link to="/login?mode=signup" className="button button-primary">
            <Save size={16} aria-hidden="true" /> Save Profile Permanently
          </Link>
        </section>
      )}
    </div>
  );
}

/**
 * "Edit birth data": the birth form in its dialog, filled in with the current data. A member's data is saved on the
 * account (PUT /api/profile recalculates the chart); a visitor's in the session, with the chart the form calculates.
 * The profile then shows the new chart.
 */
function EditBirthData({ birthData, signedIn }: { birthData: BirthData; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { setBirthData } = useAppState();
  const initial: BirthData = {
    name: birthData.name,
    birthDate: birthData.birthDate,
    birthTime: birthData.birthTime,
    ...(birthData.birthTimeUnknown ? { birthTimeUnknown: true } : {}),
    birthPlace: birthData.birthPlace,
    latitude: birthData.latitude,
    longitude: birthData.longitude,
    timezone: birthData.timezone,
  };
  return (
    <>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={() => setOpen(true)}
        data-testid="edit-birth-data"
      >
        <PencilLine size={15} aria-hidden="true" /> Edit birth data
      </button>
      {open && (
        <Suspense fallback={null}>
          <BirthFormModal
            title="Edit your birth data"
            lead="Changing the birth details recalculates your chart."
            initial={initial}
            onClose={() => setOpen(false)}
            submit={async (data) => {
              if (signedIn) {
                await saveBirthDataOnServer(true, data);
                // The account's new chart; the chat and the Today card read it from this tab's copy too.
                await queryClient.invalidateQueries({ queryKey: ['profile'] });
                setBirthData({ ...data });
              } else {
                // The visitor session keeps the birth data with the chart the server calculates from it.
                const { chart } = await apiRequest('/visitor/birth-data', {
                  method: 'PUT',
                  body: data,
                  schema: async () => (await import('@stellara/contract')).visitorSessionSchema,
                });
                const now = new Date().toISOString();
                setBirthData({
                  ...data,
                  ...(chart
                    ? {
                        utcDate: chart.utcDate,
                        utcTime: chart.utcTime.slice(0, 5),
                        natal_planets: chart.natal_planets,
                        natal_houses: chart.natal_houses,
                        natal_aspects: chart.natal_aspects,
                        moon_day: chart.moon_day ?? null,
                        chart_calculated_at: chart.chart_calculated_at,
                      }
                    : {}),
                  timestamp: now,
                });
              }
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const bigThree: [name: string, label: string][] = [
  ['Sun', 'Sun'],
  ['Moon', 'Moon'],
  ['Ascendant', 'Rising'],
];

/**
 * "The Big Three": Sun, Moon and Rising sign with symbol, degrees and house (docs/routing.md), each with one plain line
 * of what it means: the first sentence of the knowledge base's own reading of that placement.
 */
function BigThree({ planets }: { planets: unknown }) {
  const list = Array.isArray(planets) ? (planets as PlanetEntry[]) : [];
  const found = bigThree.map(([name, label]) => ({ name, label, planet: list.find((p) => p.name === name) }));
  const signOf = (name: string) => found.find((f) => f.name === name)?.planet?.sign as SignName | undefined;
  const lines = useBigThree({ sun: signOf('Sun'), moon: signOf('Moon'), rising: signOf('Ascendant') });
  if (found.every((f) => !f.planet)) return null;
  const lineOf = (name: string) =>
    name === 'Sun' ? lines.data?.sun : name === 'Moon' ? lines.data?.moon : lines.data?.rising;
  return (
    <section className="card" aria-labelledby="big-three">
      <h2 id="big-three" className="section-title">
        The Big Three
      </h2>
      <ul className="big-three" data-testid="big-three">
        {found.map(({ name, label, planet }) =>
          planet ? (
            <li key={label} data-testid={`big-three-${name.toLowerCase()}`}>
              <span className="big-three-glyph" aria-hidden="true">
                {signGlyphs[planet.sign] ?? ''}
              </span>
              <span className="big-three-label">{label}</span>
              <span className="big-three-sign">{planet.sign}</span>
              <span className="muted">
                {formatDegree(planet.degree)}
                {planet.house ? ` · House ${planet.house}` : ''}
              </span>
              {lineOf(name) && (
                <p className="big-three-line" data-testid="big-three-line">
                  {lineOf(name)}
                </p>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

/** The Moon's sign or two signs over the birth day, as the profile and the chat say it. */
export function moonDayText(day: { startSign: string; endSign: string; changeAt: string | null }): string {
  if (!day.changeAt || day.startSign === day.endSign) return `Your Moon was in ${day.startSign} all day.`;
  return `Your Moon was in ${day.startSign} or ${day.endSign}: it changed sign at ${day.changeAt} that day.`;
}

/** Without a birth time: what the chart shows and what waits for the time, and the Moon's day. */
function TimeUnknownCard({
  moonDay,
}: {
  moonDay: { startSign: string; endSign: string; changeAt: string | null } | null;
}) {
  return (
    <section className="card" aria-labelledby="time-unknown-title" data-testid="time-unknown-card">
      <h2 id="time-unknown-title" className="section-title">
        Without a birth time
      </h2>
      {moonDay && (
        <p className="time-unknown-moon" data-testid="moon-day">
          {moonDayText(moonDay)}
        </p>
      )}
      <p className="muted">
        Your chart is read for midday. Your Sun and planets keep their signs all day. Your Rising sign and houses turn
        with the clock, so they are left out rather than guessed. If you find your birth time, add it with Edit birth
        data and they will appear.
      </p>
    </section>
  );
}

/** The empty state (docs/routing.md): no birth data to draw a chart from. */
export function NoBirthData({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="page" data-testid="page-profile">
      <PageHeader
        title={signedIn ? 'Birth Chart Profile' : 'Your Session Profile'}
        icon={<UserRound size={24} aria-hidden="true" />}
      />
      <section className="card empty" aria-labelledby="profile-empty" data-testid="profile-empty">
        <span className="empty-icon">
          <UserRoundPlus size={28} aria-hidden="true" />
        </span>
        <h2 id="profile-empty" className="empty-title">
          No Birth Data
        </h2>
        <p>Please fill out your birth data to see your chart</p>
        <Link to="/" className="button button-primary">
          Enter Birth Data
        </Link>
      </section>
    </div>
  );
}

/** A section collapsed until its summary is clicked (or Enter/Space on it): native details/summary. */
function Collapsible({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <details className="card profile-section" data-testid={`section-${id}`}>
      <summary className="profile-section-summary">
        <h2 id={id} className="profile-section-title">
          {title}
        </h2>
        <span className="muted profile-section-count">{count}</span>
        <ChevronDown size={20} aria-hidden="true" className="profile-section-chevron" />
      </summary>
      <div className="profile-section-body">{children}</div>
    </details>
  );
}

/** Planetary Positions, House Cusps and Major Aspects from the stored chart (docs/routing.md). */
function ChartSections({ planets, houses, aspects }: { planets: unknown; houses: unknown; aspects: unknown }) {
  const points = planetList(planets);
  const cusps = houseCusps(houses);
  const major = majorAspects(
    aspects,
    points.map((p) => p.name),
  );
  return (
    <>
      {points.length > 0 && (
        <Collapsible id="planetary-positions" title="Planetary Positions" count={points.length}>
          <PlacementsTable
            placements={points.map((p) => ({ ...p, label: pointLabel(p.name) }))}
            className="profile-table"
            labelledBy="planetary-positions"
            retrogradeBeside="name"
          />
          {points.some((p) => p.retrograde) && <p className="muted small">℞ marks a retrograde point.</p>}
        </Collapsible>
      )}
      {cusps.length > 0 && (
        <Collapsible id="house-cusps" title="House Cusps" count={cusps.length}>
          <table className="profile-table" aria-labelledby="house-cusps">
            <thead>
              <tr>
                <th scope="col">House</th>
                <th scope="col">Sign</th>
                <th scope="col">Degree</th>
              </tr>
            </thead>
            <tbody>
              {cusps.map((h) => (
                <tr key={h.house}>
                  <th scope="row">{h.house}</th>
                  <td>
                    <span aria-hidden="true">{signGlyphs[h.sign] ?? ''} </span>
                    {h.sign}
                  </td>
                  <td>{formatDegree(h.degree)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Collapsible>
      )}
      {major.length > 0 && (
        <Collapsible id="major-aspects" title="Major Aspects" count={major.length}>
          <table className="profile-table" aria-labelledby="major-aspects">
            <thead>
              <tr>
                <th scope="col">Aspect</th>
                <th scope="col">Between</th>
                <th scope="col">Orb</th>
              </tr>
            </thead>
            <tbody>
              {major.map((a) => (
                <tr key={`${a.planet1}-${a.type}-${a.planet2}`}>
                  <th scope="row">{aspectLabel(a.type)}</th>
                  <td className="profile-between">
                    {pointLabel(a.planet1)} – {pointLabel(a.planet2)}
                  </td>
                  <td>{formatOrb(a.orb)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small" data-testid="aspect-orbs">
            Tightest first. Orbs: {MAJOR_ASPECT_ORBS.conjunction}° for conjunctions and oppositions,{' '}
            {MAJOR_ASPECT_ORBS.square}° for squares and trines, {MAJOR_ASPECT_ORBS.sextile}° for sextiles (the wheel
            draws the same).
          </p>
        </Collapsible>
      )}
    </>
  );
}
