// The PaymentProvider port: what upgrades and billing need from a payment service.
import type { PaidPlan } from '@stellara/contract';

export interface CheckoutRequest {
  checkoutId: string;
  userId: string;
  email: string;
  /** A plan subscription, or a number of extra charts ($10/month each). */
  plan?: PaidPlan | undefined;
  extraCharts?: number | undefined;
  customerId?: string | null | undefined;
  successUrl: string;
  cancelUrl: string;
}

export interface Invoice {
  id: string;
  number: string | null;
  amountPaidCents: number;
  currency: string;
  status: string | null;
  createdAt: string;
  /** Where the member can view or download it. */
  url: string | null;
  pdfUrl: string | null;
}

/** A provider event, reduced to what changes a member's plan. */
export type BillingEvent =
  | {
      id: string;
      kind: 'checkout-completed';
      checkoutId: string | null;
      userId: string;
      plan: PaidPlan | null;
      extraCharts: number;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | {
      id: string;
      kind: 'subscription-changed';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string;
      status: string;
      /** True when the subscription has ended (the member goes back to free). */
      ended: boolean;
      cancelAtPeriodEnd: boolean;
      currentPeriodEnd: Date | null;
    }
  | { id: string; kind: 'ignored'; type: string };

export interface PaymentProvider {
  /** 'none': no payment service and no test mode (production without Stripe keys): nothing can be bought. */
  readonly kind: 'test' | 'stripe' | 'none';
  /** Starts a checkout; the member is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** "Update Payment Method": the provider's customer portal. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** "Download Invoices". */
  invoices(customerId: string): Promise<Invoice[]>;
  /** "Cancel Subscription": at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: Date | null }>;
  /** Cancels a subscription at a given moment (extra charts end when the cancelled plan does). */
  cancelAt(subscriptionId: string, at: Date): Promise<void>;
  /** Ends a subscription now (account deletion, the plan's end); one that has already ended stays so. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Verifies a webhook's signature (and age) and reads it; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {}
