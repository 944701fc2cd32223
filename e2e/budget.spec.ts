import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { artifactsDir, openSession, type Session } from './harness/browser.ts';

/**
 * The budget (docs/limits.md#budgets): initial JavaScript for / at most 250 KB gzipped. A byte count, so a fair CI
 * check; the landing's paint time is a speed figure and is measured by bench/landing-lcp.ts instead of a timed test.
 */
const BUDGET_BYTES = 250 * 1024;

describe('budgets', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('the JavaScript loaded by / stays within 250 KB gzipped', async () => {
    const { page } = s;
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('landing').waitFor();
    const files = await Promise.all(scripts);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const figure = { page: '/', files: files.length, rawBytes: raw, gzipBytes: gzip, budgetBytes: BUDGET_BYTES };
    console.log(
      `initial JavaScript for /: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`,
    );
    // Run alone, no screenshot has made the folder yet.
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, 'budget-initial-js.json'), `${JSON.stringify({ ...figure, files }, null, 2)}\n`);
    expect(files.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  // docs/limits.md#budgets: the build leaves brotli and gzip copies and the server sends the one the browser prefers.
  // Chromium sends `gzip, deflate, br, zstd` (brotli is offered to a secure context, which 127.0.0.1 is).
  test('the page and its scripts arrive brotli-compressed, the hashed ones cached for good', async () => {
    const { page } = s;
    const seen: Promise<{ path: string; type: string; headers: Record<string, string> }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'document' && type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname;
      seen.push(response.allHeaders().then((headers) => ({ path, type, headers })));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('landing').waitFor();
    const answers = await Promise.all(seen);
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const main = answers.find((a) => a.path === entry);
    expect(main, `the entry script ${entry}`).toBeDefined();
    expect(main!.headers['content-encoding']).toBe('br');
    expect(main!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answers.find((a) => a.type === 'document')!.headers['content-encoding']).toBe('br');
    // Every answer worth compressing came compressed (a file of a few hundred bytes may not shrink).
    for (const answer of answers.filter(
      (a) => a.headers['content-encoding'] || Number(a.headers['content-length']) > 1024,
    )) {
      expect(answer.headers['content-encoding'], answer.path).toBe('br');
      expect(answer.headers.vary, answer.path).toContain('accept-encoding');
    }
  });
});
