// docs/plans.md#question-allowances: the Plans page states the daily question allowance of visitors and free members,
// and says "Unlimited questions" for Plus only because the others have one; a visitor's question past the allowance is
// not answered, and the chat says when they can ask again and what Plus adds. The server runs with small allowances.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';
import { type AppServer, startAppServer } from './harness/server.ts';

const VISITOR_PER_DAY = 1;
const FREE_PER_DAY = 4;

describe('the daily question allowance', () => {
  let server: AppServer;
  let session: Session | undefined;

  beforeAll(async () => {
    server = await startAppServer('sample', {
      VISITOR_QUESTIONS_PER_DAY: String(VISITOR_PER_DAY),
      FREE_QUESTIONS_PER_DAY: String(FREE_PER_DAY),
    });
  }, 300_000);

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: the Plans page states each plan's allowance`, async () => {
      session = await openSession(viewport, { baseURL: server.baseURL });
      const { page } = session;
      await page.goto('/upgrade');
      const guest = page.getByTestId('plan-anonymous');
      await guest.getByText(`${VISITOR_PER_DAY} question a day`, { exact: true }).waitFor();
      await page.getByTestId('plan-free').getByText(`${FREE_PER_DAY} questions a day`, { exact: true }).waitFor();
      await page.getByTestId('plan-plus').getByText('Unlimited questions', { exact: true }).waitFor();
      expect(await page.getByTestId('allowance-note').textContent()).toContain('24 hours from the first of them');
      // The Guest and Free cards say which voice they chat with; only Plus claims all five.
      expect(await page.getByTestId('plan-free').getByText('All five personalities').count()).toBe(0);
      await screenshot(page, `allowance-plans-${viewport}`);
      expect(session.errors).toEqual([]);
      await session.close();
      session = undefined;
    }, 120_000);

    test(`${viewport}: a visitor's question past the allowance gets the message, and a reload does not renew it`, async () => {
      session = await openSession(viewport, { baseURL: server.baseURL });
      const { page } = session;
      await enterBirthData(page);
      // The app's automatic first message is not the visitor's question: it is not counted.
      await chatOpened(page);
      const answered = await ask(page, 'What does my Moon say about how I rest?');
      expect(await answered.getAttribute('data-status')).toBe('complete');

      const input = page.getByPlaceholder('Ask...');
      await input.fill('And my Venus?');
      await input.press('Enter');
      const alert = page.getByTestId('chat-error');
      await alert.waitFor({ timeout: 30_000 });
      const text = (await alert.textContent()) ?? '';
      expect(text).toMatch(/That was your 1 question for today\. You can ask again in about (23|24) hours/);
      expect(text).toContain(`A free account gives you ${FREE_PER_DAY} a day and keeps your chart`);
      expect(text).toContain('Plus makes questions unlimited');
      // The question was not asked: it leaves the list, and nothing offers to retry it before the allowance renews.
      expect(await page.getByTestId('message-user').filter({ hasText: 'And my Venus?' }).count()).toBe(0);
      expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await screenshot(page, `allowance-reached-${viewport}`);
      // Reloading does not give the visitor a new allowance: the server counts their visitor session.
      await page.reload();
      await chatOpened(page);
      await input.fill('And my Mars?');
      await input.press('Enter');
      await expect
        .poll(async () => (await page.getByTestId('chat-error').textContent()) ?? '', { timeout: 30_000 })
        .toContain('That was your 1 question for today');
      expect(session.errors).toEqual([]);
      await session.close();
      session = undefined;
    }, 180_000);
  }
});
