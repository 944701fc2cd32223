import { planInfo, type Tier } from '@stellara/contract/plans';
import { Crown } from 'lucide-react';

/** The crown with the plan's name: the viewer's plan is too low for this. */
export function PlanBadge({ plan }: { plan: Tier }) {
  return (
    <span className="badge badge-plan" title={`Needs the ${planInfo[plan].name} plan`}>
      <Crown size={12} aria-hidden="true" />
      <span>{planInfo[plan].name}</span>
    </span>
  );
}

/**
 * The "needs sign-in" marker: a quiet word, not a lock, since the page opens for a guest; what it shows is kept
 * (or is the guest's own) only once they sign in.
 */
export function SignInMarker() {
  return (
    <span className="badge badge-signin" title="Opens now; sign in to keep what it holds">
      <span aria-hidden="true">Sign in</span>
      <span className="sr-only">Needs sign-in</span>
    </span>
  );
}
