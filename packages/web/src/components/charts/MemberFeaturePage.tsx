import { accessTo, planInfo, type RoutePath, routeRules } from '@stellara/contract/plans';
import { Crown, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../../state/viewer.ts';
import { PageHeader } from '../PageHeader.tsx';
// The upgrade banner and the SAMPLE badge are shared with Reading History and Chat Folders.
import '../../styles/member.css';
import './member-pages.css';

interface MemberFeaturePageProps {
  route: RoutePath;
  icon: ReactNode;
  lead: string;
  /** What the plan adds, for the upgrade prompt. */
  pitch: string;
  /** Sample content for viewers whose plan is too low, each card labelled Sample. */
  samples: ReactNode;
  /** The member's real content. */
  children: ReactNode;
  /** What a signed-in member whose plan is too low still gets on this page, after the samples. */
  forEveryMember?: ReactNode;
  wide?: boolean;
}

/**
 * A member chart page: the real content when the viewer's sign-in and plan allow it (accessTo in
 * @stellara/contract), otherwise the upgrade prompt (every upgrade action goes to /upgrade) above sample cards.
 */
export function MemberFeaturePage({
  route,
  icon,
  lead,
  pitch,
  samples,
  children,
  forEveryMember,
  wide,
}: MemberFeaturePageProps) {
  const viewer = useViewer();
  const access = accessTo(route, viewer);
  const title = routeRules[route].title;
  const plan = access.ok ? null : access.reason === 'admin' ? null : access.plan;
  return (
    <div className={`page${wide ? ' page-wide' : ''}`} data-testid={`page-${route.slice(1)}`}>
      <PageHeader title={title} lead={lead} icon={icon} />
      {access.ok ? (
        children
      ) : (
        <>
          <section className="card upgrade-banner" aria-labelledby="upgrade-title" data-testid="upgrade-prompt">
            <span className="gate-icon">
              <Crown size={22} aria-hidden="true" />
            </span>
            <div className="upgrade-banner-text">
              <h2 id="upgrade-title" className="upgrade-banner-title">
                {plan ? `Upgrade to ${planInfo[plan].name} for ${title}` : `${title} needs an account`}
              </h2>
              <p>
                {pitch}
                {plan ? ` ${planInfo[plan].name} is $${planInfo[plan].priceUsdPerMonth}/month.` : ''}
              </p>
            </div>
            <div className="button-row">
              {access.reason === 'sign-in' && (
                <Link to="/login" className="button button-ghost">
                  <LogIn size={16} aria-hidden="true" /> Sign in
                </Link>
              )}
              <Link to="/upgrade" className="button button-primary">
                <Crown size={16} aria-hidden="true" /> {plan ? `Upgrade to ${planInfo[plan].name}` : 'See plans'}
              </Link>
            </div>
          </section>
          {samples}
          {access.reason === 'plan' && forEveryMember}
        </>
      )}
    </div>
  );
}

/** The heading over sample cards: says plainly that they are examples. */
export function SamplesHeading({ title, note }: { title: string; note: string }) {
  return (
    <div className="samples-head">
      <h2>{title}</h2>
      <p className="muted small">{note}</p>
    </div>
  );
}
