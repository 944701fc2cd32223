import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath, type ViewportName, viewports } from './chromium.ts';

export type { ViewportName } from './chromium.ts';

export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

export interface Session {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  /** Page errors and console errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** One Chromium per spec file: a browser start costs about 1.5 s of CPU, a context about a third of that. */
let browser: Promise<Browser> | undefined;
afterAll(async () => {
  const started = browser;
  browser = undefined;
  await (await started)?.close();
});

/**
 * A session in Debian's Chromium through playwright-core: a fresh browser context (its own storage, cache and
 * cookies, none carried over between sessions) at a desktop or phone viewport. `profile` gives it a browser of its
 * own with a user-data-dir: Chromium judges installability only outside incognito contexts.
 */
export async function openSession(
  viewport: ViewportName = 'desktop',
  /** `timezoneId`: the browser's zone (Europe/London unless given). */
  options: { baseURL?: string; timezoneId?: string; profile?: boolean } = {},
): Promise<Session> {
  // The shared e2e server unless a spec started its own (e.g. the newcomer walk's full gazetteer).
  const baseURL = options.baseURL ?? inject('baseURL');
  const settings = {
    baseURL,
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: options.timezoneId ?? 'Europe/London',
    // Each session is a different person at a different address (the servers trust the proxy header), so the
    // per-address sign-up and sign-in limits count one person's attempts, not the whole suite's.
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  } as const;
  const launch = { executablePath: chromiumPath(), headless: true, args: chromiumFlags };
  const userDataDir = options.profile ? mkdtempSync(join(tmpdir(), 'stellara-chromium-')) : null;
  let context: BrowserContext;
  if (userDataDir) context = await chromium.launchPersistentContext(userDataDir, { ...launch, ...settings });
  else {
    browser ??= chromium.launch(launch);
    context = await (await browser).newContext(settings);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // The app speaks in its own banners and dialogs: a native alert/confirm/prompt anywhere fails the spec. The
  // dialog is dismissed (a pending one would block the page), the test fails here and, if it went on, at close.
  const nativeDialogs: string[] = [];
  context.on('dialog', (dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    errors.push(`native dialog: ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    context,
    page,
    baseURL,
    errors,
    async close() {
      await context.close();
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
      if (nativeDialogs.length > 0) throw new Error(`The app opened native dialogs: ${nativeDialogs.join(' | ')}`);
    },
  };
}

/** Saves a full-viewport screenshot as e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/**
 * Answers the app's own confirm dialog (it has no native ones): waits for it, clicks its confirm button or Cancel,
 * and returns the question it asked.
 */
export async function answerConfirm(page: Page, answer: 'confirm' | 'cancel'): Promise<string> {
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.waitFor();
  const text = (await dialog.locator('p').first().textContent()) ?? '';
  const buttons = dialog.locator('.modal-actions button');
  await (answer === 'cancel' ? buttons.first() : buttons.last()).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}
