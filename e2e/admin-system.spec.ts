import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astrologicalAdmin, openTab, signInAdmin, technicalAdmin } from './harness/admin.ts';
import { axeViolations } from './harness/axe.ts';
import { answerConfirm, openSession, type Session, screenshot } from './harness/browser.ts';

// The technical dashboard's system tabs walked by a technical administrator, in one signed-in session:
// System Health, System Logs, Database Cleanup (seeding a duplicate through the custom query's write mode),
// Knowledge Graph tab (the seeding's knowledge update: details, approve, delete) and the merge of the duplicate.

/** Two Planet nodes named Vulcan under their own keys: a duplicate group that touches no starter knowledge. */
const SEED = `INSERT INTO graph_nodes (label, key, properties) VALUES
  ('Planet', 'e2e-vulcan-1', '{"name": "Vulcan", "keywords": ["e2e"]}'),
  ('Planet', 'e2e-vulcan-2', '{"name": "vulcan", "summary": "seeded by admin-system.spec.ts"}')`;

/** Closes the toasts and scrolls to `target` (the top by default), then saves the screenshot. */
async function shot(page: Page, name: string, target?: string) {
  // Toasts close on their own after 5 s: clicked in the page, so one that is already going is no wait.
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>('[aria-label="Close notification"]'))
      close.click();
  });
  if (target)
    await page
      .locator(target)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  // Let the scrolled page paint before the picture is taken.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(200);
  await screenshot(page, name);
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.slice(0, 3))}`)).toEqual([]);
}

async function runCustomQuery(page: Page, query: string, write: boolean) {
  const box = page.getByLabel('Query (SQL)', { exact: true });
  await box.fill(query);
  const allow = page.getByLabel('Allow changes (write mode)');
  if ((await allow.isChecked()) !== write) await allow.click();
  await page.getByRole('button', { name: 'Run Query' }).click();
}

describe('technical dashboard: system tabs', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
    await signInAdmin(s.page, technicalAdmin);
  });
  afterAll(async () => {
    await s?.close();
  });

  test('System Health: each card tests its connection; a preset query returns the planets', async () => {
    const { page } = s;
    await openTab(page, 'System Health');
    for (const title of ['Graph Database', 'Backend Service', 'LLM Gateway']) {
      const card = page.getByRole('article', { name: title });
      await card.locator('[data-status="connected"]').waitFor();
      await card.getByRole('button', { name: `Test Connection: ${title}` }).click();
      await card.locator('[data-status="connected"]').waitFor();
      expect(await card.textContent()).toMatch(/Latency \d+(\.\d)? ms/);
    }
    expect(await page.getByRole('article', { name: 'Graph Database' }).textContent()).toContain('embedded');

    const run = page.getByRole('button', { name: 'Run Query' });
    expect(await run.isDisabled()).toBe(true); // blank query
    await page.getByRole('button', { name: 'List Planets' }).click();
    const result = page.locator('.result-panel');
    await result.getByRole('cell', { name: 'Sun', exact: true }).waitFor();
    expect(await result.textContent()).toMatch(/\d+ records in/);
    expect(await page.getByLabel('Query', { exact: true }).inputValue()).toContain("label = 'Planet'");
    // The preset's result carries its name, also when run again with Run Query; a typed query is a custom one.
    expect(await result.getByRole('heading').textContent()).toBe('Result: List Planets');
    await run.click();
    await result.getByRole('cell', { name: 'Sun', exact: true }).waitFor();
    expect(await result.getByRole('heading').textContent()).toBe('Result: List Planets');
    await page.getByRole('button', { name: 'Signs & Elements' }).click();
    await result.getByRole('cell', { name: 'Aries', exact: true }).waitFor();
    // Keyboard: a typed query runs with Ctrl+Enter.
    const box = page.getByLabel('Query', { exact: true });
    await box.fill("SELECT count(*)::int AS signs FROM graph_nodes WHERE label = 'Sign'");
    await box.press('Control+Enter');
    await result.getByRole('cell', { name: '12', exact: true }).waitFor();
    expect(await result.getByRole('heading').textContent()).toBe('Result: Custom query');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-system-health');
    await shot(page, 'admin-system-health-query', '.quick-query');
  });

  test('System Logs: the preset query was logged; filter by level and expand the details', async () => {
    const { page } = s;
    await page.getByRole('tab', { name: 'System Health', exact: true }).click();
    await page.getByRole('button', { name: 'View Logs' }).click();
    await page.getByRole('heading', { name: 'System Logs' }).waitFor();
    const info = page.getByRole('button', { name: /^info \([\d,]+\)$/ });
    await info.click();
    expect(await info.getAttribute('aria-pressed')).toBe('true');
    // The audit line of the query (log lines reach the table within about a second).
    const line = page.locator('li[data-level]', { hasText: 'admin action' }).first();
    for (let i = 0; i < 20 && !(await line.isVisible()); i++) {
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await page.waitForTimeout(500);
    }
    await line.waitFor();
    const levels = await page
      .locator('li[data-level]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-level')));
    expect(new Set(levels)).toEqual(new Set(['info']));
    const details = line.getByRole('button', { name: 'Details' });
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    const pre = line.locator('pre');
    // Who acted, by account id: an address in System Logs would name a person to every technical administrator.
    expect(await pre.textContent()).toContain('adminUserId');
    expect(await pre.textContent()).not.toContain(technicalAdmin.email);
    expect(await pre.textContent()).toContain('/api/admin/graph/query');
    await page.getByLabel('Auto-refresh (every 5 s)').check();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-system-logs');
    await page.getByLabel('Auto-refresh (every 5 s)').uncheck();

    // A level with nothing stored shows the empty state; with lines, only that level.
    const debug = page.getByRole('button', { name: /^debug \([\d,]+\)$/ });
    const debugCount = Number((await debug.textContent())?.replace(/\D/g, ''));
    await debug.click();
    if (debugCount === 0) await page.getByRole('heading', { name: 'No Logs Found' }).waitFor();
    else await page.locator('li[data-level="debug"]').first().waitFor();

    // The server failing: the spec's message (one retry first, as every query does).
    const errorsBefore = s.errors.length;
    await page.route('**/api/admin/logs**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }),
      }),
    );
    await page.getByRole('button', { name: /^warning \(/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load system logs' }).first().waitFor();
    await page.unroute('**/api/admin/logs**');
    const added = s.errors.splice(errorsBefore);
    expect(added.every((e) => /status of 500/.test(e))).toBe(true);
  });

  test('Database Cleanup: read-only refuses a write; write mode seeds a duplicate and the rescan finds it', async () => {
    const { page } = s;
    await openTab(page, 'Database Cleanup');
    await page.getByRole('button', { name: 'Entity count report' }).click();
    expect(await page.getByLabel('Query (SQL)', { exact: true }).inputValue()).toContain('GROUP BY n.label');
    await page.getByRole('button', { name: 'Run Query' }).click();
    await page.locator('.result-panel').getByRole('cell', { name: 'Planet', exact: true }).waitFor();
    // The template's result is captioned with the template's name.
    expect(await page.locator('.result-panel caption').textContent()).toBe('Result of Entity count report');

    await runCustomQuery(page, SEED, false);
    await page.locator('.result-panel [role="alert"]', { hasText: 'read-only' }).waitFor();
    await runCustomQuery(page, SEED, true);
    // A successful custom query rescans: the seeded group appears.
    const group = page.getByTestId('duplicate-group').filter({ hasText: "Planet 'vulcan'" });
    await group.waitFor();
    expect(await group.textContent()).toContain('2 nodes');
  });

  test('Knowledge Graph: counts, schema, an update’s details, approve, delete with confirm', async () => {
    const { page } = s;
    await openTab(page, 'Knowledge Graph');
    await page.locator('[data-status="connected"]').first().waitFor();
    // The heading names the adapter that runs: the embedded graph here (no GRAPH_URL), never "Neo4j".
    expect(await page.getByTestId('graph-adapter').textContent()).toBe('· embedded');
    expect(await page.locator('main').textContent()).not.toContain('Neo4j Monitor');
    const nodes = page.locator('.admin-tile', { hasText: 'Nodes' }).first().locator('.admin-tile-value');
    await page.waitForFunction((el) => el && /^\d[\d,]*$/.test(el.textContent ?? ''), await nodes.elementHandle());
    expect(Number((await nodes.textContent())?.replace(/,/g, ''))).toBeGreaterThan(100);
    await page.getByRole('region', { name: 'Node types' }).getByRole('cell', { name: 'Planet', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Relationship types' }).getByRole('cell', { name: 'RULES' }).waitFor();

    const update = page.getByTestId('knowledge-update').filter({ hasText: 'console write' }).first();
    await update.waitFor();
    await update.getByRole('button', { name: /^View Details/ }).click();
    expect(await update.locator('pre').textContent()).toContain('e2e-vulcan-1');
    await update.getByRole('button', { name: /^Approve/ }).click();
    await update.getByText(`Approved by ${technicalAdmin.email}`).waitFor();
    expect(await update.getByRole('button', { name: /^Retry/ }).count()).toBe(0); // only unsuccessful ones
    await expectNoAxeViolations(page);
    await shot(page, 'admin-neo4j-monitor');
    await shot(page, 'admin-neo4j-monitor-updates', '#knowledge-updates');

    const id = await update.locator('pre').evaluate((pre) => JSON.parse(pre.textContent ?? '{}').id as string);
    await update.getByRole('button', { name: /^Delete/ }).click();
    const confirmText = await answerConfirm(page, 'confirm');
    await page.waitForFunction(
      (gone) => ![...document.querySelectorAll('pre')].some((p) => p.textContent?.includes(gone)),
      id,
    );
    expect(confirmText).toBe('Are you sure you want to delete this update record?');
  });

  test('Database Cleanup: scan, preview, execute the merge, and the group is gone', async () => {
    const { page } = s;
    await openTab(page, 'Database Cleanup');
    await page.getByRole('button', { name: 'Scan for Duplicates' }).click();
    const group = page.getByTestId('duplicate-group').filter({ hasText: "Planet 'vulcan'" });
    await group.waitFor();
    await group.getByRole('button', { name: /^Preview Merge/ }).click();
    const preview = page.getByTestId('merge-preview');
    await preview.waitFor();
    // Keyboard: the panel takes focus, Escape cancels it (as Cancel does); open it again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Merge preview: Planet 'vulcan'");
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await group.getByRole('button', { name: /^Preview Merge/ }).click();
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Remove 1 node');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-database-cleanup-preview');
    await preview.getByRole('button', { name: 'Execute Merge' }).click();
    await group.waitFor({ state: 'detached' });
    await preview.waitFor({ state: 'detached' });
    const operation = page.getByTestId('cleanup-operation').first();
    expect(await operation.textContent()).toMatch(/completed.*Merge 2 Planet nodes 'vulcan'/);
    await page.getByRole('button', { name: 'Scan for Duplicates' }).click();
    await page
      .getByText(/duplicate group|No duplicates found/)
      .first()
      .waitFor();
    expect(await page.getByTestId('duplicate-group').filter({ hasText: "Planet 'vulcan'" }).count()).toBe(0);
    await shot(page, 'admin-database-cleanup-operations', '#duplicate-groups');

    // Leave the shared graph as it was: the merged Vulcan goes, through the same write mode.
    await runCustomQuery(page, "DELETE FROM graph_nodes WHERE label = 'Planet' AND key LIKE 'e2e-vulcan-%'", true);
    await page.locator('.result-panel', { hasText: 'records in' }).waitFor();
    expect(s.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('astrological dashboard', () => {
  test('an astrological administrator has the Knowledge Graph tab and sees the graph', async () => {
    const s = await openSession('desktop');
    try {
      await signInAdmin(s.page, astrologicalAdmin);
      const tabs = await s.page.getByRole('tab').allTextContents();
      expect(tabs).toContain('Knowledge Graph');
      expect(tabs).not.toContain('Database Cleanup');
      await openTab(s.page, 'Knowledge Graph');
      await s.page.locator('[data-status="connected"]').first().waitFor();
      await s.page.getByRole('heading', { name: 'Recent knowledge updates' }).waitFor();
      await s.page.getByRole('region', { name: 'Node types' }).waitFor();
      await shot(s.page, 'admin-neo4j-monitor-astrological');
    } finally {
      await s.close();
    }
  });
});

describe('phone width', () => {
  test('the four system tabs fit a 390 px screen without sideways scrolling', async () => {
    const s = await openSession('mobile');
    try {
      await signInAdmin(s.page, technicalAdmin);
      for (const tab of ['System Health', 'Knowledge Graph', 'Database Cleanup', 'System Logs']) {
        await openTab(s.page, tab);
        await s.page.getByRole('heading', { name: tab, level: 2 }).waitFor();
        await s.page.waitForLoadState('networkidle');
        const overflow = await s.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, tab).toBeLessThanOrEqual(0);
      }
      await openTab(s.page, 'System Health');
      await s.page.locator('[data-status="connected"]').first().waitFor();
      await shot(s.page, 'admin-system-health-mobile');
    } finally {
      await s.close();
    }
  });
});
