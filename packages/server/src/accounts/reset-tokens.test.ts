import { describe, expect, it } from 'vitest';
import { isLiveResetToken } from './reset-tokens.ts';

describe('which verification rows are live reset tokens', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const row = (identifier: string, expiresAt: string) => ({
    id: 'r',
    identifier,
    value: 'u',
    expiresAt: new Date(expiresAt),
  });

  it('is a reset token that has not expired', () => {
    expect(isLiveResetToken(row('reset-password:abc', '2026-11-28T10:30:00Z'), now)).toBe(true);
  });

  it('is not an expired one (better-auth cleaning it away is no use of it), nor another kind of row', () => {
    expect(isLiveResetToken(row('reset-password:abc', '2026-11-28T09:59:59Z'), now)).toBe(false);
    expect(isLiveResetToken(row('email-verification:abc', '2026-11-28T10:30:00Z'), now)).toBe(false);
    expect(isLiveResetToken(row('xreset-password:abc', '2026-11-28T10:30:00Z'), now)).toBe(false);
  });
});
