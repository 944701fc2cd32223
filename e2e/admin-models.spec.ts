// The admin's model tabs: LLM Config (add, quick-add, activate and see the next chat reply come from the local
// OpenAI-compatible test server, delete with confirmation, back to the built-in reader), the Astrology APIs tester
// and, as the astrological administrator, Test Stellara (graph-only).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astrologicalAdmin, openTab, signInAdmin, technicalAdmin } from './harness/admin.ts';
import { chatOpened, enterBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { answerConfirm, openSession, type Session, screenshot } from './harness/browser.ts';

const GATEWAY_MODEL = 'e2e/test-model';
const PRESET = 'openai/gpt-5-mini';
const BUILTIN = 'stellara/built-in-reader';
const FROM_GATEWAY = `Reply from ${GATEWAY_MODEL} through the local test gateway.`;

/** The newest toast's text, once one with `text` shows. */
async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Waits until no reply is streaming; returns the assistant bubbles' texts. */
async function settled(page: Page, assistantCount: number): Promise<string[]> {
  const assistant = page.getByTestId('message-assistant');
  await expect.poll(() => assistant.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(assistantCount);
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  return assistant.allTextContents();
}

/** Sends a chat message and returns the reply to it. */
async function ask(page: Page, question: string): Promise<string> {
  const before = await page.getByTestId('message-assistant').count();
  const input = page.getByPlaceholder('Ask...');
  await input.fill(question);
  await input.press('Enter');
  const texts = await settled(page, before + 1);
  return texts.at(-1) ?? '';
}

const modelItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Configured models' }).getByRole('listitem').filter({ hasText: name });

describe('admin models', () => {
  let admin: Session;
  let visitor: Session;

  beforeAll(async () => {
    admin = await openSession('desktop');
    await signInAdmin(admin.page, technicalAdmin);
  });
  afterAll(async () => {
    await admin?.close();
    await visitor?.close();
  });

  test('LLM Config: add, quick-add, activate (the next chat reply comes from it), delete, back to the default', async () => {
    const { page } = admin;
    await openTab(page, 'LLM Config');
    // The default: the built-in reader, with the test gateway configured.
    await page.getByTestId('llm-answered-by').getByText('The built-in reader').waitFor();
    expect(await page.getByTestId('llm-active-model').textContent()).toContain('None active');
    expect(await page.getByTestId('llm-runtime-explanation').textContent()).toContain(BUILTIN);

    // Add Model: name and provider are required.
    const form = page.getByRole('form', { name: 'Add Model' });
    await form.getByRole('button', { name: 'Add Model' }).click();
    await toast(page, 'Model name and provider are required');
    expect(await form.getByText('provider/model-name format').count()).toBe(1);
    await form.getByLabel('Model name').fill(GATEWAY_MODEL);
    await form.getByLabel('Provider').fill('e2e');
    await form.getByRole('button', { name: 'Add Model' }).click();
    await modelItem(page, GATEWAY_MODEL).waitFor();
    expect(await form.getByLabel('Model name').inputValue()).toBe('');

    // Quick-add a preset: it shows as added and in the list.
    const presets = page.getByRole('list', { name: 'Popular models' });
    expect(await presets.getByRole('listitem').count()).toBe(6);
    await presets.getByRole('button', { name: `Add ${PRESET}` }).click();
    await modelItem(page, PRESET).waitFor();
    expect(await presets.getByRole('button', { name: `${PRESET} added` }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-llm-config-added');

    // Activate the gateway model.
    await page.getByRole('button', { name: `Activate ${GATEWAY_MODEL}` }).click();
    await page.getByTestId('llm-active-model').getByText(GATEWAY_MODEL).waitFor();
    expect(await page.getByTestId('llm-answered-by').textContent()).toBe(`${GATEWAY_MODEL} through the gateway`);
    // The active one has neither Activate nor Delete.
    expect(await modelItem(page, GATEWAY_MODEL).getByRole('button').count()).toBe(0);
    expect(await axeViolations(page), 'LLM Config').toEqual([]);
    await screenshot(page, 'admin-llm-config-active');

    // A visitor's next chat reply comes from the activated model at the test gateway.
    visitor = await openSession('desktop');
    await enterBirthData(visitor.page);
    await chatOpened(visitor.page);
    const reply = await ask(visitor.page, 'What does my Venus say about love?');
    expect(reply).toContain(FROM_GATEWAY);
    await screenshot(visitor.page, 'admin-llm-chat-from-gateway');

    // Delete an inactive model, after the confirmation.
    await page.getByRole('button', { name: `Delete ${PRESET}` }).click();
    expect(await answerConfirm(page, 'confirm')).toBe('Are you sure you want to delete this model configuration?');
    await expect.poll(() => modelItem(page, PRESET).count()).toBe(0);

    // Back to the default, the built-in reader; the next reply is the reader's again.
    await page.getByRole('button', { name: 'Add the built-in reader' }).click();
    await modelItem(page, BUILTIN).waitFor();
    await page.getByRole('button', { name: `Activate ${BUILTIN}` }).click();
    await page.getByTestId('llm-active-model').getByText(BUILTIN).waitFor();
    await page.getByTestId('llm-answered-by').getByText('The built-in reader').waitFor();
    // Now the gateway model is inactive: it can be deleted, or kept; dismissing the confirmation keeps it.
    await page.getByRole('button', { name: `Delete ${GATEWAY_MODEL}` }).click();
    await answerConfirm(page, 'cancel');
    expect(await modelItem(page, GATEWAY_MODEL).count()).toBe(1);
    await screenshot(page, 'admin-llm-config-default');

    const after = await ask(visitor.page, 'And my Moon?');
    expect(after).not.toContain('local test gateway');
    expect(after.length).toBeGreaterThan(40);
    expect(admin.errors).toEqual([]);
  });

  test('Astrology APIs: each function answers the sample data; the statistics count the calls', async () => {
    const { page } = admin;
    await openTab(page, 'Astrology APIs');
    await page.getByTestId('api-stat-total-calls').waitFor();
    const totalBefore = Number(
      ((await page.getByTestId('api-stat-total-calls').locator('.admin-tile-value').textContent()) ?? '0').replace(
        /\D/g,
        '',
      ) || 0,
    );
    for (const [name, label] of [
      ['natal-aspects-data', 'Natal Aspects'],
      ['transit-aspects-data', 'Transit Aspects'],
      ['transit-chart', 'Transit Chart'],
      ['daily-transits', 'Daily Transits'],
    ] as const) {
      const item = page.getByTestId(`api-test-${name}`);
      await item.getByRole('button', { name: `Test ${label}` }).click();
      await item
        .getByRole('status')
        .getByText(/Success in \d+ ms/)
        .waitFor({ timeout: 20_000 });
    }
    // The transit chart is shown as a picture; the JSON is collapsible.
    const chart = page.getByTestId('api-test-transit-chart').getByRole('img', { name: /Transit chart/ });
    expect(await chart.isVisible()).toBe(true);
    const daily = page.getByTestId('api-test-daily-transits');
    expect(await daily.getByRole('status').textContent()).toContain('Sun in Libra');
    await daily.getByText('Show JSON response').click();
    expect(await daily.locator('pre').textContent()).toContain('"date": "2024-10-09"');

    // The counters are written every 2 s; the tab reloads them after a test (and every 30 s).
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(
        async () =>
          Number(
            ((await page.getByTestId('api-stat-total-calls').locator('.admin-tile-value').textContent()) ?? '').replace(
              /\D/g,
              '',
            ),
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(totalBefore + 4);
    expect(await page.getByTestId('api-stat-success-rate').textContent()).toMatch(/\d+(\.\d)?%/);
    expect(await page.getByTestId('api-stat-avg-response-time').textContent()).toMatch(/\d+(\.\d)? ms/);
    expect(await axeViolations(page), 'Astrology APIs').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-astrology-apis');
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-astrology-apis-chart');
    expect(admin.errors).toEqual([]);
  });

  test('Test Stellara (astrological admin): answers from the graph only, says so when it knows nothing', async () => {
    const s = await openSession('desktop');
    try {
      const { page } = s;
      await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAdmin(page, astrologicalAdmin);
      await openTab(page, 'Test Stellara');
      await page
        .getByTestId('tst-connection')
        .getByText(/^Connected/)
        .waitFor();
      const message = page.getByLabel('Test message');
      expect(await message.inputValue()).toBe('Tell me about Venus in Scorpio');
      expect(await page.getByLabel('Personality').inputValue()).toBe('guide');
      expect(await page.getByLabel('Technical level').inputValue()).toBe('basic');

      await page.getByRole('button', { name: 'Run Test' }).click();
      const response = page.getByTestId('tst-response');
      await response.waitFor({ timeout: 20_000 });
      expect(await response.textContent()).toContain('Venus in Scorpio');
      const knowledge = page.getByTestId('tst-knowledge');
      await knowledge.getByRole('button', { name: 'Show Details' }).click();
      expect(await knowledge.locator('.tst-facts li').count()).toBeGreaterThan(0);
      expect(await knowledge.getByText('getInterpretation', { exact: false }).count()).toBeGreaterThan(0);
      await screenshot(page, 'admin-test-stellara-found');
      await knowledge.getByRole('button', { name: 'Hide Details' }).click();
      expect(await knowledge.locator('.tst-facts').count()).toBe(0);

      // Copy puts the response on the clipboard.
      await page.getByRole('button', { name: 'Copy' }).click();
      await toast(page, 'Response copied to clipboard');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('Venus in Scorpio');

      // An empty message is not sent.
      await message.fill('   ');
      await page.getByRole('button', { name: 'Run Test' }).click();
      await toast(page, 'Please enter a test message');

      // Nothing in the graph: the exact refusal.
      await message.fill('What is the boiling point of water at sea level?');
      await page.getByLabel('Personality').selectOption('coach');
      await page.getByLabel('Technical level').selectOption('technical');
      await page.getByRole('button', { name: 'Run Test' }).click();
      await response.getByText("I don't have that information in my knowledge database").waitFor({ timeout: 20_000 });
      expect((await response.textContent())?.trim()).toBe("I don't have that information in my knowledge database.");
      expect(await page.getByTestId('tst-knowledge').textContent()).toContain('0 facts');

      // Recent tests: newest first, five at most. (Other specs test as this admin too, so earlier entries may follow.)
      const recent = page.getByRole('list', { name: 'Recent tests' }).getByRole('listitem');
      await expect
        .poll(async () => (await recent.first().textContent()) ?? '')
        .toContain('What is the boiling point of water');
      expect(await recent.nth(1).textContent()).toContain('Tell me about Venus in Scorpio');
      // The answers' Markdown is not shown raw: no ** in the list, the facts' titles as plain words.
      const previews = await page.getByTestId('tst-recent-preview').allTextContents();
      expect(previews.join('\n')).not.toContain('*');
      expect(previews[1]).toContain('Venus in Scorpio (Interpretation)');
      expect(await axeViolations(page), 'Test Stellara').toEqual([]);
      await response.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-test-stellara-nothing');
      await page.getByRole('list', { name: 'Recent tests' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-test-stellara-recent');

      for (const planet of ['Mars', 'Saturn', 'Jupiter', 'Moon']) {
        await message.fill(`Tell me about ${planet} in Aries`);
        await page.getByRole('button', { name: 'Run Test' }).click();
        await response.getByText(`${planet} in Aries`).first().waitFor({ timeout: 20_000 });
      }
      await expect.poll(() => recent.count()).toBe(5);

      // Clear empties the response panel.
      await page.getByRole('button', { name: 'Clear' }).click();
      expect(await response.count()).toBe(0);
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });
  test("the spec's failure texts: alerts, the tester's errors, no graph, no sessions, no clipboard", async () => {
    const { page } = admin;
    await openTab(page, 'LLM Config');
    await modelItem(page, GATEWAY_MODEL).waitFor();
    const fail = {
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}',
    };
    await page.route('**/api/admin/llm/configurations/*/activate', (route) => route.fulfill(fail));
    await page.getByRole('button', { name: `Activate ${GATEWAY_MODEL}` }).click();
    await toast(page, 'Failed to set active model');
    await page.route('**/api/admin/llm/configurations/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(fail) : route.fallback(),
    );
    await page.getByRole('button', { name: `Delete ${GATEWAY_MODEL}` }).click();
    await answerConfirm(page, 'confirm');
    await toast(page, 'Failed to delete model');
    await page.route('**/api/admin/llm/configurations', (route) =>
      route.request().method() === 'POST' ? route.fulfill(fail) : route.fallback(),
    );
    const form = page.getByRole('form', { name: 'Add Model' });
    await form.getByLabel('Model name').fill('e2e/never-added');
    await form.getByLabel('Provider').fill('e2e');
    await form.getByRole('button', { name: 'Add Model' }).click();
    await toast(page, 'Failed to add model');
    await page.unrouteAll();
    // Nothing changed on the server.
    expect(await page.getByTestId('llm-active-model').textContent()).toContain(BUILTIN);
    expect(await modelItem(page, GATEWAY_MODEL).count()).toBe(1);
    expect(await modelItem(page, 'e2e/never-added').count()).toBe(0);

    await openTab(page, 'Astrology APIs');
    await page.route('**/api/v4/natal-aspects-data', (route) => route.abort());
    await page.route('**/api/v4/transit-chart', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":{"code":"VALIDATION_FAILED","message":"latitude must be between -90 and 90"}}',
      }),
    );
    const natal = page.getByTestId('api-test-natal-aspects-data');
    await natal.getByRole('button', { name: 'Test Natal Aspects' }).click();
    await natal.getByRole('alert').getByText('API request failed').waitFor();
    const chart = page.getByTestId('api-test-transit-chart');
    await chart.getByRole('button', { name: 'Test Transit Chart' }).click();
    await chart.getByRole('alert').getByText('latitude must be between -90 and 90').waitFor();
    await page.unrouteAll();

    const s = await openSession('desktop');
    try {
      const astro = s.page;
      await signInAdmin(astro, astrologicalAdmin);
      await astro.route('**/api/admin/graph-test/connection', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            connected: false,
            mode: 'neo4j',
            latencyMs: null,
            message: 'Neo4j connection failed: refused',
          }),
        }),
      );
      await astro.route('**/api/admin/graph-test/sessions', (route) => route.fulfill(fail));
      await openTab(astro, 'Test Stellara');
      await astro.getByTestId('tst-connection').getByText('Disconnected: Neo4j connection failed: refused').waitFor();
      await toast(astro, 'Failed to load test sessions');
      await astro.getByRole('button', { name: 'Run Test' }).click();
      await toast(astro, 'Neo4j database must be connected to run tests');
      expect(await astro.getByTestId('tst-response').count()).toBe(0);
      await screenshot(astro, 'admin-test-stellara-disconnected');
      await astro.unrouteAll();

      // A clipboard that refuses.
      await openTab(astro, 'Overview');
      await openTab(astro, 'Test Stellara');
      await astro
        .getByTestId('tst-connection')
        .getByText(/^Connected/)
        .waitFor();
      await astro.getByRole('button', { name: 'Run Test' }).click();
      await astro.getByTestId('tst-response').waitFor({ timeout: 20_000 });
      await astro.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
          configurable: true,
        });
      });
      await astro.getByRole('button', { name: 'Copy' }).click();
      await toast(astro, 'Failed to copy to clipboard');
    } finally {
      await s.close();
    }
  });
});
