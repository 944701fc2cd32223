import { billingMessages, type QuestionAllowancesAnswer } from '@stellara/contract';
import {
  extraChartPriceUsdPerMonth,
  type PaidPlan,
  planAtLeast,
  planInfo,
  plans,
  type Tier,
  type Viewer,
} from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2, Crown, Info, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuestionAllowances } from '../api/allowances.ts';
import { startCheckout, useBilling } from '../api/members.ts';
import { meQuery } from '../api/session.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { readItem, session, writeItem } from '../state/storage.ts';
import { useViewer } from '../state/viewer.ts';
import '../styles/member.css';

/**
 * What each plan card lists. The question lines need the server's allowance: until it has answered (or when it sets
 * none) no card makes a claim about questions, so "Unlimited questions" is only said where the others have a limit.
 */
function planFeatures(allowances: QuestionAllowancesAnswer | undefined): Record<Tier, string[]> {
  const perDay = allowances?.questionsPerDay;
  const questions = (n: number) => `${n} question${n === 1 ? '' : 's'} a day`;
  return {
    anonymous: [
      'Your natal chart for this session',
      'Chat with the Friendly Guide',
      ...(perDay ? [questions(perDay.anonymous)] : []),
      'No account needed',
    ],
    free: [
      'Your chart saved to your profile',
      'Birth Chart Profile and Reading History',
      `Your last ${planInfo.free.savedChatsKept} chats kept`,
      'Chat with the Friendly Guide',
      ...(perDay ? [questions(perDay.free)] : []),
    ],
    plus: [
      'Full personal natal readings',
      `Your chart + ${planInfo.plus.chartsIncluded} more stored chart`,
      'Transit forecasts',
      ...(perDay ? ['Unlimited questions'] : []),
      'All five personalities',
      'Chat folders',
      'Priority support',
    ],
    pro: [
      'Everything in Plus',
      `Your chart + up to ${planInfo.pro.chartsIncluded} more charts`,
      'Compatibility and synastry',
      'Family tracking and composite charts',
      'Advanced transit timing',
    ],
  };
}

/** How long to keep asking for the new plan after a provider's checkout (its webhook may come a moment later). */
const CONFIRM_POLLS = 10;
const CONFIRM_POLL_MS = 1500;

/** The plans page (docs/routing.md): four cards, plus marked Most Popular; Upgrade Now starts the real checkout. */
export default function Plans() {
  const viewer = useViewer();
  const billing = useBilling(viewer.signedIn);
  const allowances = useQuestionAllowances();
  const features = planFeatures(allowances.data);
  const [params, setParams] = useSearchParams();
  const checkout = params.get('checkout');
  // No payment provider on this server (production without one): no upgrade is offered, the page says why.
  const paymentsOff = viewer.signedIn && billing.data?.provider === 'none';
  return (
    <div className="page page-wide" data-testid="page-upgrade">
      <PageHeader
        title="Plans"
        lead="Start free. Go deeper when the chart starts asking better questions."
        icon={<Crown size={24} aria-hidden="true" />}
      />
      {checkout === 'success' && <CheckoutSuccess onDone={() => setParams({}, { replace: true })} />}
      {checkout === 'cancelled' && (
        <p className="notice" role="status" data-testid="checkout-cancelled">
          <Info size={18} aria-hidden="true" />
          <span>Checkout cancelled. Nothing was charged and your plan is unchanged.</span>
        </p>
      )}
      {billing.data?.testMode && viewer.signedIn && viewer.plan !== 'pro' && (
        <p className="notice small" data-testid="test-mode-note">
          <Info size={18} aria-hidden="true" />
          <span>
            Payments run in test mode on this server: the checkout is clearly labelled, asks for no card and takes no
            money.
          </span>
        </p>
      )}
      {paymentsOff && viewer.plan !== 'pro' && (
        <p className="notice" role="status" data-testid="payments-not-configured">
          <Info size={18} aria-hidden="true" />
          <span>{billingMessages.notConfigured}</span>
        </p>
      )}
      <div className="plans">
        {plans.map((plan) => {
          const info = planInfo[plan];
          const current = viewer.plan === plan;
          return (
            <section
              key={plan}
              className="card plan-card"
              data-popular={plan === 'plus'}
              data-current={current}
              data-testid={`plan-${plan}`}
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
              <PlanAction viewer={viewer} plan={plan} current={current} paymentsOff={paymentsOff} />
            </section>
          );
        })}
      </div>
      <p className="muted plans-foot">
        {allowances.data && (
          <span data-testid="allowance-note">
            A day of questions is 24 hours from the first of them: that is when your allowance renews.{' '}
          </span>
        )}
        Extra charts beyond your plan cost ${extraChartPriceUsdPerMonth}/month each.
      </p>
    </div>
  );
}

