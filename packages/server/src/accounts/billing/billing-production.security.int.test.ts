// In production without a payment provider, the test-mode checkout must not upgrade anyone for free.
// Only BILLING_TEST_MODE=true turns it on there, and the start then says so in the log.
import { billingMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { signedInMember } from '../../test-support/accounts.ts';
import { createTestServer } from '../../test-support/test-server.ts';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'production-test-secret-0123456789abcdef' };
const notConfigured = { error: { code: 'SERVICE_UNAVAILABLE', message: billingMessages.notConfigured } };

async function warnings(server: RunningServer): Promise<string[]> {
  await server.flushLogs();
  const { rows } = await server.ctx.db.sql.query<{ message: string }>(
    `SELECT message FROM system_logs WHERE level = 'warning' ORDER BY id`,
  );
  return rows.map((r) => r.message);
}

describe('production without Stripe keys', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer(production);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('billing says there is no provider; checkout answers the clear 503 and test-checkout cannot upgrade', async () => {
    expect(server.ctx.accounts.billing.provider.kind).toBe('none');
    const { browser, userId } = await signedInMember(server, 'free');
    expect((await browser.get('/api/billing')).json()).toMatchObject({ provider: 'none', testMode: false });

    for (const body of [{ plan: 'pro' }, { plan: 'plus' }, { extraCharts: 20 }]) {
      const checkout = await browser.post('/api/billing/checkout', body);
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json()).toEqual(notConfigured);
    }
    // Not even a checkout of an earlier test mode (a row left in the database) can be completed.
    const { rows } = await server.ctx.db.sql.query<{ id: string }>(
      `INSERT INTO billing_checkouts (id, user_id, provider, plan, extra_charts) VALUES ($1, $2, 'test', 'pro', 20)
       RETURNING id`,
      [`chk_${'0'.repeat(32)}`, userId],
    );
    const url = `/api/billing/test-checkout/${rows[0]!.id}`;
    const page = await browser.get(url);
    expect(page.statusCode).toBe(503);
    expect(page.body).not.toContain('TEST MODE');
    const json = await browser.post(`${url}/complete`, {});
    expect(json.statusCode).toBe(503);
    expect(json.json()).toEqual(notConfigured);
    const form = await browser.request('POST', `${url}/complete`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(503);
    expect((await browser.get('/api/me')).json().plan).toBe('free');
    const account = await server.ctx.db.sql.query('SELECT 1 FROM billing_accounts WHERE user_id = $1', [userId]);
    expect(account.rows).toEqual([]);
    expect((await browser.get('/api/billing')).json()).toMatchObject({ plan: 'free', extraCharts: 0 });
  });

  test('the start logs that payments are not configured', async () => {
    expect(await warnings(server)).toContainEqual(expect.stringMatching(/^Payments are not configured/));
  });
});

describe('production with BILLING_TEST_MODE=true', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer({ ...production, BILLING_TEST_MODE: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the start warns that upgrades cost nothing', async () => {
    expect(await warnings(server)).toContainEqual(expect.stringMatching(/^BILLING_TEST_MODE=true in production/));
  });

  test('the labelled test-mode checkout upgrades, as the operator asked', async () => {
    expect(server.ctx.accounts.billing.provider.kind).toBe('test');
    const { browser } = await signedInMember(server, 'free');
    expect((await browser.get('/api/billing')).json()).toMatchObject({ provider: 'test', testMode: true });
    const start = await browser.post('/api/billing/checkout', { plan: 'pro' });
    expect(start.statusCode).toBe(200);
    const { url, testMode } = start.json();
    expect(testMode).toBe(true);
    expect((await browser.get(url)).body).toContain('TEST MODE');
    expect((await browser.post(`${url}/complete`, {})).json()).toEqual({ completed: true });
    expect((await browser.get('/api/me')).json().plan).toBe('pro');
  });
});

describe('outside production, BILLING_TEST_MODE=false', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer({ BILLING_TEST_MODE: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('turns the test-mode checkout off too', async () => {
    const { browser } = await signedInMember(server, 'free');
    expect((await browser.get('/api/billing')).json()).toMatchObject({ provider: 'none', testMode: false });
    expect((await browser.post('/api/billing/checkout', { plan: 'plus' })).json()).toEqual(notConfigured);
  });
});
