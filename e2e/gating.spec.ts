import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { enterBirthData, pathname } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

/**
 * Plan gating (docs/plans.md): for a visitor with session birth data and for members on free,
 * plus and pro, each member page shows its real content or its locked variant, the sidebar carries
 * the right markers, and Settings locks the personalities and the technical level below plus.
 */
type Who = 'visitor' | 'free' | 'plus' | 'pro';
const rank: Record<Who, number> = { visitor: 0, free: 1, plus: 2, pro: 3 };
const memberLabel: Record<Who, string> = {
  visitor: 'Guest User',
  free: 'Free Member',
  plus: 'Plus Member',
  pro: 'Pro Member',
};

/** The sidebar item, its minimum plan, and whether it needs an account. */
const gated = [
  { path: '/profile', item: /Birth Chart Profile/, min: 'free' },
  { path: '/history', item: /Reading History/, min: 'free' },
  { path: '/folders', item: /Chat Folders/, min: 'plus' },
  { path: '/charts', item: /Birth Charts/, min: 'plus' },
  { path: '/transits', item: /Current Transits/, min: 'plus' },
  { path: '/compatibility', item: /Compatibility/, min: 'pro' },
] as const;

/** Every link on the page that offers an upgrade goes to /upgrade. */
async function upgradeLinksGoToPlans(main: Locator): Promise<number> {
  const links = main.getByRole('link', { name: /upgrade|see plans|with (plus|pro)/i });
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  for (const href of hrefs) expect(href).toBe('/upgrade');
  return hrefs.length;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(`page-${path.slice(1)}`).waitFor();
  expect(pathname(page)).toBe(path);
}

