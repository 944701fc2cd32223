// No payment service and no test mode (production without Stripe keys, BILLING_TEST_MODE not set): nothing can be
// bought. Every way to start or change a payment answers 503 with the contract's "Payments are not configured"; what
// only reads or ends (invoices, ending subscriptions on account deletion) finds nothing to do.
import { billingMessages, errorCodes } from '@stellara/contract';
import { HttpError } from '../../http/errors.ts';
import { type Invoice, type PaymentProvider, WebhookSignatureError } from './payment.port.ts';

export const paymentsNotConfigured = () => new HttpError(503, errorCodes.unavailable, billingMessages.notConfigured);

export class UnconfiguredPaymentProvider implements PaymentProvider {
  readonly kind = 'none' as const;

  async createCheckout(): Promise<{ url: string }> {
    throw paymentsNotConfigured();
  }

  async portalUrl(): Promise<string> {
    throw paymentsNotConfigured();
  }

  async invoices(): Promise<Invoice[]> {
    return [];
  }

  async cancelAtPeriodEnd(): Promise<{ currentPeriodEnd: Date | null }> {
    throw paymentsNotConfigured();
  }

  async cancelAt(): Promise<void> {
    throw paymentsNotConfigured();
  }

  /** Account deletion ends subscriptions first: there is no provider holding any. */
  async cancelNow(): Promise<void> {}

  parseWebhook(): never {
    throw new WebhookSignatureError('No payment provider is configured.');
  }
}
