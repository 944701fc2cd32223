import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSession, type Session } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

describe('member pages', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('signUpMember makes a signed-in member on each plan', async () => {
    for (const plan of ['free', 'plus', 'pro'] as const) {
      await s.context.clearCookies();
      const member = await signUpMember(s.page, plan);
      expect(member.plan).toBe(plan);
    }
  });
});
