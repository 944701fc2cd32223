import { type Plan, planInfo } from '@stellara/contract/plans';
import { Crown, Lock } from 'lucide-react';

/** The crown with the plan's name: the viewer's plan is too low for this. */
export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <span className="badge badge-plan" title={`Needs the ${planInfo[plan].name} plan`}>
      <Crown size={12} aria-hidden="true" />
      <span>{planInfo[plan].name}</span>
    </span>
  );
}

/** The "needs sign-in" marker. */
export function SignInMarker() {
  return (
    <span className="badge badge-signin" title="Needs sign-in">
      <Lock size={12} aria-hidden="true" />
      <span className="sr-only">Needs sign-in</span>
    </span>
  );
}
