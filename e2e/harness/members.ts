import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { sessionBirthData } from './app.ts';

export type MemberPlanName = 'free' | 'plus' | 'pro';

export interface SignedUpMember {
  name: string;
  email: string;
  password: string;
  plan: MemberPlanName;
}

export interface SignUpMemberOptions {
  name?: string;
  /** Save birth data on the profile (default true; member pages send a member without birth data back to /). */
  birthData?: boolean;
}

/**
 * The newest link of a `kind` of account mail ('verify-email', 'reset-password') the server printed for `email`.
 * Without SMTP the links go to the outbox table and, outside production, to stdout in a line of their own (never
 * through the logger, whose lines reach System Logs): `DEVELOPMENT ONLY (...): <kind> link for <email>: <link>`.
 */
export function mailedLinkFor(kind: string, email: string, serverLogPath = inject('serverLogPath')): string | null {
  return mailedLinksFor(kind, email, serverLogPath).at(-1) ?? null;
}

/** Every link of a `kind` printed for `email`, oldest first (two links made in one second may be equal). */
export function mailedLinksFor(kind: string, email: string, serverLogPath = inject('serverLogPath')): string[] {
  const prefix = `${kind} link for ${email}: `;
  return readFileSync(serverLogPath, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('DEVELOPMENT ONLY') && line.includes(prefix))
    .map((line) => line.slice(line.indexOf(prefix) + prefix.length).trim());
}

/** The newest verification link the server printed for `email` (see mailedLinkFor). */
export function verificationLinkFor(email: string, serverLogPath = inject('serverLogPath')): string | null {
  return mailedLinkFor('verify-email', email, serverLogPath);
}

async function api(page: Page, method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown> {
  const origin = new URL(page.url() === 'about:blank' ? inject('baseURL') : page.url()).origin;
  const response = await page.request.fetch(`${origin}/api${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    data: JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`${method} /api${path} answered ${response.status()}: ${await response.text()}`);
  return response.json().catch(() => null);
}

/**
 * A signed-in member on `plan`, in `page`'s browser context: signs up through the API, follows the
 * verification link the server logged, saves Ada's birth data (London, 12 April 1990, 2:35 PM) on the profile,
 * and for plus or pro completes the test-mode checkout (the same fulfilment a payment webhook does).
 * Ends on / with the member label showing the plan.
 */
export async function signUpMember(
  page: Page,
  plan: MemberPlanName,
  options: SignUpMemberOptions = {},
): Promise<SignedUpMember> {
  const name = options.name ?? 'Ada';
  const email = `${name.toLowerCase().replace(/[^a-z]/g, '') || 'member'}.${plan}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'stardust42';
  if (page.url() === 'about:blank') await page.goto('/');
  await api(page, 'POST', '/auth/sign-up/email', { name, email, password });

  let link: string | null = null;
  for (let i = 0; i < 100 && !link; i++) {
    link = verificationLinkFor(email);
    if (!link) await page.waitForTimeout(100);
  }
  if (!link) throw new Error(`No verification link for ${email} in the server log`);
  // Followed with the context's own requests (they share the page's cookies), without loading the app for it.
  const verified = await page.request.get(link);
  if (!verified.ok()) throw new Error(`The verification link for ${email} answered ${verified.status()}`);

  if (plan !== 'free') {
    const checkout = (await api(page, 'POST', '/billing/checkout', { plan })) as { checkoutId: string };
    await api(page, 'POST', `/billing/test-checkout/${encodeURIComponent(checkout.checkoutId)}/complete`, {});
  }
  if (options.birthData !== false) {
    await api(page, 'PUT', '/profile', { birthData: { ...sessionBirthData, name } });
  }
  await page.goto('/');
  const label = { free: 'Free Member', plus: 'Plus Member', pro: 'Pro Member' }[plan];
  // Attached, not visible: on a phone the sidebar (and its label) is closed.
  await page.getByTestId('member-label').getByText(label, { exact: true }).waitFor({ state: 'attached' });
  return { name, email, password, plan };
}
