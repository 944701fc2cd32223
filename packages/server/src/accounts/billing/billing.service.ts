// Upgrades and billing over the PaymentProvider port. Fulfilment is one code path for the test-mode
// checkout and for provider webhooks; webhook events are applied once (event id kept), replays ignored.
import { randomBytes } from 'node:crypto';
import {
  type BillingStatus,
  billingMessages,
  type CheckoutAnswer,
  errorCodes,
  extraChartPriceUsdPerMonth,
  type MemberPlan,
  type PaidPlan,
  planInfo,
} from '@stellara/contract';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { billingAccounts, billingCheckouts, billingEvents, userProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../logging/logger.ts';
import { type BillingEvent, type Invoice, type PaymentProvider, WebhookSignatureError } from './payment.port.ts';
import { StripePaymentProvider, stripeClient } from './stripe.provider.ts';
import { TestModePaymentProvider } from './test-mode.provider.ts';
import { paymentsNotConfigured, UnconfiguredPaymentProvider } from './unconfigured.provider.ts';

/**
 * Stripe when its keys are set; else the test-mode checkout where BILLING_TEST_MODE allows it (outside production by
 * default; in production only when the operator says so, and then a warning says that upgrades cost nothing); else
 * no provider at all, and checkouts answer "Payments are not configured on this server."
 */
export function createPaymentProvider(
  config: Pick<
    Config,
    'NODE_ENV' | 'BILLING_TEST_MODE' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'
  >,
  logger: Logger,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentProvider(
      stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE),
      config.STRIPE_WEBHOOK_SECRET,
    );
  }
  const production = config.NODE_ENV === 'production';
  if (config.BILLING_TEST_MODE) {
    if (production) {
      logger.warn(
        { billingTestMode: true },
        'BILLING_TEST_MODE=true in production: the test-mode checkout upgrades any member without payment',
      );
    }
    return new TestModePaymentProvider();
  }
  if (production) {
    logger.warn(
      { billingTestMode: false },
      'Payments are not configured (no STRIPE_SECRET_KEY): checkouts are refused and no member can upgrade',
    );
  }
  return new UnconfiguredPaymentProvider();
}

type CheckoutRow = typeof billingCheckouts.$inferSelect;

/** What a checkout charges per month, in cents. */
function checkoutPriceCents(row: Pick<CheckoutRow, 'plan' | 'extraCharts'>): number {
  const dollars = row.plan ? planInfo[row.plan].priceUsdPerMonth : extraChartPriceUsdPerMonth * row.extraCharts;
  return dollars * 100;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function invoiceHtml(invoice: Invoice, row: CheckoutRow, user: { email: string; name?: string | null }): string {
  const what = row.plan
    ? `Stellara ${planInfo[row.plan].name}, one month`
    : `${row.extraCharts} extra chart${row.extraCharts === 1 ? '' : 's'}, one month`;
  const amount = `$${(invoice.amountPaidCents / 100).toFixed(2)}`;
  const date = invoice.createdAt.slice(0, 10);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number ?? invoice.id)} · Stellara</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b2f}
