// Upgrades and billing over the PaymentProvider port. Fulfilment is one code path for the test-mode
// checkout and for provider webhooks; webhook events are applied once (event id kept), replays ignored.
import { randomBytes } from 'node:crypto';
import { type BillingStatus, errorCodes, type MemberPlan, type PaidPlan } from '@stellara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { billingAccounts, billingCheckouts, billingEvents, userProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../logging/logger.ts';
import { type BillingEvent, type Invoice, type PaymentProvider, WebhookSignatureError } from './payment.port.ts';
import { StripePaymentProvider, stripeClient } from './stripe.provider.ts';
import { TestModePaymentProvider } from './test-mode.provider.ts';

export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentProvider(
      stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE),
      config.STRIPE_WEBHOOK_SECRET,
    );
  }
  return new TestModePaymentProvider();
}

const noSubscription = () => new HttpError(409, 'NO_SUBSCRIPTION', 'There is no paid subscription on this account.');

export class BillingService {
  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    private readonly logger: Logger,
    private readonly baseUrl: string,
  ) {}

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
  ): Promise<{ url: string; checkoutId: string; testMode: boolean }> {
    const checkoutId = `chk_${randomBytes(16).toString('hex')}`;
    const [account] = await this.db.orm.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
    await this.db.orm.insert(billingCheckouts).values({
      id: checkoutId,
      userId: user.id,
      provider: this.provider.kind,
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
      subscriptionId: row.plan ? `test_sub_${checkoutId}` : null,
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

  /** Applies an event unless it was applied before (returns false for a replay). */
  async apply(event: BillingEvent): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const userId = event.kind === 'ignored' ? null : event.userId;
      const fresh = await tx
        .insert(billingEvents)
        .values({ id: event.id, provider: this.provider.kind, type: event.kind, userId })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!fresh.length) return false;
      if (event.kind === 'checkout-completed') {
        const [profile] = await tx
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(eq(userProfiles.id, event.userId));
        if (!profile) return true;
        await tx
          .insert(billingAccounts)
          .values({
            userId: event.userId,
            provider: this.provider.kind,
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
            ...(event.ended ? { plan: 'free' as const, subscriptionId: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(billingAccounts.userId, account.userId));
        if (event.ended) await tx.update(userProfiles).set({ tier: 'free' }).where(eq(userProfiles.id, account.userId));
      }
      return true;
    });
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
    const account = await this.account(userId);
    if (!account?.customerId) return [];
    return this.provider.invoices(account.customerId);
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

  async cancel(userId: string): Promise<BillingStatus> {
    const account = await this.account(userId);
    if (!account?.subscriptionId) throw noSubscription();
    const { currentPeriodEnd } = await this.provider.cancelAtPeriodEnd(account.subscriptionId);
    await this.db.orm
      .update(billingAccounts)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd, updatedAt: new Date() })
      .where(eq(billingAccounts.userId, userId));
    const [profile] = await this.db.orm
      .select({ tier: userProfiles.tier })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    return this.status(userId, profile?.tier ?? 'free');
  }
}
