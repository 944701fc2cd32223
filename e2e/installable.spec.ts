import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** Width and height from a PNG's header (IHDR), so a wrong-sized icon cannot pass for the right one. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens / and waits until the service worker is active and controls the page (it claims open pages). */
async function openControlled(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByTestId('landing').waitFor();
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return registration.active?.scriptURL ?? '';
  });
  return new URL(scriptURL).pathname;
}

describe('installable app', () => {
  test('the manifest, icons and service worker meet Chromium’s installability criteria', async () => {
    s = await openSession('desktop', { profile: true });
    const { page, context } = s;
    expect(await openControlled(page)).toBe('/sw.js');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestAnswer = await page.request.get(manifestHref!);
    expect(manifestAnswer.status()).toBe(200);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain('Stellara');
    expect(manifest.short_name).toBe('Stellara');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').includes('any'));
      expect(icon, `a ${size}px icon`).toBeDefined();
      const answer = await page.request.get(icon!.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(pngSize(await answer.body())).toEqual({ width: size, height: size });
    }

    // The worker's script must never be cached for long, or a new build could not replace it.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // Chromium's own verdict: no installability errors (manifest, icons, a worker with a fetch handler).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();

    // Nothing from /api ever enters a cache: those answers hold personal data.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  }, 90_000);

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`${viewport}: with the network cut the app still opens and says what needs a connection`, async () => {
      s = await openSession(viewport);
      const { page, context } = s;
      await openControlled(page);

      await context.setOffline(true);
      // A deep link too: the kept shell answers any page address while the network is gone.
      await page.goto('/profile');
      const offline = page.getByTestId('offline-screen');
      await offline.waitFor();
      expect(await offline.getByRole('heading', { level: 1 }).textContent()).toContain("You're offline");
      const text = (await offline.textContent()) ?? '';
      expect(text).toContain('needs a connection');
      expect(text).toContain('Chat replies and readings');
      expect(text).toContain('Casting a chart from a birth date, time and place');
      expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
      await screenshot(page, `offline-${viewport}`);

      // Back online, the screen steps aside by itself and the app underneath is usable again.
      await context.setOffline(false);
      await offline.waitFor({ state: 'detached' });
      expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(false);
    }, 90_000);
  }
});