/** The plan being bought, kept across the trip to the checkout page (its return address names no plan). */
const UPGRADE_KEY = 'upgradeTo';

/** Back from the checkout: the plan is read again until it shows the upgrade. */
function CheckoutSuccess({ onDone }: { onDone(): void }) {
  const client = useQueryClient();
  const viewer = useViewer();
  const [target] = useState(() => readItem(session(), UPGRADE_KEY) as PaidPlan | null);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    let stop = false;
    let polls = 0;
    const poll = async () => {
      const me = await client.fetchQuery({ ...meQuery, staleTime: 0 });
      polls += 1;
      if (stop) return;
      const done = target ? planAtLeast(me.plan, target) : me.plan === 'plus' || me.plan === 'pro';
      if (done || polls >= CONFIRM_POLLS) {
        writeItem(session(), UPGRADE_KEY, null);
        setWaiting(false);
        // Pages, markers, limits and the billing status follow the new plan.
        await client.invalidateQueries();
        return;
      }
      window.setTimeout(() => void poll(), CONFIRM_POLL_MS);
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [client, target]);
  const upgraded = target ? planAtLeast(viewer.plan, target) : viewer.plan === 'plus' || viewer.plan === 'pro';
  return (
    <div className="notice notice-success" role="status" data-testid="checkout-success">
      {waiting ? (
        <Loader2 size={18} aria-hidden="true" className="spin" />
      ) : (
        <CheckCircle2 size={18} aria-hidden="true" />
      )}
      <span>
        {waiting
          ? 'Payment received. Confirming your new plan...'
          : upgraded
            ? `Welcome to Stellara ${planInfo[viewer.plan].name}. Everything in your plan is open now.`
            : 'Payment received. Your plan will update in a moment; reload this page if it does not.'}
      </span>
      {!waiting && (
        <button type="button" className="link-button" onClick={onDone}>
          Dismiss
        </button>
      )}
    </div>
  );
}

function PlanAction({
  viewer,
  plan,
  current,
  paymentsOff,
}: {
  viewer: Viewer;
  plan: Tier;
  current: boolean;
  paymentsOff: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (current) {
    return (
      <button type="button" className="button button-ghost button-block plan-current" disabled>
        Current Plan
      </button>
    );
  }
  if (planAtLeast(viewer.plan, plan)) return null;
  if (!viewer.signedIn) {
    return (
      // Every plan starts with an account: both buttons open the sign-up form, not sign-in's "Welcome Back".
      <Link
        to="/login?mode=signup"
        className={`button button-block ${plan === 'plus' ? 'button-primary' : 'button-ghost'}`}
      >
        {plan === 'free' ? 'Sign Up Free' : 'Register Now'}
      </Link>
    );
  }
  if (paymentsOff) return null;
  const upgrade = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(plan as PaidPlan);
      writeItem(session(), UPGRADE_KEY, plan);
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={busy}
        aria-describedby={error ? `plan-${plan}-error` : undefined}
        onClick={() => void upgrade()}
      >
        {busy ? 'Opening checkout...' : 'Upgrade Now'}
      </button>
      {error && (
        <p id={`plan-${plan}-error`} className="notice notice-error small" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
