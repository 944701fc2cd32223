import { type PaidPlan, planInfo } from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { CircleX, CreditCard, Download, FileDown, LogOut, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  cancelSubscription,
  downloadExport,
  type InvoiceEntry,
  listInvoices,
  memberKeys,
  paymentPortalUrl,
  useBilling,
} from '../../api/members.ts';
import { useMe } from '../../api/session.ts';
import { useSignOut } from '../../state/useSignOut.ts';
import ApiKeysSection from '../ApiKeysSection.tsx';
import { CancelSubscriptionDialog } from '../CancelSubscriptionDialog.tsx';
import { DeleteAccountDialog } from '../DeleteAccountDialog.tsx';
import { formatDate } from '../dates.ts';
import MorningNoteSection from '../MorningNoteSection.tsx';

/**
 * Settings > Account: name, email and plan; for a member the subscription, invoices, the morning note, export,
 * sign-out, API keys and deleting the account; for a guest, signing up.
 */
export function AccountTab({ onNavigate }: { onNavigate(): void }) {
  const { me, viewer } = useMe();
  const signOutAndForget = useSignOut();
  const client = useQueryClient();
  const paid = viewer.signedIn && (viewer.plan === 'plus' || viewer.plan === 'pro');
  const billing = useBilling(viewer.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [invoices, setInvoices] = useState<InvoiceEntry[] | null>(null);
  const info = planInfo[viewer.plan];

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    setStatus(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
    } finally {
      setBusy(null);
    }
  };
  const onSignOut = () =>
    run('sign-out', async () => {
      onNavigate();
      await signOutAndForget();
    });
  const onPortal = () =>
    run('portal', async () => {
      window.location.assign(await paymentPortalUrl());
    });
  const onInvoices = () =>
    run('invoices', async () => {
      const list = await listInvoices();
      setInvoices(list);
      if (list.length === 0) setStatus('No invoices yet.');
    });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const onCancelConfirmed = async () => {
    const next = await cancelSubscription();
    client.setQueryData(memberKeys.billing, next);
    setConfirmCancel(false);
    setStatus(
      next.currentPeriodEnd
        ? `Your subscription is cancelled. ${info.name} stays open until ${formatDate(next.currentPeriodEnd)}, then your plan is Free.`
        : 'Your subscription is cancelled.',
    );
    // The plan is cancelled, but an extra chart was not: said as a problem, not buried in the success line.
    if (next.warning) setError(next.warning);
    return next;
  };
  const onExport = () =>
    run('export', async () => {
      const name = await downloadExport();
      setStatus(`Your data was saved as ${name}.`);
    });

  const b = billing.data;
  return (
    <section className="account">
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{me?.user?.name || 'Guest'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{me?.user?.email ?? 'Not signed in'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd data-testid="account-plan">
            {info.memberLabel}
            {paid && b?.cancelAtPeriodEnd && b.currentPeriodEnd && (
              <span className="muted"> · ends {formatDate(b.currentPeriodEnd)}</span>
            )}
            {paid && b && !b.cancelAtPeriodEnd && b.currentPeriodEnd && (
              <span className="muted"> · renews {formatDate(b.currentPeriodEnd)}</span>
            )}
            {b?.testMode && paid && <span className="badge badge-test">Test mode</span>}
          </dd>
        </div>
      </dl>
      {viewer.signedIn ? (
        <>
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          {status && (
            <p className="notice" role="status" data-testid="account-status">
              {status}
            </p>
          )}
          {paid && <h3 className="account-section-title">Subscription</h3>}
          {paid && (
            <div className="account-actions">
              <button
                type="button"
                className="button button-ghost"
                disabled={busy !== null}
                onClick={() => void onPortal()}
              >
                <CreditCard size={17} aria-hidden="true" /> Update Payment Method
              </button>
              <button
                type="button"
                className="button button-ghost"
                disabled={busy !== null}
                onClick={() => void onInvoices()}
                aria-expanded={invoices !== null && invoices.length > 0}
              >
                <Receipt size={17} aria-hidden="true" /> Download Invoices
              </button>
              {/* A quiet secondary action: it asks before anything changes. */}
              <button
                type="button"
                className="button button-ghost button-quiet"
                disabled={busy !== null || b?.cancelAtPeriodEnd === true}
                onClick={() => {
                  setError(null);
                  setStatus(null);
                  setConfirmCancel(true);
                }}
              >
                <CircleX size={17} aria-hidden="true" />{' '}
                {b?.cancelAtPeriodEnd ? 'Cancellation Scheduled' : 'Cancel Subscription'}
              </button>
            </div>
          )}
          {paid && confirmCancel && (
            <CancelSubscriptionDialog
              plan={viewer.plan as PaidPlan}
              periodEnd={b?.currentPeriodEnd ?? null}
              extraCharts={b?.extraCharts ?? 0}
              onClose={() => setConfirmCancel(false)}
              onConfirm={onCancelConfirmed}
            />
          )}
          {invoices && invoices.length > 0 && (
            <ul className="invoice-list" aria-label="Invoices" data-testid="invoices">
              {invoices.map((inv) => (
                <li key={inv.id}>
                  <span>
                    <strong>{inv.number ?? inv.id}</strong>
                    <span className="muted">
                      {' '}
                      · {formatDate(inv.createdAt)} · {formatMoney(inv.amountPaidCents, inv.currency)}
                    </span>
                  </span>
                  {(inv.pdfUrl ?? inv.url) && (
                    <a className="button button-ghost button-small" href={inv.pdfUrl ?? inv.url ?? ''} download>
                      <Download size={15} aria-hidden="true" /> Download
                      <span className="sr-only"> invoice {inv.number ?? inv.id}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className="account-section-title">Morning note</h3>
          <MorningNoteSection />
          <h3 className="account-section-title">Your account</h3>
          <div className="account-actions">
            <button
              type="button"
              className="button button-ghost"
              disabled={busy !== null}
              onClick={() => void onExport()}
            >
              <FileDown size={17} aria-hidden="true" /> Export My Data
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy === 'sign-out'}
              onClick={() => void onSignOut()}
            >
              <LogOut size={17} aria-hidden="true" /> Sign Out
            </button>
          </div>
          <h3 className="account-section-title">API keys</h3>
          <ApiKeysSection />
          <h3 className="account-section-title">Delete account</h3>
          <p className="settings-note">Removes your account and everything in it. You can download your data first.</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button-ghost button-danger"
              disabled={busy !== null}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 size={17} aria-hidden="true" /> Delete Account
            </button>
          </div>
          {confirmDelete && me?.user && (
            <DeleteAccountDialog email={me.user.email} onClose={() => setConfirmDelete(false)} onDeleted={onNavigate} />
          )}
          {!paid && (
            <p className="settings-note">
              Folders, transits, all five voices and more come with {planInfo.plus.name} and {planInfo.pro.name}.{' '}
              <Link to="/upgrade" onClick={onNavigate}>
                See plans
              </Link>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="settings-intro">
            As a guest, your birth data stays in this browser tab and is gone when the session ends. A free account
            keeps your chart and your conversations.
          </p>
          <div className="button-row">
            <Link to="/login?mode=signup" className="button button-primary" onClick={onNavigate}>
              Sign Up Free
            </Link>
            <Link to="/login" className="button button-ghost" onClick={onNavigate}>
              Login
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
