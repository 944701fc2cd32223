import { afterEach, describe, expect, test } from 'vitest';
import { ask, seedStorage } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// Compatibility in the chat (docs/plans.md: synastry is Pro). A Pro member who types their partner's birth data gets
// the synastry between the two real charts (the place found in the gazetteer; a missing time said plainly); a Plus
// member gets their own chart on relating and the pointer to Pro, never the partner's placements.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const TYPED = 'Are we compatible? My husband Tom was born 14 February 1991 at 11:00 in London.';

describe('a partner typed in the chat', () => {
  test.each(['desktop', 'mobile'] as const)(
    'pro (%s): the reply reads the synastry with Tom, and says what a missing time leaves out',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page } = s;
      // The Friendly Guide's words, chosen before the chat opens (the default voice, the Coach, is one an admin may
      // have retrained to be brief by the time this spec runs).
      await seedStorage(page, { local: { personality: 'guide' } });
      await signUpMember(page, 'pro');
      await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
      const reply = await ask(page, TYPED);
      expect(await reply.getAttribute('data-status')).toBe('complete');
      const first = (await reply.locator('.markdown p').first().textContent()) ?? '';
      expect(first).toMatch(/Tom.*the strongest contact between your charts is your \w+ \w+ Tom's \w+/);
      const text = (await reply.textContent()) ?? '';
      expect(text).toContain('You and Tom');
      expect(text).toContain('Counted the way the Compatibility page counts');
      await screenshot(page, `partner-typed-${viewport}`);

      const untimed = await ask(page, 'And my sister? She was born 2 May 1993. Are we a good match?');
      const untimedText = (await untimed.textContent()) ?? '';
      expect(untimedText).toContain('You and your sister');
      expect(untimedText).toContain("Without your sister's birth time I can't see their houses or rising sign");
      await screenshot(page, `partner-untimed-${viewport}`);
    },
  );

  test('plus (desktop): their own chart on relating and the pointer to Pro, none of Tom\u2019s placements', async () => {
    s = await openSession('desktop');
    const { page } = s;
    await seedStorage(page, { local: { personality: 'guide' } });
    await signUpMember(page, 'plus');
    await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
    const reply = await ask(page, TYPED);
    const text = (await reply.textContent()) ?? '';
    expect(text).toContain('part of Stellara Pro');
    expect(text).not.toContain("Tom's");
    await screenshot(page, 'partner-typed-plus-desktop');
  });
});
