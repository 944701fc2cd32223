import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astrologicalAdmin, type E2eAdmin, signInAdmin, technicalAdmin } from './harness/admin.ts';
import { chatOpened, seedStorage, sessionBirthData } from './harness/app.ts';
import { artifactsDir, openSession, type Session, type ViewportName } from './harness/browser.ts';
import { formatProblems, type LayoutProblem, layoutProblems } from './harness/layout.ts';
import { signUpMember } from './harness/members.ts';

/**
 * The layout check: every page of the web app, for every kind of person, at 390×844 and at
 * 1280×800, measured in the page (harness/layout.ts says what each rule means) and photographed whole into
 * e2e/artifacts/layout-<width>/ for a person to look at.
 *
 * To check a new page, add it to `pages` below: who sees it, where it is, what says it has drawn.
 */

/**
 * guest: a visitor without birth data; visitor: a visitor with birth data in this tab; free, plus and pro: signed-in
 * members with birth data on their account; tech-admin and astro-admin: the two admin dashboards.
 */
type Who = 'guest' | 'visitor' | 'free' | 'plus' | 'pro' | 'tech-admin' | 'astro-admin';

interface LayoutPage {
  /** Names the screenshot: <who>-<name>.png. */
  name: string;
  path: string;
  who: readonly Who[];
  /** Waits until the page shows its content (data loaded), then does what brings the state to check. */
  ready(page: Page): Promise<void>;
  /** The state needs a page loaded afresh (it opens something on it), so the tour through the app leaves it out. */
  freshOnly?: boolean;
  /** What the text rules measure when not the page's main content, e.g. an open dialog. */
  root?: string;
}

const everyone: readonly Who[] = ['visitor', 'free', 'plus', 'pro'];

/** No request in flight and nothing on the page saying it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      ![...document.querySelectorAll('[role="status"]')].some((e) => /^Loading/.test(e.textContent ?? '')),
    undefined,
    { timeout: 30_000 },
  );
}

const byTestId = (id: string) => async (page: Page) => {
  await page.getByTestId(id).waitFor({ timeout: 30_000 });
  await settled(page);
};

/** The landing's birth form, opened the way a visitor opens it (the page scrolls to it). */
async function openBirthForm(page: Page): Promise<void> {
  await page.getByTestId('landing').waitFor();
  await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
  const form = page.getByRole('form', { name: 'Your birth details' });
  await form.getByLabel('Birth Place').waitFor();
  // The scroll to the form is smooth unless motion is reduced (it is here); wait for it to come to rest.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
}

/** The Settings panel open on one of its tabs, over the plans page. */
function settingsTab(label: string): LayoutPage {
  return {
    name: `settings-${label.toLowerCase().replace(/\s+/g, '-')}`,
    path: '/upgrade',
    who: ['guest', ...everyone],
    root: 'dialog.settings',
    freshOnly: true,
    async ready(page) {
      await page.getByTestId('page-upgrade').waitFor();
      await settled(page);
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('tab', { name: label }).click();
      await dialog.locator('[role="tab"][aria-selected="true"]', { hasText: label }).waitFor();
      await settled(page);
    },
  };
}

function adminTab(id: string, who: Who): LayoutPage {
  return { name: `admin-${id}`, path: `/admin/${id}`, who: [who], ready: byTestId('admin-dashboard') };
}

/** Every page and state the check visits. */
const pages: LayoutPage[] = [
  { name: 'landing', path: '/', who: ['guest'], ready: byTestId('landing') },
  { name: 'birth-form', path: '/', who: ['guest'], ready: openBirthForm, freshOnly: true },
  {
    name: 'birth-form-place',
    path: '/',
    who: ['guest'],
    freshOnly: true,
    async ready(page) {
      await openBirthForm(page);
      const form = page.getByRole('form', { name: 'Your birth details' });
      await form.getByLabel('Birth Place').fill('London');
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await form.getByRole('option', { name: /London.*England/ }).click();
      await form.getByTestId('detected-place').waitFor();
      await settled(page);
    },
  },
  { name: 'login', path: '/login', who: ['guest'], ready: byTestId('page-login') },
  { name: 'signup', path: '/login?mode=signup', who: ['guest'], ready: byTestId('page-login') },
  { name: 'forgot-password', path: '/forgot-password', who: ['guest'], ready: byTestId('page-forgot-password') },
  // Without a token the page shows its expired-link state with the form asking for a new link.
  { name: 'reset-password', path: '/reset-password', who: ['guest'], ready: byTestId('page-reset-password') },
  { name: 'email-verified', path: '/email-verified', who: ['guest'], ready: byTestId('page-email-verified') },
  { name: 'not-found', path: '/no-such-page', who: ['guest'], ready: byTestId('page-not-found') },
  { name: 'admin-login', path: '/admin', who: ['guest'], ready: byTestId('admin-login') },
  { name: 'plans', path: '/upgrade', who: ['guest', ...everyone], ready: byTestId('page-upgrade') },
  {
    name: 'chat',
    path: '/',
    who: everyone,
    async ready(page) {
      await chatOpened(page);
      await page.getByTestId('today-card').waitFor({ timeout: 30_000 });
      await settled(page);
    },
  },
  { name: 'profile', path: '/profile', who: everyone, ready: byTestId('page-profile') },
  { name: 'history', path: '/history', who: everyone, ready: byTestId('page-history') },
  { name: 'folders', path: '/folders', who: everyone, ready: byTestId('page-folders') },
  { name: 'charts', path: '/charts', who: everyone, ready: byTestId('page-charts') },
  { name: 'transits', path: '/transits', who: everyone, ready: byTestId('page-transits') },
  { name: 'compatibility', path: '/compatibility', who: everyone, ready: byTestId('page-compatibility') },
  ...['Personality', 'Technical Level', 'Theme', 'Account'].map(settingsTab),
  ...['system-health', 'llm-config', 'astrology-apis', 'graph-monitor', 'database-cleanup', 'system-logs'].map((id) =>
    adminTab(id, 'tech-admin'),
  ),
  ...['overview', 'test-stellara', 'personality-control', 'document-upload', 'graph-monitor'].map((id) =>
    adminTab(id, 'astro-admin'),
  ),
];

