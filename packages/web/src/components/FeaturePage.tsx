import { accessTo, planInfo, type RoutePath, routeRules } from '@stellara/contract/plans';
import { Crown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../state/viewer.ts';
import { PageHeader } from './PageHeader.tsx';

interface FeaturePageProps {
  route: RoutePath;
  icon: ReactNode;
  lead: string;
  /** What the page does, shown to visitors whose plan or sign-in does not include it yet. */
  pitch: string[];
  /** The page for viewers who have access. */
  children: ReactNode;
}

/**
 * A member page: the real content when the viewer's sign-in and plan allow it (accessTo in
 * @stellara/contract), otherwise what the page offers and the way to get it.
 */
export function FeaturePage({ route, icon, lead, pitch, children }: FeaturePageProps) {
  const viewer = useViewer();
  const access = accessTo(route, viewer);
  const title = routeRules[route].title;
  return (
    <div className="page" data-testid={`page-${route.slice(1)}`}>
      <PageHeader title={title} lead={lead} icon={icon} />
      {access.ok ? (
        children
      ) : (
        <section className="card gate" aria-labelledby="gate-title">
          <span className="gate-icon">
            {access.reason === 'plan' || (access.reason === 'sign-in' && access.plan) ? (
              <Crown size={22} aria-hidden="true" />
            ) : (
              <Lock size={22} aria-hidden="true" />
            )}
          </span>
          <h2 id="gate-title" className="gate-title">
            {access.reason === 'sign-in' && !access.plan && `${title} needs a free account`}
            {access.reason === 'sign-in' && access.plan && `${title} comes with ${planInfo[access.plan].name}`}
            {access.reason === 'plan' && `${title} comes with ${planInfo[access.plan].name}`}
            {access.reason === 'admin' && 'For administrators only'}
          </h2>
          <ul className="gate-list">
            {pitch.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="button-row">
            {access.reason === 'sign-in' && (
              <Link to="/login" className="button button-primary">
                Sign in
              </Link>
            )}
            {((access.reason === 'sign-in' && access.plan) || access.reason === 'plan') && (
              <Link to="/upgrade" className={`button ${access.reason === 'plan' ? 'button-primary' : 'button-ghost'}`}>
                <Crown size={16} aria-hidden="true" /> See plans
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

/** What a member with access sees until this page is built in the web app. */
export function NotYetAvailable({ what }: { what: string }) {
  return (
    <section className="card empty">
      <p>This page does not show your {what} yet.</p>
    </section>
  );
}
