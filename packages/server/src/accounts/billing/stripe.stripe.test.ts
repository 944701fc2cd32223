// The Stripe adapter's API calls against stripe-mock (Stripe's OpenAPI-driven mock): each request must be
// one the real API accepts, and each answer is read through the SDK's types.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { billingAccounts, billingCheckouts } from '../../db/schema/index.ts';
import type { RunningServer } from '../../server.ts';
import { signedInMember } from '../../test-support/accounts.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import { StripePaymentProvider, stripeClient } from './stripe.provider.ts';

const secret = 'whsec_stellara_stripe_mock';
let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_BASE: inject('stripeMockUrl'),
  });
});
afterAll(async () => {
  await server?.close();
});

describe('Stripe adapter against stripe-mock', () => {
  test('the provider in use is Stripe', () => {
    expect(server.ctx.accounts.billing.provider.kind).toBe('stripe');
  });

  test('checkout for a plan and for extra charts returns a Stripe Checkout URL', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const plan = await browser.post('/api/billing/checkout', { plan: 'pro' });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().testMode).toBe(false);
    expect(plan.json().url).toMatch(/^https:\/\//);
    const extra = await browser.post('/api/billing/checkout', { extraCharts: 2 });
    expect(extra.statusCode).toBe(200);
    expect(extra.json().url).toMatch(/^https:\/\//);
  });

  test('portal, invoices and cancel at period end for a subscribed member', async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    // stripe-mock accepts any well-formed ids and answers with fixtures.
    await server.ctx.db.orm.insert(billingAccounts).values({
      userId,
      provider: 'stripe',
      customerId: 'cus_mock',
      subscriptionId: 'sub_mock',
      plan: 'plus',
      status: 'active',
    });
    const portal = await browser.post('/api/billing/portal', {});
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\//);
    const invoices = await browser.get('/api/billing/invoices');
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json().invoices.length).toBeGreaterThan(0);
    expect(invoices.json().invoices[0]).toMatchObject({
      id: expect.stringMatching(/^in_/),
      currency: expect.any(String),
    });
    const cancel = await browser.post('/api/billing/cancel', {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ provider: 'stripe', cancelAtPeriodEnd: true });
  });

  test('deleting the account ends its subscription at Stripe first', async () => {
    const { browser, userId, email } = await signedInMember(server, 'pro');
    await server.ctx.db.orm.insert(billingAccounts).values({
      userId,
      provider: 'stripe',
      customerId: 'cus_mock',
      subscriptionId: 'sub_to_end',
      plan: 'pro',
      status: 'active',
    });
    const cancelNow = vi.spyOn(server.ctx.accounts.billing.provider, 'cancelNow');
    const r = await browser.delete('/api/account', { confirm: email });
    expect(r.statusCode).toBe(200);
    expect(cancelNow).toHaveBeenCalledWith('sub_to_end');
    await expect(cancelNow.mock.results[0]!.value).resolves.toBeUndefined();
    const { rows } = await server.ctx.db.sql.query('SELECT 1 FROM billing_accounts WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(0);
  });

  test('Plus -> Pro: the checkout webhook makes the member Pro and ends the Plus subscription at Stripe', async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    await server.ctx.db.orm.insert(billingAccounts).values({
      userId,
      provider: 'stripe',
      customerId: 'cus_mock',
      subscriptionId: 'sub_old_plus',
      plan: 'plus',
      status: 'active',
    });
    const cancelNow = vi.spyOn(server.ctx.accounts.billing.provider, 'cancelNow');
    cancelNow.mockClear();
    const payload = JSON.stringify({
      id: `evt_upgrade_${userId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_upgrade',
          object: 'checkout.session',
          client_reference_id: userId,
          customer: 'cus_mock',
          subscription: 'sub_new_pro',
          metadata: { userId, plan: 'pro', extraCharts: '0', checkoutId: '' },
        },
      },
    });
    const header = new Stripe('sk_test_123').webhooks.generateTestHeaderString({ payload, secret });
    const hook = await server.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(hook.json()).toEqual({ applied: true, kind: 'checkout-completed' });
    expect((await browser.get('/api/me')).json().plan).toBe('pro');
    expect(cancelNow).toHaveBeenCalledTimes(1);
    expect(cancelNow).toHaveBeenCalledWith('sub_old_plus');
    await expect(cancelNow.mock.results[0]!.value).resolves.toBeUndefined();
    const { rows } = await server.ctx.db.sql.query<{ subscription_id: string }>(
      'SELECT subscription_id FROM billing_accounts WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.subscription_id).toBe('sub_new_pro');
  });

  test('cancelling the plan sets its extra chart to end at the same moment; the plan ending ends it now', async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    await server.ctx.db.orm.insert(billingAccounts).values({
      userId,
      provider: 'stripe',
      customerId: 'cus_mock',
      subscriptionId: `sub_plan_${userId}`,
      plan: 'plus',
      extraCharts: 1,
      status: 'active',
    });
    // What startCheckout and the extra chart's checkout webhook leave behind.
    await server.ctx.db.orm.insert(billingCheckouts).values({
      id: `chk_extra_${userId}`,
      userId,
      provider: 'stripe',
      extraCharts: 1,
      subscriptionId: `sub_extra_${userId}`,
      status: 'completed',
      completedAt: new Date(),
    });
    const provider = server.ctx.accounts.billing.provider;
    const cancelAt = vi.spyOn(provider, 'cancelAt');
    const cancelNow = vi.spyOn(provider, 'cancelNow');
    cancelAt.mockClear();
    cancelNow.mockClear();
    const cancel = await browser.post('/api/billing/cancel', {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ cancelAtPeriodEnd: true, extraCharts: 1 });
    expect(cancel.json()).not.toHaveProperty('warning');
    const periodEnd = cancel.json().currentPeriodEnd;
    expect(periodEnd).toBeTruthy();
    expect(cancelAt).toHaveBeenCalledExactlyOnceWith(`sub_extra_${userId}`, new Date(periodEnd));
    // stripe-mock accepted the `cancel_at` update.
    await expect(cancelAt.mock.results[0]!.value).resolves.toBeUndefined();

    // The plan's subscription is deleted (period over, or payment failed to the end): the extra chart ends now.
    const payload = JSON.stringify({
      id: `evt_plan_deleted_${userId}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: `sub_plan_${userId}`,
          object: 'subscription',
          status: 'canceled',
          customer: 'cus_mock',
          cancel_at_period_end: false,
          metadata: { userId },
          items: { object: 'list', data: [] },
        },
      },
    });
    const header = new Stripe('sk_test_123').webhooks.generateTestHeaderString({ payload, secret });
    const hook = await server.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(hook.json()).toEqual({ applied: true, kind: 'subscription-changed' });
    expect(cancelNow).toHaveBeenCalledExactlyOnceWith(`sub_extra_${userId}`);
    await expect(cancelNow.mock.results[0]!.value).resolves.toBeUndefined();
    expect((await browser.get('/api/billing')).json()).toMatchObject({ plan: 'free', extraCharts: 0 });
    expect((await browser.get('/api/me')).json().plan).toBe('free');
  });

  test('a member without a subscription is told so', async () => {
    const { browser } = await signedInMember(server, 'free');
    const r = await browser.post('/api/billing/cancel', {});
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('NO_SUBSCRIPTION');
  });

  test('the adapter talks to the configured API base (stripe-mock), not api.stripe.com', async () => {
    const provider = new StripePaymentProvider(stripeClient('sk_test_123', inject('stripeMockUrl')), secret);
    const invoices = await provider.invoices('cus_direct');
    expect(Array.isArray(invoices)).toBe(true);
  });
});