/** What each page shows for `who`: the real thing or the way to get it. */
async function checkPage(page: Page, path: (typeof gated)[number]['path'], who: Who): Promise<void> {
  await open(page, path);
  const main = page.getByTestId(`page-${path.slice(1)}`);
  const text = () => main.textContent().then((t) => t ?? '');
  switch (path) {
    case '/profile':
      if (who === 'visitor') {
        expect(await text()).toContain('Your Session Profile');
        expect(await main.getByRole('link', { name: 'Save Profile Permanently' }).getAttribute('href')).toBe(
          '/login?mode=signup',
        );
      } else {
        expect(await text()).toContain('Birth Chart Profile');
        expect(await text()).toContain(memberLabel[who]);
        expect(await text()).not.toContain('Save Profile Permanently');
      }
      await main.getByTestId('big-three').waitFor();
      break;
    case '/history':
      if (who === 'visitor') {
        expect(await text()).toContain('Register to save your actual conversations');
        expect(await main.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/login?mode=signup');
        expect(await main.getByRole('list', { name: 'Sample conversations' }).getByRole('listitem').count()).toBe(4);
      } else {
        await main.getByRole('heading', { name: 'No Chat History Yet' }).waitFor();
        expect(await main.getByRole('link', { name: 'Start Your First Chat' }).getAttribute('href')).toBe('/');
        expect(await text()).not.toContain('Register to save');
      }
      break;
    case '/folders':
      if (rank[who] < rank.plus) {
        expect(await text()).toContain('Upgrade to Stellara+ for $25/month');
        await main.getByRole('link', { name: 'Upgrade for Folders' }).waitFor();
        await main.getByRole('link', { name: 'Upgrade to Organize Chats' }).waitFor();
        const samples = main.getByRole('list', { name: 'Sample folders' });
        expect(await samples.textContent()).toMatch(
          /Love & Relationships.*8 chats.*Career Guidance.*5 chats.*Transit Tracking.*12 chats/,
        );
        expect(await upgradeLinksGoToPlans(main)).toBeGreaterThanOrEqual(2);
      } else {
        await main.getByTestId('folder-count').waitFor();
        expect(await text()).not.toContain('Upgrade to Stellara+');
        expect(await main.getByRole('list', { name: 'Sample folders' }).count()).toBe(0);
      }
      break;
    default: {
      // Birth Charts, Current Transits (plus) and Compatibility (pro): the upgrade prompt over Sample cards.
      const min = path === '/compatibility' ? 'pro' : 'plus';
      const planName = min === 'pro' ? 'Pro' : 'Plus';
      const prompt = main.getByTestId('upgrade-prompt');
      if (rank[who] < rank[min]) {
        await prompt.waitFor();
        expect(await prompt.getByRole('heading').textContent()).toContain(`Upgrade to ${planName} for`);
        expect(await prompt.textContent()).toContain(min === 'pro' ? '$45/month' : '$25/month');
        expect(await main.locator('.badge-sample', { hasText: /^Sample$/ }).count()).toBeGreaterThan(0);
        expect(await upgradeLinksGoToPlans(main)).toBeGreaterThanOrEqual(1);
        const signIn = prompt.getByRole('link', { name: 'Sign in' });
        expect(await signIn.count()).toBe(who === 'visitor' ? 1 : 0);
        if (who === 'visitor') expect(await signIn.getAttribute('href')).toBe('/login');
      } else {
        expect(await prompt.count()).toBe(0);
        expect(await main.locator('.badge-sample', { hasText: /^Sample$/ }).count()).toBe(0);
      }
    }
  }
}

async function checkSidebar(page: Page, who: Who): Promise<void> {
  await page.goto('/upgrade');
  await page.getByTestId('page-upgrade').waitFor();
  expect(await page.getByTestId('member-label').textContent()).toBe(memberLabel[who]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { item, min } of gated) {
    const link = nav.getByRole('link', { name: item });
    // The sign-in word on the pages a free account unlocks; a paid page carries its crown alone.
    expect(await link.locator('.badge-signin').count(), `${who}: ${item} sign-in marker`).toBe(
      who === 'visitor' && min === 'free' ? 1 : 0,
    );
    const crown = rank[who] < rank[min] && min !== 'free';
    const badge = link.locator('.badge-plan');
    expect(await badge.count(), `${who}: ${item} crown`).toBe(crown ? 1 : 0);
    if (crown) expect(await badge.textContent()).toBe(min === 'pro' ? 'Pro' : 'Plus');
  }
  expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(who === 'visitor' ? 1 : 0);
  // The plans page marks the viewer's plan as current and offers only what is above it.
  const current = page.getByRole('button', { name: 'Current Plan' });
  expect(await current.count()).toBe(1);
  const cardOf = who === 'visitor' ? 'anonymous' : who;
  expect(await page.getByTestId(`plan-${cardOf}`).getByRole('button', { name: 'Current Plan' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(who === 'visitor' ? 0 : 3 - rank[who]);
}

async function checkSettings(page: Page, who: Who, viewport: ViewportName): Promise<void> {
  await page.goto('/upgrade');
  await page.getByTestId('page-upgrade').waitFor();
  if (viewport === 'mobile') {
    await page.getByRole('button', { name: 'Settings' }).tap();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  const paid = rank[who] >= rank.plus;
  for (const id of ['guide', 'witchy', 'mystical', 'mentor', 'coach']) {
    const card = dialog.getByTestId(`personality-${id}`);
    const locked = !paid && id !== 'guide';
    expect(await card.getAttribute('aria-disabled'), `${who}: ${id}`).toBe(String(locked));
    if (locked) expect(await card.textContent()).toContain('Plus');
  }
  await screenshot(page, `gating-settings-${who}-${viewport}`);
  // A locked choice cannot be taken; an open one is taken and kept.
  // (force: a locked card is aria-disabled, which Playwright would wait out; the click must do nothing.)
  await dialog.getByTestId('personality-witchy').click({ force: true });
  expect(await dialog.getByTestId('personality-witchy').getAttribute('aria-checked')).toBe(String(paid));
  expect(await dialog.getByTestId('personality-guide').getAttribute('aria-checked')).toBe(String(!paid));
  if (paid) expect(await page.evaluate(() => localStorage.getItem('personality'))).toBe('witchy');

  await dialog.getByRole('tab', { name: 'Technical Level' }).click();
  expect(await dialog.getByTestId('level-technical').getAttribute('aria-disabled')).toBe(String(!paid));
  await dialog.getByTestId('level-technical').click({ force: true });
  expect(await dialog.getByTestId('level-technical').getAttribute('aria-checked')).toBe(String(paid));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function as(who: Who, viewport: ViewportName): Promise<Session> {
  const s = await openSession(viewport);
  if (who === 'visitor') {
    // The visitor enters birth data on the landing form: the session then holds the calculated chart.
    await enterBirthData(s.page);
  } else {
    // The helper waits for the sidebar's member label, which a phone only shows with the menu open.
    if (viewport === 'mobile') await s.page.setViewportSize({ width: 1280, height: 800 });
    await signUpMember(s.page, who);
    if (viewport === 'mobile') await s.page.setViewportSize({ width: 390, height: 844 });
  }
  return s;
}

describe('plan gating', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  for (const who of ['visitor', 'free', 'plus', 'pro'] as const) {
    test(`${who}: the sidebar markers, each member page, and the personality lock (desktop)`, async () => {
      s = await as(who, 'desktop');
      const { page } = s;
      await checkSidebar(page, who);
      for (const { path } of gated) {
        await checkPage(page, path, who);
        await screenshot(page, `gating${path.replace('/', '-')}-${who}-desktop`);
      }
      await checkSettings(page, who, 'desktop');
      expect(s.errors.filter((e) => !/\b40[13]\b/.test(e))).toEqual([]);
    }, 120_000);
  }

  for (const who of ['visitor', 'plus'] as const) {
    test(`${who} on a phone (390×844): locked and open pages`, async () => {
      s = await as(who, 'mobile');
      const { page } = s;
      for (const path of ['/folders', '/compatibility'] as const) {
        await checkPage(page, path, who);
        await screenshot(page, `gating${path.replace('/', '-')}-${who}-mobile`);
      }
      await checkSettings(page, who, 'mobile');
      expect(s.errors.filter((e) => !/\b40[13]\b/.test(e))).toEqual([]);
    }, 120_000);
  }
});
