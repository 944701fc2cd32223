import { planInfo } from '@stellara/contract';
import { Save, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useCapabilities } from '../api/capabilities.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useAppState } from '../state/AppState.tsx';
import { to12HourLabel } from '../state/format.ts';
import { useViewer } from '../state/viewer.ts';

/** Birth Chart Profile (spec section 2). Visitors get here only with complete birth data. */
export default function Profile() {
  const viewer = useViewer();
  const { birthData } = useAppState();
  const { accounts } = useCapabilities();
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
            <dt>Account</dt>
            <dd>{viewer.signedIn ? planInfo[viewer.plan].memberLabel : 'Session User'}</dd>
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
      {!viewer.signedIn && (
        <section className="card callout">
          <div>
            <h2 className="callout-title">Keep this chart</h2>
            <p>A free account saves your birth data and chart, so they are here next time.</p>
            {!accounts.available && <p className="muted">{accounts.message}</p>}
          </div>
          <Link to="/login" className="button button-primary">
            <Save size={16} aria-hidden="true" /> Save Profile Permanently
          </Link>
        </section>
      )}
    </div>
  );
}
