import { calculateNatalChart } from '@stellara/astro';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, replyText, sessionBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/conversation.md#built-in-reader: a question about the sky now is answered from the sky at the message's
// time, never with the natal planet. A Plus member asks what Saturn is doing right now.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The member's birth chart (the harness's Ada: 12 April 1990, 14:35 in Liverpool, 13:35 UT). */
const natal = calculateNatalChart({
  ut: `${sessionBirthData.birthDate}T13:35:00Z`,
  latitude: sessionBirthData.latitude,
  longitude: sessionBirthData.longitude,
});

describe('the sky now, not the natal planet', () => {
  test.each(['desktop', 'mobile'] as const)(
    'plus (%s): "what is saturn doing right now" names the current Saturn sign, with its contacts',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      await signUpMember(s.page, 'plus');
      await chatOpened(s.page);
      const text = await replyText(s.page, 'what is saturn doing right now', { trim: true });
      await screenshot(s.page, `sky-now-saturn-${viewport}`);
      const now = calculateNatalChart({ ut: new Date(), latitude: 51.48, longitude: 0 }).points.Saturn.signName;
      const birth = natal.points.Saturn.signName;
      expect(now).not.toBe(birth);
      expect(text).toMatch(new RegExp(`^As of \\d+ \\w+ \\d{4}, Saturn is in ${now}, at \\d+°\\d\\d'`));
      expect(text).not.toContain(`Saturn is in ${birth}`);
      expect(text).toContain(`Your natal Saturn, where it stood when you were born, is in ${birth}`);
    },
  );
});
