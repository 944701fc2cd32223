// A server without a payment provider (no Stripe keys, BILLING_TEST_MODE=false, as production is by default):
// the plans page says payments are not configured and offers no upgrade, and the API refuses a checkout.
import { billingMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';
import { verificationLinkFor } from './harness/members.ts';
import { type AppServer, startAppServer } from './harness/server.ts';

describe('payments not configured', () => {
  let server: AppServer;
  let session: Session | undefined;

  beforeAll(async () => {
    server = await startAppServer('sample', { BILLING_TEST_MODE: 'false' });
  }, 300_000);

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  test('a free member sees why there is no Upgrade Now, and a checkout is refused', async () => {
    session = await openSession('desktop', { baseURL: server.baseURL });
    const { page } = session;
    await page.goto('/');
    const email = `nopay.${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: server.baseURL },
      data: { name: 'Nopay', email, password: 'stardust42', callbackURL: '/' },
    });
    expect(signUp.status()).toBe(200);
    await expect.poll(() => verificationLinkFor(email, server.logPath), { timeout: 30_000 }).toBeTruthy();
    await page.goto(verificationLinkFor(email, server.logPath) as string);
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Free Member');

    await page.goto('/upgrade');
    const notice = page.getByTestId('payments-not-configured');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(billingMessages.notConfigured);
    expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    await screenshot(page, 'payments-off-plans');

    const checkout = await page.request.post('/api/billing/checkout', {
      headers: { origin: server.baseURL },
      data: { plan: 'plus' },
    });
    expect(checkout.status()).toBe(503);
    expect((await checkout.json()).error.message).toBe(billingMessages.notConfigured);
    expect(session.errors).toEqual([]);
  }, 180_000);
});
