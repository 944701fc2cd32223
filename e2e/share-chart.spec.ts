import { afterEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

const sessions: Session[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});
async function open(viewport: ViewportName): Promise<Session> {
  const s = await openSession(viewport);
  sessions.push(s);
  return s;
}

// signUpMember saves Ada's birth data: London, 12 April 1990, 2:35 PM. None of it may show unless ticked.
const PRIVATE = ['12 April 1990', '1990', '14:35', '2:35', 'London'];

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  describe(`sharing a chart (${viewport})`, () => {
    test('a member creates a link, a visitor sees only the Big Three, a Pro member adds it, then it is turned off', async () => {
      // The sharer: a free member with their first name on the card and Pro members allowed to add it.
      const sharer = await open(viewport);
      await signUpMember(sharer.page, 'free', { name: 'Zora' });
      await sharer.page.goto('/profile');
      const section = sharer.page.getByTestId('share-chart');
      await section.getByRole('button', { name: 'Share' }).click();
      const dialog = sharer.page.getByTestId('share-dialog');
      await dialog.waitFor();
      for (const box of ['My first name', 'My birth date', 'My birth time', 'My birth place']) {
        expect(await dialog.getByLabel(box).isChecked(), box).toBe(false);
      }
      expect(await dialog.getByLabel(/may add my chart to their Compatibility/).isChecked()).toBe(false);
      await screenshot(sharer.page, `share-dialog-${viewport}`);
      await dialog.getByLabel('My first name').check();
      await dialog.getByLabel(/may add my chart to their Compatibility/).check();
      await dialog.getByRole('button', { name: 'Create link' }).click();
      const url = await dialog.getByTestId('share-url').inputValue();
      expect(new URL(url).pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
      await screenshot(sharer.page, `share-created-${viewport}`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await section.getByTestId('share-row').first().waitFor();
      expect(await section.getByTestId('share-row').count()).toBe(1);

      // A visitor: the Big Three and the card, the first name, no birth data, an invitation to cast their own.
      const visitor = await open(viewport);
      const answer = await visitor.page.goto(url);
      expect(answer?.status()).toBe(200);
      const shared = visitor.page.getByTestId('shared-chart');
      await shared.waitFor();
      expect(await shared.getByRole('heading', { level: 1 }).textContent()).toBe('Zora’s Big Three');
      const lines = await shared.getByTestId('big-three').locator('li').allTextContents();
      expect(lines[0]).toMatch(/^Sun in \w+$/);
      expect(lines[1]).toMatch(/^Moon in \w+$/);
      expect(lines[2]).toMatch(/^Rising in \w+$/);
      const html = await visitor.page.content();
      for (const secret of PRIVATE) expect(html).not.toContain(secret);
      expect(await visitor.page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${url}/card.png`);
      // The card image loaded (a broken image has no natural width).
      const card = shared.getByRole('img');
      await card.evaluate((img: HTMLImageElement) => img.decode());
      expect(await card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      expect(await shared.getByRole('button', { name: 'Add to my Compatibility' }).count()).toBe(0);
      await shared.getByRole('link', { name: 'Cast your own chart' }).waitFor();
      await screenshot(visitor.page, `share-page-visitor-${viewport}`);

      // A Pro member: one tap adds the chart to their Compatibility.
      const pro = await open(viewport);
      await signUpMember(pro.page, 'pro', { name: 'Priya' });
      await pro.page.goto(url);
      const add = pro.page.getByRole('button', { name: 'Add to my Compatibility' });
      await screenshot(pro.page, `share-page-pro-${viewport}`);
      await add.click();
      await pro.page.waitForURL((u) => u.pathname === '/compatibility');
      await pro.page.getByTestId('saved-readings').getByText(/Zora/).first().waitFor();
      await screenshot(pro.page, `share-added-${viewport}`);

      // The sharer turns the link off: its page answers 404 and says so.
      await section.getByRole('button', { name: /Turn off/ }).click();
      await sharer.page.getByRole('button', { name: 'Turn off', exact: true }).click();
      await section.getByTestId('share-row').waitFor({ state: 'detached' });
      const gone = await visitor.page.goto(url);
      expect(gone?.status()).toBe(404);
      expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'This chart is no longer shared',
      );
      await screenshot(visitor.page, `share-revoked-${viewport}`);
      for (const s of sessions) expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    }, 180_000);
  });
}
