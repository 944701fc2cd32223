import {
  extraChartPriceUsdPerMonth,
  type Plan,
  planAtLeast,
  planInfo,
  plans,
  type Viewer,
} from '@stellara/contract/plans';
import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useCapabilities } from '../api/capabilities.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useViewer } from '../state/viewer.ts';

const features: Record<Plan, string[]> = {
  anonymous: ['Your natal chart for this session', 'Chat with the Friendly Guide', 'No account needed'],
  free: [
    'Your chart saved to your profile',
    'Birth Chart Profile and Reading History',
    `Your last ${planInfo.free.savedChatsKept} chats kept`,
  ],
  plus: [
    'Full personal natal readings',
    `${planInfo.plus.chartsIncluded} stored chart`,
    'Transit forecasts',
    'Unlimited questions',
    'All five personalities',
    'Chat folders',
    'Priority support',
  ],
  pro: [
    'Everything in Plus',
    `Up to ${planInfo.pro.chartsIncluded} charts`,
    'Compatibility and synastry',
    'Family tracking and composite charts',
    'Advanced transit timing',
  ],
};

/** The plans page (spec section 2): four cards, plus marked Most Popular. */
export default function Plans() {
  const viewer = useViewer();
  const { payments } = useCapabilities();
  return (
    <div className="page page-wide" data-testid="page-upgrade">
      <PageHeader
        title="Plans"
        lead="Start free. Go deeper when the chart starts asking better questions."
        icon={<Crown size={24} aria-hidden="true" />}
      />
      <div className="plans">
        {plans.map((plan) => {
          const info = planInfo[plan];
          const current = viewer.plan === plan;
          return (
            <section
              key={plan}
              className="card plan-card"
              data-popular={plan === 'plus'}
              aria-labelledby={`plan-${plan}`}
            >
              {plan === 'plus' && <span className="popular">Most Popular</span>}
              <h2 id={`plan-${plan}`} className="plan-name">
                {plan === 'anonymous' ? 'Guest' : info.name}
              </h2>
              <p className="plan-price">
                <span className="plan-amount">${info.priceUsdPerMonth}</span>
                <span className="muted">
                  {info.priceUsdPerMonth ? '/month' : plan === 'anonymous' ? ' no account' : ' forever'}
                </span>
              </p>
              <ul className="plan-features">
                {features[plan].map((f) => (
                  <li key={f}>
                    <Check size={16} aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <PlanAction
                viewer={viewer}
                plan={plan}
                current={current}
                paymentsNote={payments.available ? null : payments.message}
              />
            </section>
          );
        })}
      </div>
      <p className="muted plans-foot">Extra charts beyond your plan cost ${extraChartPriceUsdPerMonth}/month each.</p>
    </div>
  );
}

function PlanAction({
  viewer,
  plan,
  current,
  paymentsNote,
}: {
  viewer: Viewer;
  plan: Plan;
  current: boolean;
  paymentsNote: string | null;
}) {
  if (current) {
    return (
      <button type="button" className="button button-ghost button-block" disabled>
        Current Plan
      </button>
    );
  }
  if (planAtLeast(viewer.plan, plan)) return null;
  if (!viewer.signedIn) {
    return (
      <Link to="/login" className={`button button-block ${plan === 'plus' ? 'button-primary' : 'button-ghost'}`}>
        {plan === 'free' ? 'Sign Up Free' : 'Register Now'}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="button button-primary button-block" disabled={paymentsNote !== null}>
        Upgrade Now
      </button>
      {paymentsNote && <p className="muted small">{paymentsNote}</p>}
    </>
  );
}