const admins: Partial<Record<Who, E2eAdmin>> = { 'tech-admin': technicalAdmin, 'astro-admin': astrologicalAdmin };

/** Makes the session's person `who`. */
async function become(page: Page, who: Who): Promise<void> {
  if (who === 'guest') return;
  if (who === 'visitor') {
    await seedStorage(page, {
      session: { birthData: JSON.stringify(sessionBirthData) },
      local: { hasInteracted: 'true' },
    });
    return;
  }
  const admin = admins[who];
  if (admin) {
    await signInAdmin(page, admin);
    return;
  }
  if (who === 'free' || who === 'plus' || who === 'pro') await signUpMember(page, who);
}

/** Moves to `path` inside the app, as a tap on a link does: what earlier pages loaded (their stylesheets) stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const viewportsToCheck: { viewport: ViewportName; folder: string }[] = [
  { viewport: 'mobile', folder: 'layout-390' },
  { viewport: 'desktop', folder: 'layout-1280' },
];
const whos: Who[] = ['guest', 'visitor', 'free', 'plus', 'pro', 'tech-admin', 'astro-admin'];

describe.each(viewportsToCheck)('layout at $viewport', ({ viewport, folder }) => {
  const dir = join(artifactsDir, folder);
  beforeAll(() => mkdirSync(dir, { recursive: true }));

  describe.each(whos)('%s', (who) => {
    let s: Session;
    beforeAll(async () => {
      s = await openSession(viewport);
      await become(s.page, who);
    });
    afterAll(async () => {
      await s?.close();
    });

    const mine = pages.filter((p) => p.who.includes(who));

    test.each(mine.map((p) => [p.name, p] as const))(
      '%s',
      async (_name, entry) => {
        const { page } = s;
        // A fresh page load each time, as someone arriving there; storage and cookies stay.
        await page.goto(entry.path);
        await entry.ready(page);
        const problems: LayoutProblem[] = await layoutProblems(page, entry.root ? { root: entry.root } : {});
        // A dialog scrolls inside itself: the viewport shows it as a person sees it.
        const fullPage = entry.root === undefined;
        await page.screenshot({ path: join(dir, `${who}-${entry.name}.png`), fullPage, animations: 'disabled' });
        expect(problems, `${who} on ${entry.path} (${viewport}):\n${formatProblems(problems)}`).toEqual([]);
      },
      120_000,
    );

    // Each page's styles load with it and stay: a page reached after the others can look different from the same
    // page loaded on its own (the phone's upgrade banner and SAMPLE badges broke that way). Visit every page in
    // the app in reverse, then check each again on the way forward.
    test('every page again, reached through the app after the others', async () => {
      const { page } = s;
      const tour = mine.filter((p) => !p.freshOnly);
      await page.goto(tour.at(-1)?.path ?? '/');
      for (const entry of tour.toReversed()) {
        await goInApp(page, entry.path);
        await entry.ready(page);
      }
      const found: string[] = [];
      for (const entry of tour) {
        await goInApp(page, entry.path);
        await entry.ready(page);
        const problems = await layoutProblems(page);
        if (problems.length > 0) found.push(`${entry.name} (${entry.path}):\n${formatProblems(problems)}`);
      }
      expect(found, `${who} (${viewport}), pages reached through the app:\n${found.join('\n')}`).toEqual([]);
    }, 300_000);
  });
});
