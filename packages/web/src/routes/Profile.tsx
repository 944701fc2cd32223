import { planInfo } from '@stellara/contract/plans';
import { Save, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useMe, useProfile } from '../api/session.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProfileWheel } from '../components/ProfileWheel.tsx';
import { useAppState } from '../state/AppState.tsx';
import { formatDegree, type PlanetEntry, signGlyphs } from '../state/chart.ts';
import { to12HourLabel } from '../state/format.ts';
import '../styles/profile.css';

/** Birth Chart Profile (spec section 2). Visitors get here only with complete birth data. */
export default function Profile() {
  const { me, viewer } = useMe();
  const profile = useProfile(viewer.signedIn);
  const session = useAppState().birthData;
  // Members: the birth data and chart saved on the account; visitors: this browser session's.
  const saved = profile.data;
  const birthData = viewer.signedIn
    ? saved?.birthData
      ? { ...saved.birthData, natal_planets: saved.chart?.natal_planets }
      : null
    : session;
  if (!birthData) return null;
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
      <section className="card">
        <dl className="facts facts-grid">
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
            <dd>
              {to12HourLabel(birthData.birthTime)}
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
      <BigThree planets={birthData.natal_planets} />
      <ProfileWheel birthData={birthData} />
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

const bigThree: [name: string, label: string][] = [
  ['Sun', 'Sun'],
  ['Moon', 'Moon'],
  ['Ascendant', 'Rising'],
];

/** "The Big Three": Sun, Moon and Rising sign with symbol, degrees and house (spec section 2). */
function BigThree({ planets }: { planets: unknown }) {
  const list = Array.isArray(planets) ? (planets as PlanetEntry[]) : [];
  const found = bigThree.map(([name, label]) => ({ label, planet: list.find((p) => p.name === name) }));
  if (found.every((f) => !f.planet)) return null;
  return (
    <section className="card" aria-labelledby="big-three">
      <h2 id="big-three" className="section-title">
        The Big Three
      </h2>
      <ul className="big-three" data-testid="big-three">
        {found.map(({ label, planet }) =>
          planet ? (
            <li key={label}>
              <span className="big-three-glyph" aria-hidden="true">
                {signGlyphs[planet.sign] ?? ''}
              </span>
              <span className="big-three-label">{label}</span>
              <span className="big-three-sign">{planet.sign}</span>
              <span className="muted">
                {formatDegree(planet.degree)}
                {planet.house ? ` · House ${planet.house}` : ''}
              </span>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
