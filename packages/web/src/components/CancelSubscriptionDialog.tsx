import type { BillingStatus } from '@stellara/contract';
import { type PaidPlan, planInfo } from '@stellara/contract/plans';
import { ConfirmActions } from './ConfirmActions.tsx';
import { Modal } from './charts/Modal.tsx';
import { formatDate } from './dates.ts';

/** What closes when a paid plan ends (the plan's own pages), in plain words. */
const closesWith: Record<PaidPlan, string> = {
  plus: 'folders, stored charts, transits, the five voices and the technical level',
  pro: 'compatibility, composite charts, folders, stored charts, transits, the five voices and the technical level',
};

/**
 * "Cancel Subscription" asks first: what happens and when (billing cancels at the end of the paid period, then the
 * account is Free). Only "Cancel subscription" in here calls the server.
 */
export function CancelSubscriptionDialog({
  plan,
  periodEnd,
  extraCharts = 0,
  onClose,
  onConfirm,
}: {
  plan: PaidPlan;
  periodEnd: string | null;
  /** Extra charts bought: they are cancelled with the plan (Free has no Charts page to use them on). */
  extraCharts?: number;
  onClose(): void;
  onConfirm(): Promise<BillingStatus>;
}) {
  const name = planInfo[plan].name;
  const until = periodEnd ? formatDate(periodEnd) : '';
  return (
    <Modal
      title={`Cancel your ${name} subscription?`}
      onClose={onClose}
      size="narrow"
      testId="confirm-cancel-subscription"
    >
      <ul className="cancel-facts">
        <li>
          {until ? (
            <>
              You keep {name} until <strong>{until}</strong>, the end of the period you paid for. It does not renew.
            </>
          ) : (
            <>You keep {name} until the end of the period you paid for. It does not renew.</>
          )}
        </li>
        <li>
          Then your account is Free: your profile, your chart and your chats stay (Free keeps the last{' '}
          {planInfo.free.savedChatsKept} chats); {closesWith[plan]} close.
        </li>
        {extraCharts > 0 && (
          <li>
            Your {extraCharts === 1 ? 'extra chart stops' : `${extraCharts} extra charts stop`} with {name}: cancelled
            too, {until ? `ending on ${until}` : `ending when ${name} does`}, and not billed after.
          </li>
        )}
        <li>You can upgrade again at any time from Plans.</li>
      </ul>
      <ConfirmActions
        cancelLabel={`Keep ${name}`}
        keepIsPrimary
        onCancel={onClose}
        confirmLabel="Yes, cancel at period end"
        busyLabel="Cancelling..."
        confirmClassName="button button-ghost"
        failureText="The subscription could not be cancelled."
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