.banner{background:#ffe08a;border:2px dashed #b8860b;padding:1rem;border-radius:.5rem;font-weight:600}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #ccc}
td.amount,th.amount{text-align:right}</style></head>
<body>
<p class="banner">TEST MODE — no payment service is configured. This invoice records a test purchase; no money was taken.</p>
<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<p>Date: ${escapeHtml(date)}<br>Billed to: ${escapeHtml(user.name ? `${user.name} <${user.email}>` : user.email)}</p>
<table><thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
<tbody><tr><td>${escapeHtml(what)}</td><td class="amount">${amount}</td></tr></tbody>
<tfoot><tr><th>Total (USD), status: ${escapeHtml(invoice.status ?? '')}</th><th class="amount">${amount}</th></tr></tfoot></table>
</body></html>`;
}

/** A member's extra-chart subscriptions still running (each completed extra-chart checkout started one). */
const extraChartCheckoutsOf = (userId: string) =>
  and(
    eq(billingCheckouts.userId, userId),
    eq(billingCheckouts.status, 'completed'),
    isNull(billingCheckouts.plan),
    gt(billingCheckouts.extraCharts, 0),
  );

const noSubscription = () => new HttpError(409, 'NO_SUBSCRIPTION', 'There is no paid subscription on this account.');

/** How often test mode looks for cancelled subscriptions whose paid period is over. */
const TEST_MODE_SWEEP_MS = 60_000;

export class BillingService {
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    private readonly logger: Logger,
    private readonly baseUrl: string,
  ) {
    // A provider ends cancelled subscriptions itself and says so by webhook; test mode has no provider to do it.
    if (provider.kind === 'test') {
      this.sweep = setInterval(() => {
        this.endDueTestSubscriptions().catch((error) =>
          this.logger.error({ err: error }, 'Ending due test-mode subscriptions failed'),
        );
      }, TEST_MODE_SWEEP_MS);
      this.sweep.unref();
    }
  }

  close(): void {
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = null;
  }

  /**
   * Test mode: a subscription cancelled at the period end ends once that date has passed, through the same event
   * a provider's "subscription deleted" webhook applies (the member goes back to Free). Returns how many ended.
   */
  async endDueTestSubscriptions(now = new Date()): Promise<number> {
    if (this.provider.kind !== 'test') return 0;
    const due = await this.db.orm
      .select({
        userId: billingAccounts.userId,
        subscriptionId: billingAccounts.subscriptionId,
        currentPeriodEnd: billingAccounts.currentPeriodEnd,
      })
      .from(billingAccounts)
      .where(
        and(
          eq(billingAccounts.provider, 'test'),
          eq(billingAccounts.cancelAtPeriodEnd, true),
          isNotNull(billingAccounts.subscriptionId),
          lte(billingAccounts.currentPeriodEnd, now),
        ),
      );
    let ended = 0;
    for (const row of due) {
      const applied = await this.apply({
        id: `test_end_${row.subscriptionId}`,
        kind: 'subscription-changed',
        userId: row.userId,
        customerId: null,
        subscriptionId: row.subscriptionId!,
        status: 'canceled',
        ended: true,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: row.currentPeriodEnd,
      });
      if (applied) ended += 1;
    }
    return ended;
  }

  async status(userId: string, tier: MemberPlan): Promise<BillingStatus> {
    const [row] = await this.db.orm.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
    return {
      provider: this.provider.kind,
      testMode: this.provider.kind === 'test',
      plan: tier,
      extraCharts: row?.extraCharts ?? 0,
      status: row?.status ?? 'none',
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    };
  }

  async startCheckout(
    user: { id: string; email: string },
    input: { plan?: PaidPlan | undefined; extraCharts?: number | undefined },
  ): Promise<CheckoutAnswer> {
    const provider = this.storedProvider();
    const checkoutId = `chk_${randomBytes(16).toString('hex')}`;
    const [account] = await this.db.orm.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
    await this.db.orm.insert(billingCheckouts).values({
      id: checkoutId,
      userId: user.id,
      provider,
      plan: input.plan ?? null,
      extraCharts: input.extraCharts ?? 0,
    });
    const { url } = await this.provider.createCheckout({
      checkoutId,
      userId: user.id,
      email: user.email,
      plan: input.plan,
      extraCharts: input.extraCharts,
      customerId: account?.customerId,
      successUrl: `${this.baseUrl}/upgrade?checkout=success`,
      cancelUrl: `${this.baseUrl}/upgrade?checkout=cancelled`,
    });
    return { url, checkoutId, testMode: this.provider.kind === 'test' };
  }

  /** The member's own open test-mode checkout, or 404. */
  async testCheckout(userId: string, checkoutId: string) {
    if (this.provider.kind === 'none') throw paymentsNotConfigured();
    if (this.provider.kind !== 'test') throw new HttpError(404, errorCodes.notFound, 'Checkout not found.');
    const [row] = await this.db.orm
      .select()
      .from(billingCheckouts)
      .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, userId)));
    if (!row) throw new HttpError(404, errorCodes.notFound, 'Checkout not found.');
    return row;
  }

  /** Test mode: "pay" — the same fulfilment as a provider's checkout-completed event. */
  async completeTestCheckout(userId: string, checkoutId: string): Promise<void> {
    const row = await this.testCheckout(userId, checkoutId);
    if (row.status !== 'open') return;
    await this.apply({
      id: `test_${checkoutId}`,
      kind: 'checkout-completed',
      checkoutId,
      userId,
      plan: row.plan,
      extraCharts: row.extraCharts,
      customerId: `test_cus_${userId}`,
      // Extra charts are a subscription of their own too (cancelled with the plan).
      subscriptionId: `test_sub_${checkoutId}`,
    });
  }

  /** A provider webhook: signature and age verified, then applied once. */
  async webhook(rawBody: string, signature: string | undefined): Promise<{ applied: boolean; kind: string }> {
    let event: BillingEvent;
    try {
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.logger.warn({ reason: error.message }, 'Refused a payment webhook');
        throw new HttpError(400, 'INVALID_SIGNATURE', 'The webhook signature could not be verified.');
      }
      throw error;
    }
    return { applied: await this.apply(event), kind: event.kind };
  }

  /**
   * Applies an event unless it was applied before (returns false for a replay). A new plan subscription replaces the
   * member's previous one (Plus -> Pro): the previous one is ended at the provider, so only one plan is charged.
   */
  async apply(event: BillingEvent): Promise<boolean> {
    const provider = this.storedProvider();
    let replaced: string | null = null;
    // Extra-chart subscriptions of a plan that has just ended: they end now too (Free has no Charts page).
    let orphaned: string[] = [];
    const applied = await this.db.orm.transaction(async (tx) => {
      const userId = event.kind === 'ignored' ? null : event.userId;
      const fresh = await tx
        .insert(billingEvents)
        .values({ id: event.id, provider, type: event.kind, userId })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!fresh.length) return false;
      if (event.kind === 'checkout-completed') {
        const [profile] = await tx
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(eq(userProfiles.id, event.userId));
        if (!profile) return true;
        if (event.plan && event.subscriptionId) {
          const [before] = await tx
            .select({ subscriptionId: billingAccounts.subscriptionId })
            .from(billingAccounts)
            .where(eq(billingAccounts.userId, event.userId));
          if (before?.subscriptionId && before.subscriptionId !== event.subscriptionId) {
            replaced = before.subscriptionId;
          }
        }
        await tx
          .insert(billingAccounts)
          .values({
            userId: event.userId,
            provider,
            customerId: event.customerId,
            subscriptionId: event.plan ? event.subscriptionId : null,
            plan: event.plan ?? 'free',
            extraCharts: event.extraCharts,
            status: 'active',
          })
          .onConflictDoUpdate({
            target: billingAccounts.userId,
            set: {
              customerId: sql`coalesce(${event.customerId}, ${billingAccounts.customerId})`,
              ...(event.plan
                ? { plan: event.plan, subscriptionId: event.subscriptionId, status: 'active', cancelAtPeriodEnd: false }
                : {}),
              extraCharts: sql`${billingAccounts.extraCharts} + ${event.extraCharts}`,
              updatedAt: new Date(),
            },
          });
        if (event.plan) {
          await tx.update(userProfiles).set({ tier: event.plan }).where(eq(userProfiles.id, event.userId));
        }
        if (event.checkoutId) {
          await tx
            .update(billingCheckouts)
            .set({ status: 'completed', completedAt: new Date(), subscriptionId: event.subscriptionId })
            .where(and(eq(billingCheckouts.id, event.checkoutId), eq(billingCheckouts.userId, event.userId)));
        }
      } else if (event.kind === 'subscription-changed') {
        const [account] = await tx
          .select()
          .from(billingAccounts)
          .where(eq(billingAccounts.subscriptionId, event.subscriptionId));
        if (!account) {
          // Not the plan subscription: an extra-chart subscription; when it ends, its charts go.
          const [checkout] = await tx
            .select()
            .from(billingCheckouts)
            .where(
              and(eq(billingCheckouts.subscriptionId, event.subscriptionId), eq(billingCheckouts.status, 'completed')),
            );
          if (checkout && event.ended && checkout.extraCharts > 0) {
            await tx
              .update(billingAccounts)
              .set({
                extraCharts: sql`greatest(0, ${billingAccounts.extraCharts} - ${checkout.extraCharts})`,
                updatedAt: new Date(),
              })
              .where(eq(billingAccounts.userId, checkout.userId));
            await tx.update(billingCheckouts).set({ status: 'expired' }).where(eq(billingCheckouts.id, checkout.id));
          }
          return true;
        }
        await tx
          .update(billingAccounts)
          .set({
            status: event.status,
            cancelAtPeriodEnd: event.cancelAtPeriodEnd,
            currentPeriodEnd: event.currentPeriodEnd,
            ...(event.ended ? { plan: 'free' as const, subscriptionId: null, extraCharts: 0 } : {}),
            updatedAt: new Date(),
          })
          .where(eq(billingAccounts.userId, account.userId));
        if (event.ended) {
          await tx.update(userProfiles).set({ tier: 'free' }).where(eq(userProfiles.id, account.userId));
          const extras = await tx
            .update(billingCheckouts)
            .set({ status: 'expired' })
            .where(extraChartCheckoutsOf(account.userId))
            .returning({ subscriptionId: billingCheckouts.subscriptionId });
          orphaned = extras.map((e) => e.subscriptionId).filter((id): id is string => id !== null);
        }
      }
      return true;
    });
    if (replaced) {
      try {
        await this.provider.cancelNow(replaced);
      } catch (error) {
        // The new plan is in force; the old subscription must still be ended by hand (logged for the operator).
        this.logger.error({ err: error, subscriptionId: replaced }, 'Could not end the replaced plan subscription');
      }
    }
    for (const subscriptionId of orphaned) {
      try {
        await this.provider.cancelNow(subscriptionId);
      } catch (error) {
        // The charts are gone from the account; the provider may still bill them until ended by hand.
        this.logger.error({ err: error, subscriptionId }, 'Could not end an extra-chart subscription with its plan');
      }
    }
    return applied;
  }

  /** The provider that checkouts and applied events are recorded under; without one, nothing can be bought. */
  private storedProvider(): 'test' | 'stripe' {
    const { kind } = this.provider;
    if (kind === 'none') throw paymentsNotConfigured();
    return kind;
  }

  private async account(userId: string) {
    const [row] = await this.db.orm.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
    return row ?? null;
  }

  async portalUrl(userId: string): Promise<string> {
    const account = await this.account(userId);
    if (!account?.customerId) throw noSubscription();
    return this.provider.portalUrl(account.customerId, `${this.baseUrl}/upgrade`);
  }

  async invoices(userId: string): Promise<Invoice[]> {
    if (this.provider.kind === 'test') return (await this.testInvoiceRows(userId)).map((r) => r.invoice);
    const account = await this.account(userId);
    if (!account?.customerId) return [];
    return this.provider.invoices(account.customerId);
  }

  /** Test mode bills nothing, but each completed test checkout has its (labelled) invoice, newest first. */
  private async testInvoiceRows(userId: string) {
    const rows = await this.db.orm
      .select()
      .from(billingCheckouts)
      // Paid once, so invoiced, even when the subscription has ended since (status 'expired').
      .where(and(eq(billingCheckouts.userId, userId), isNotNull(billingCheckouts.completedAt)))
      .orderBy(desc(billingCheckouts.completedAt));
    return rows.map((row) => {
      const at = row.completedAt ?? row.createdAt;
      const invoice: Invoice = {
        id: row.id,
        number: `TEST-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${row.id.slice(4, 10).toUpperCase()}`,
        amountPaidCents: checkoutPriceCents(row),
        currency: 'usd',
        status: 'paid',
        createdAt: at.toISOString(),
        url: `/api/billing/invoices/${row.id}/document`,
        pdfUrl: null,
      };
      return { invoice, row };
    });
  }

  /** The test-mode invoice as a small HTML document (clearly marked: no money was taken). */
  async testInvoiceDocument(
    user: { id: string; email: string; name?: string | null },
    invoiceId: string,
  ): Promise<{ filename: string; html: string }> {
    if (this.provider.kind !== 'test') throw new HttpError(404, errorCodes.notFound, 'Invoice not found.');
    const found = (await this.testInvoiceRows(user.id)).find((r) => r.invoice.id === invoiceId);
    if (!found) throw new HttpError(404, errorCodes.notFound, 'Invoice not found.');
    const { invoice, row } = found;
    return { filename: `stellara-invoice-${invoice.number}.html`, html: invoiceHtml(invoice, row, user) };
  }

  /** Before an account is deleted: its paid subscriptions end now, so nothing is charged afterwards. */
  async endAllSubscriptions(userId: string): Promise<void> {
    const account = await this.account(userId);
    const checkouts = await this.db.orm
      .select({ subscriptionId: billingCheckouts.subscriptionId })
      .from(billingCheckouts)
      .where(and(eq(billingCheckouts.userId, userId), eq(billingCheckouts.status, 'completed')));
    const ids = new Set(
      [account?.subscriptionId, ...checkouts.map((c) => c.subscriptionId)].filter(Boolean) as string[],
    );
    for (const id of ids) await this.provider.cancelNow(id);
  }

  /**
   * "Cancel Subscription": the plan ends at the end of the paid period, and the member's extra charts (their own
   * subscriptions, useless without the plan) are set to end at the same moment. The plan comes first: when it cannot
   * be cancelled nothing is. An extra chart that cannot be cancelled does not undo the plan's cancellation: the
   * answer says so, the admin log records it, and the plan's end still ends it (see `apply`).
   */
  async cancel(userId: string): Promise<BillingStatus> {
    const account = await this.account(userId);
    if (!account?.subscriptionId) throw noSubscription();
    const { currentPeriodEnd } = await this.provider.cancelAtPeriodEnd(account.subscriptionId);
    await this.db.orm
      .update(billingAccounts)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd, updatedAt: new Date() })
      .where(eq(billingAccounts.userId, userId));
    const extras = await this.db.orm
      .select({ subscriptionId: billingCheckouts.subscriptionId })
      .from(billingCheckouts)
      .where(extraChartCheckoutsOf(userId));
    let failed = 0;
    for (const { subscriptionId } of extras) {
      if (!subscriptionId) continue;
      try {
        if (currentPeriodEnd) await this.provider.cancelAt(subscriptionId, currentPeriodEnd);
        else await this.provider.cancelAtPeriodEnd(subscriptionId);
      } catch (error) {
        failed += 1;
        this.logger.error(
          { err: error, userId, subscriptionId },
          'Could not cancel an extra-chart subscription with its plan',
        );
      }
    }
    const [profile] = await this.db.orm
      .select({ tier: userProfiles.tier })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    const status = await this.status(userId, profile?.tier ?? 'free');
    if (!failed) return status;
    return { ...status, warning: billingMessages.extraChartsNotCancelled };
  }
}
