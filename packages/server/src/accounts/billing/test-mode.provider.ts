// The built-in test-mode provider: no payment service, no money. Its checkout page (clearly labelled)
// completes the same fulfilment a real provider's webhook does, so upgrades can be tried end to end.
import type { CheckoutRequest, Invoice, PaymentProvider } from './payment.port.ts';
import { WebhookSignatureError } from './payment.port.ts';

export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    return { url: `/api/billing/test-checkout/${encodeURIComponent(request.checkoutId)}` };
  }

  async portalUrl(): Promise<string> {
    // Nothing to update in test mode: a labelled page says so and leads back.
    return '/api/billing/test-portal';
  }

  async invoices(): Promise<Invoice[]> {
    return [];
  }

  async cancelAtPeriodEnd(): Promise<{ currentPeriodEnd: Date | null }> {
    return { currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) };
  }

  // Test mode has nothing to bill: the service ends cancelled subscriptions itself (endDueTestSubscriptions).
  async cancelAt(): Promise<void> {}

  async cancelNow(): Promise<void> {}

  parseWebhook(): never {
    throw new WebhookSignatureError('Test mode has no webhooks.');
  }
}
