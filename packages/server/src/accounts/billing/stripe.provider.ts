// Stripe adapter: Checkout (subscriptions), signed webhooks, customer portal, invoices, cancel at period end.
import { extraChartPriceUsdPerMonth, type PaidPlan, paidPlans, planInfo } from '@stellara/contract';
import type Stripe from 'stripe';
import { lazyModule } from '../../lazy-module.ts';
import type { BillingEvent, CheckoutRequest, Invoice, PaymentProvider } from './payment.port.ts';
import { WebhookSignatureError } from './payment.port.ts';

/** Webhooks older than this are refused (replay protection on top of the event-id check). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const loadStripe = lazyModule<typeof Stripe>('stripe');

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const Stripe = loadStripe();
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 1 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  });
}

const asPlan = (v: unknown): PaidPlan | null =>
  typeof v === 'string' && (paidPlans as readonly string[]).includes(v) ? (v as PaidPlan) : null;
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const metadata = {
      userId: request.userId,
      checkoutId: request.checkoutId,
      plan: request.plan ?? '',
      extraCharts: String(request.extraCharts ?? 0),
    };
    const item = request.plan
      ? {
          price_data: {
            currency: 'usd',
            unit_amount: planInfo[request.plan].priceUsdPerMonth * 100,
            recurring: { interval: 'month' as const },
            product_data: { name: `Stellara ${planInfo[request.plan].name}` },
          },
          quantity: 1,
        }
      : {
          price_data: {
            currency: 'usd',
            unit_amount: extraChartPriceUsdPerMonth * 100,
            recurring: { interval: 'month' as const },
            product_data: { name: 'Stellara extra chart' },
          },
          quantity: request.extraCharts ?? 1,
        };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [item],
      client_reference_id: request.userId,
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
      metadata,
      subscription_data: { metadata },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { url: session.url };
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  async invoices(customerId: string): Promise<Invoice[]> {
    const list = await this.stripe.invoices.list({ customer: customerId, limit: 24 });
    return list.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      amountPaidCents: i.amount_paid,
      currency: i.currency,
      status: i.status ?? null,
      createdAt: new Date(i.created * 1000).toISOString(),
      url: i.hosted_invoice_url ?? null,
      pdfUrl: i.invoice_pdf ?? null,
    }));
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date | null }> {
    const sub = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    return { currentPeriodEnd: periodEnd(sub) };
  }

  async cancelAt(subscriptionId: string, at: Date): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at: Math.floor(at.getTime() / 1000) });
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    // An extra chart set to end with its plan may have ended already: Stripe refuses to cancel it twice.
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.data.object;
        const userId = s.metadata?.userId ?? s.client_reference_id;
        if (!userId) return { id: event.id, kind: 'ignored', type: event.type };
        return {
          id: event.id,
          kind: 'checkout-completed',
          checkoutId: s.metadata?.checkoutId ?? null,
          userId,
          plan: asPlan(s.metadata?.plan),
          extraCharts: Number(s.metadata?.extraCharts ?? 0) || 0,
          customerId: idOf(s.customer),
          subscriptionId: idOf(s.subscription),
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        return {
          id: event.id,
          kind: 'subscription-changed',
          userId: sub.metadata?.userId ?? null,
          customerId: idOf(sub.customer),
          subscriptionId: sub.id,
          status: sub.status,
          ended:
            event.type === 'customer.subscription.deleted' ||
            ['canceled', 'unpaid', 'incomplete_expired'].includes(sub.status),
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          currentPeriodEnd: periodEnd(sub),
        };
      }
      default:
        return { id: event.id, kind: 'ignored', type: event.type };
    }
  }
}

/** The period end: on the subscription items in current API versions, on the subscription in older ones. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const fromItem = sub.items?.data?.[0]?.current_period_end;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const seconds = fromItem ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}
