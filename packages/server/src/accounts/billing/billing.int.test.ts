// Upgrades: the built-in test-mode checkout, and Stripe webhooks signed with the SDK's own test helper.
import { billingMessages } from '@stellara/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { signedInMember, TestBrowser } from '../../test-support/accounts.ts';
import { createTestServer } from '../../test-support/test-server.ts';

describe('test-mode checkout (no payment keys)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('free -> plus through the labelled test checkout page; extra charts; cancel at period end', async () => {
    const { browser } = await signedInMember(server, 'free');
    expect((await browser.get('/api/billing')).json()).toMatchObject({
      provider: 'test',
      testMode: true,
      plan: 'free',
    });
    const bad = await browser.post('/api/billing/checkout', { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('plan');
    expect((await browser.post('/api/billing/checkout', { extraCharts: 1 })).statusCode).toBe(403);

    const start = await browser.post('/api/billing/checkout', { plan: 'plus' });
    expect(start.statusCode).toBe(200);
    const { url, testMode } = start.json();
    expect(testMode).toBe(true);
    const page = await browser.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$25/month');
    // A browser sends the form's POST with its origin (the CSRF check needs it), not `Origin: null`.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // Another member cannot see or complete it.
    const other = await signedInMember(server, 'free');
    expect((await other.browser.get(url)).statusCode).toBe(404);
    expect((await other.browser.post(`${url}/complete`, {})).statusCode).toBe(404);

    // The page's form posts an ordinary form; the member lands back on /upgrade.
    const done = await browser.request('POST', `${url}/complete`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/upgrade?checkout=success');
    expect((await browser.get('/api/me')).json().plan).toBe('plus');
    expect((await browser.get('/api/folders')).statusCode).toBe(200);
    // Completing twice changes nothing.
    await browser.post(`${url}/complete`, {});

    const extra = (await browser.post('/api/billing/checkout', { extraCharts: 2 })).json();
    await browser.post(`${extra.url}/complete`, {});
    expect((await browser.get('/api/charts')).json()).toMatchObject({ limit: 3, extraCharts: 2 });

    const cancelled = await browser.post('/api/billing/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'plus', cancelAtPeriodEnd: true });
    expect(cancelled.json().currentPeriodEnd).toBeTruthy();
    // Each completed test checkout has its invoice, newest first: the extra charts ($20), then Plus ($25).
    const invoices = (await browser.get('/api/billing/invoices')).json().invoices;
    expect(invoices.map((i: { amountPaidCents: number }) => i.amountPaidCents)).toEqual([2000, 2500]);
  });

  test('test-mode invoices: one per completed checkout, downloadable by their member only; labelled portal', async () => {
    const { browser } = await signedInMember(server, 'free');
    expect((await browser.get('/api/billing/invoices')).json()).toEqual({ invoices: [] });
    // An open (not completed) checkout has no invoice.
    const open = (await browser.post('/api/billing/checkout', { plan: 'pro' })).json();
    expect((await browser.get('/api/billing/invoices')).json().invoices).toHaveLength(0);
    const plus = (await browser.post('/api/billing/checkout', { plan: 'plus' })).json();
    await browser.post(`${plus.url}/complete`, {});
    const invoices = (await browser.get('/api/billing/invoices')).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: plus.checkoutId,
      number: expect.stringMatching(/^TEST-\d{8}-[0-9A-F]{6}$/),
      amountPaidCents: 2500,
      currency: 'usd',
      status: 'paid',
      url: `/api/billing/invoices/${plus.checkoutId}/document`,
    });

    // Plus -> Pro: the member is on Pro, with a second invoice listed first.
    await browser.post(`${open.url}/complete`, {});
    expect((await browser.get('/api/me')).json().plan).toBe('pro');
    const both = (await browser.get('/api/billing/invoices')).json().invoices;
    expect(both.map((i: { amountPaidCents: number }) => i.amountPaidCents)).toEqual([4500, 2500]);

    const doc = await browser.get(invoices[0].url);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toMatch(/text\/html/);
    expect(doc.headers['content-disposition']).toBe(
      `attachment; filename="stellara-invoice-${invoices[0].number}.html"`,
    );
    expect(doc.body).toContain('TEST MODE');
    expect(doc.body).toContain('Stellara Plus, one month');
    expect(doc.body).toContain('$25.00');
    const other = await signedInMember(server, 'free');
    expect((await other.browser.get(invoices[0].url)).statusCode).toBe(404);
    expect((await browser.get('/api/billing/invoices/chk_nope/document')).statusCode).toBe(404);
    expect((await new TestBrowser(server.app).get(invoices[0].url)).statusCode).toBe(401);

    // Update Payment Method in test mode: a labelled page, no card.
    const portal = await browser.post('/api/billing/portal', {});
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toBe('/api/billing/test-portal');
    const page = await browser.get(portal.json().url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Stellara Pro');
  });

  test('a cancelled test subscription ends when its period is over: back to Free, once', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    const start = (await browser.post('/api/billing/checkout', { plan: 'plus' })).json();
    await browser.post(`${start.url}/complete`, {});
    expect((await browser.get('/api/me')).json().plan).toBe('plus');
    const billing = server.ctx.accounts.billing;
    // Not cancelled: nothing ends, whatever the date (other members' due subscriptions may end here).
    await billing.endDueTestSubscriptions(new Date(Date.now() + 400 * 86_400_000));
    expect((await browser.get('/api/me')).json().plan).toBe('plus');
    const cancelled = (await browser.post('/api/billing/cancel', {})).json();
    const periodEnd = new Date(cancelled.currentPeriodEnd);
    // Cancelled, period still running: Plus stays.
    await billing.endDueTestSubscriptions(new Date(periodEnd.getTime() - 1000));
    expect((await browser.get('/api/me')).json().plan).toBe('plus');
    // The period is over: Free, and the billing status says so.
    expect(await billing.endDueTestSubscriptions(new Date(periodEnd.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await browser.get('/api/me')).json().plan).toBe('free');
    expect((await browser.get('/api/billing')).json()).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await browser.get('/api/folders')).statusCode).toBe(403);
    // Once ended there is nothing left to end.
    expect(await billing.endDueTestSubscriptions(new Date(periodEnd.getTime() + 1000))).toBe(0);
    const { rows } = await server.ctx.db.sql.query<{ plan: string; subscription_id: string | null }>(
      'SELECT plan, subscription_id FROM billing_accounts WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({ plan: 'free', subscription_id: null });
  });

  test('cancelling the plan cancels its extra chart on the same date; the end of the plan ends both', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    const plus = (await browser.post('/api/billing/checkout', { plan: 'plus' })).json();
    await browser.post(`${plus.url}/complete`, {});
    const extra = (await browser.post('/api/billing/checkout', { extraCharts: 1 })).json();
    await browser.post(`${extra.url}/complete`, {});
    const billing = server.ctx.accounts.billing;
    const cancelAt = vi.spyOn(billing.provider, 'cancelAt');
    const cancelAtPeriodEnd = vi.spyOn(billing.provider, 'cancelAtPeriodEnd');
    const cancelNow = vi.spyOn(billing.provider, 'cancelNow');
    try {
      const cancelled = await browser.post('/api/billing/cancel', {});
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ plan: 'plus', extraCharts: 1, cancelAtPeriodEnd: true });
      expect(cancelled.json()).not.toHaveProperty('warning');
      const periodEnd = new Date(cancelled.json().currentPeriodEnd);
      expect(cancelAtPeriodEnd).toHaveBeenCalledExactlyOnceWith(`test_sub_${plus.checkoutId}`);
      // The extra chart ends at the very moment the plan does, not at its own period's end.
      expect(cancelAt).toHaveBeenCalledExactlyOnceWith(`test_sub_${extra.checkoutId}`, periodEnd);

      await billing.endDueTestSubscriptions(new Date(periodEnd.getTime() + 1000));
      expect((await browser.get('/api/billing')).json()).toMatchObject({ plan: 'free', extraCharts: 0 });
      expect(cancelNow).toHaveBeenCalledWith(`test_sub_${extra.checkoutId}`);
      const { rows } = await server.ctx.db.sql.query<{ id: string; status: string }>(
        'SELECT id, status FROM billing_checkouts WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      expect(rows.find((r) => r.id === extra.checkoutId)?.status).toBe('expired');
      // What was paid stays invoiced after the subscriptions end.
      const invoices = (await browser.get('/api/billing/invoices')).json().invoices;
      expect(invoices.map((i: { id: string }) => i.id)).toEqual([extra.checkoutId, plus.checkoutId]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  test('an extra chart that cannot be cancelled: the plan is still cancelled, the answer and the admin log say so', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    const pro = (await browser.post('/api/billing/checkout', { plan: 'pro' })).json();
    await browser.post(`${pro.url}/complete`, {});
    const extra = (await browser.post('/api/billing/checkout', { extraCharts: 2 })).json();
    await browser.post(`${extra.url}/complete`, {});
    const billing = server.ctx.accounts.billing;
    vi.spyOn(billing.provider, 'cancelAt').mockRejectedValueOnce(new Error('provider unreachable'));
    try {
      const cancelled = await browser.post('/api/billing/cancel', {});
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        plan: 'pro',
        extraCharts: 2,
        cancelAtPeriodEnd: true,
        warning: billingMessages.extraChartsNotCancelled,
      });
      // A later status is the account's, without the one-off warning.
      expect((await browser.get('/api/billing')).json()).not.toHaveProperty('warning');
    } finally {
      vi.restoreAllMocks();
    }
    await server.flushLogs();
    const { rows } = await server.ctx.db.sql.query<{ message: string; context: string }>(
      `SELECT message, context::text AS context FROM system_logs WHERE level = 'error' AND context::text LIKE $1`,
      [`%test_sub_${extra.checkoutId}%`],
    );
    expect(rows.map((r) => r.message)).toEqual(['Could not cancel an extra-chart subscription with its plan']);
    expect(rows[0]!.context).toContain(userId);
  });

  test('billing needs an account; the Stripe webhook is not there without Stripe', async () => {
    const anonymous = new TestBrowser(server.app);
    expect((await anonymous.post('/api/billing/checkout', { plan: 'pro' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/billing')).statusCode).toBe(401);
    const hook = await server.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});

describe('Stripe webhooks (signed by the SDK test helper)', () => {
  const secret = 'whsec_test_secret_for_stellara';
  const stripe = new Stripe('sk_test_dummy');
  let server: RunningServer;
  beforeAll(async () => {
    // The API base points nowhere: webhooks must not need to call Stripe.
    server = await createTestServer({
      STRIPE_SECRET_KEY: 'sk_test_dummy',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  function send(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? secret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return server.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  }

  const checkoutCompleted = (id: string, userId: string, plan: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        client_reference_id: userId,
        customer: 'cus_123',
        subscription: `sub_${id}`,
        metadata: { userId, plan, extraCharts: '0', checkoutId: '' },
      },
    },
  });

  test('checkout.session.completed upgrades once; a replay is recognised; bad signatures are refused', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    const event = checkoutCompleted('evt_1', userId, 'pro');

    const forged = await send(event, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');
    const stale = await send(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await browser.get('/api/me')).json().plan).toBe('free');

    const first = await send(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ applied: true, kind: 'checkout-completed' });
    expect((await browser.get('/api/me')).json().plan).toBe('pro');

    // Downgraded by hand, then the same event again: it must not upgrade a second time.
    await server.ctx.db.sql.query(`UPDATE user_profiles SET tier = 'free' WHERE id = $1`, [userId]);
    const replay = await send(event);
    expect(replay.json()).toEqual({ applied: false, kind: 'checkout-completed' });
    expect((await browser.get('/api/me')).json().plan).toBe('free');
  });

  test('subscription updated (cancel at period end) and deleted (back to free)', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    await send(checkoutCompleted('evt_2', userId, 'plus'));
    expect((await browser.get('/api/me')).json().plan).toBe('plus');
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86400;
    const subscription = (status: string, cancel: boolean) => ({
      id: 'sub_evt_2',
      object: 'subscription',
      status,
      customer: 'cus_123',
      cancel_at_period_end: cancel,
      metadata: { userId },
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: periodEnd }] },
    });
    const updated = await send({
      id: 'evt_3',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: subscription('active', true) },
    });
    expect(updated.statusCode).toBe(200);
    const billing = (await browser.get('/api/billing')).json();
    expect(billing).toMatchObject({ provider: 'stripe', plan: 'plus', cancelAtPeriodEnd: true, status: 'active' });
    expect(new Date(billing.currentPeriodEnd).getTime()).toBe(periodEnd * 1000);
    await send({
      id: 'evt_4',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: subscription('canceled', false) },
    });
    expect((await browser.get('/api/me')).json().plan).toBe('free');
    // An extra-chart subscription: bought (+2), then ended (-2). The checkout row is what startCheckout writes.
    await server.ctx.db.sql.query(
      `INSERT INTO billing_checkouts (id, user_id, provider, extra_charts) VALUES ('chk_extra', $1, 'stripe', 2)`,
      [userId],
    );
    await send({
      id: 'evt_6',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_extra',
          object: 'checkout.session',
          customer: 'cus_123',
          subscription: 'sub_extra',
          metadata: { userId, plan: '', extraCharts: '2', checkoutId: 'chk_extra' },
        },
      },
    });
    expect((await browser.get('/api/billing')).json().extraCharts).toBe(2);
    await send({
      id: 'evt_7',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...subscription('canceled', false), id: 'sub_extra' } },
    });
    expect((await browser.get('/api/billing')).json().extraCharts).toBe(0);
    // Unknown event types are acknowledged and ignored.
    const other = await send({ id: 'evt_5', object: 'event', type: 'invoice.paid', data: { object: {} } });
    expect(other.json()).toEqual({ applied: true, kind: 'ignored' });
  });
});
