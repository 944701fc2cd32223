// The calendar subscription on Current Transits (below the samples for a free member): a member makes
// their private link, copies it, opens it in a calendar app (webcal://), a calendar app fetches it without
// cookies, and once turned off it answers 404.
import { calendarMessages } from '@stellara/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { answerConfirm, openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('calendar link on Current Transits', () => {
  test.each(['desktop', 'mobile'] as const)(
    'a pro member (%s) creates, copies, opens and turns off the link',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page, context, baseURL } = s;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await signUpMember(page, 'pro');
      await page.goto('/transits');
      const block = page.getByTestId('calendar-feed');
      await block.getByRole('button', { name: 'Create calendar link' }).waitFor({ timeout: 30_000 });
      expect(await block.textContent()).toContain(calendarMessages.noLink);
      expect(await block.textContent()).toContain('the exact day of every slow transit');
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-none-${viewport}`);

      await block.getByRole('button', { name: 'Create calendar link' }).click();
      const created = block.getByTestId('calendar-link');
      await created.waitFor();
      expect(await created.textContent()).toContain(calendarMessages.shownOnce);
      const url = await block.getByTestId('calendar-link-url').inputValue();
      expect(url).toMatch(new RegExp(`^${baseURL}/api/calendar/cal_[A-Za-z0-9_-]{43}\\.ics$`));
      await created.getByRole('button', { name: 'Copy link' }).click();
      await created.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      const webcal = await created.getByRole('link', { name: 'Open in calendar' }).getAttribute('href');
      expect(webcal).toBe(url.replace(/^https?:/, 'webcal:'));
      await created.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-created-${viewport}`);
      expect(await axeViolations(page), 'link shown').toEqual([]);

      // A calendar app: no cookie, only the URL.
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await feed.text();
      expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
      expect(text).toContain('SUMMARY:Your solar return');

      // Back later: the link is on, but never shown again.
      await page.reload();
      await block.getByTestId('calendar-active').waitFor({ timeout: 30_000 });
      expect(await block.textContent()).not.toContain(url);
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-active-${viewport}`);

      await block.getByRole('button', { name: 'Turn off link' }).click();
      expect(await answerConfirm(page, 'confirm')).toBe(calendarMessages.revokeConfirm);
      await block.getByRole('button', { name: 'Create calendar link' }).waitFor();
      await screenshot(page, `calendar-revoked-${viewport}`);
      const gone = await fetch(url);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(calendarMessages.notFound);
      // A new member has no latest conversation yet (404), as in the other member specs; the revoked feed too.
      expect(s.errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
    },
  );

  test.each(['desktop', 'mobile'] as const)(
    'a free member (%s) gets the sky calendar below the sample transits',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page } = s;
      await signUpMember(page, 'free');
      await page.goto('/transits');
      await page.getByTestId('upgrade-prompt').waitFor({ timeout: 30_000 });
      const block = page.getByTestId('calendar-feed');
      await block.getByRole('button', { name: 'Create calendar link' }).waitFor({ timeout: 30_000 });
      const said = await block.textContent();
      expect(said).toContain('New and full Moons, eclipses');
      expect(said).toContain('Plus adds the house of your chart');
      expect(said).not.toContain('the exact day of every slow transit');

      await block.getByRole('button', { name: 'Create calendar link' }).click();
      const url = await block.getByTestId('calendar-link-url').inputValue();
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-free-${viewport}`);
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      const text = await feed.text();
      expect(text).toContain('BEGIN:VEVENT');
      // The sky only: no houses and no returns on the free plan.
      expect(text).not.toContain('Your solar return');
      expect(text).not.toMatch(/your \d+(st|nd|rd|th) house/);
      expect(await axeViolations(page)).toEqual([]);
      expect(s.errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
    },
  );
});
