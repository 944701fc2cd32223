// LLM Config's popular models (docs/admin.md): a list an administrator edits, seeded with current models, not one
// written into the app. The spec edits the list, sees the edit used and kept, then puts the seeded list back (the e2e
// server is shared by every spec).
import { LLM_PRESETS } from '@stellara/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { openTab, signInAdmin, technicalAdmin } from './harness/admin.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

const NEW_MODEL = 'acme/stellar-1';

const popular = (page: Page) => page.getByRole('list', { name: 'Popular models' });
const popularNames = async (page: Page) =>
  (await popular(page).locator('.llm-item-name').allTextContents()).map((t) => t.trim());

describe('the popular models list', () => {
  let s: Session | undefined;
  afterAll(async () => {
    await s?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`an administrator edits it and the edit is kept (${viewport})`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      await signInAdmin(page, technicalAdmin);
      await openTab(page, 'LLM Config');
      // Seeded with current models: nothing of the dated Claude 3 or Gemini 1.5 generation.
      await popular(page).waitFor();
      expect(await popularNames(page)).toEqual(LLM_PRESETS.map((p) => p.modelName));
      expect(await popular(page).textContent()).not.toMatch(/claude-3|gemini-pro-1\.5|gpt-4o/);

      await page.getByRole('button', { name: 'Edit list' }).click();
      const editor = page.getByRole('form', { name: 'Edit popular models' });
      await editor.waitFor();
      expect(await editor.getByTestId('quick-add-row').count()).toBe(LLM_PRESETS.length);
      const dropped = LLM_PRESETS[0].modelName;
      await editor.getByRole('button', { name: `Remove ${dropped}`, exact: true }).click();
      await editor.getByRole('button', { name: 'Add a model' }).click();
      const last = LLM_PRESETS.length;
      await editor.getByLabel(`Model name ${last}`, { exact: true }).fill(NEW_MODEL);
      await editor.getByLabel(`Provider ${last}`, { exact: true }).fill('acme');
      await editor.getByLabel(`Description ${last}`, { exact: true }).fill('A test model');
      await screenshot(page, `admin-quick-add-editor-${viewport}`);
      if (viewport === 'mobile') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      expect(await axeViolations(page)).toEqual([]);
      await editor.getByRole('button', { name: 'Save list' }).click();
      await editor.waitFor({ state: 'detached' });

      const edited = [...LLM_PRESETS.slice(1).map((p) => p.modelName), NEW_MODEL];
      await expect.poll(() => popularNames(page)).toEqual(edited);
      // Kept on the server: a reload shows the edited list, and its new model can be added at once.
      await page.reload();
      await openTab(page, 'LLM Config');
      await expect.poll(() => popularNames(page), { timeout: 15_000 }).toEqual(edited);
      await screenshot(page, `admin-quick-add-edited-${viewport}`);

      // Back to the seeded list for the other specs.
      const restored = await page.evaluate(
        async (models) =>
          (
            await fetch('/api/admin/llm/quick-add', {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ models }),
            })
          ).status,
        LLM_PRESETS.map((p) => ({ ...p })),
      );
      expect(restored).toBe(200);
      await s.close();
      s = undefined;
    });
  }
});
