import { expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';

it('names the member it was made for, and only with the secret it was made with', () => {
  const token = unsubscribeToken('user_Abc123', secret);
  expect(verifyUnsubscribeToken(token, secret)).toBe('user_Abc123');
  expect(verifyUnsubscribeToken(token, `${secret}-other`)).toBeNull();
});

it('refuses a token changed to name someone else, or cut short', () => {
  const token = unsubscribeToken('user_Abc123', secret);
  const [, sig] = token.split('.');
  const other = `${Buffer.from('user_Other9').toString('base64url')}.${sig}`;
  expect(verifyUnsubscribeToken(other, secret)).toBeNull();
  expect(verifyUnsubscribeToken(token.slice(0, -2), secret)).toBeNull();
  expect(verifyUnsubscribeToken(`${token}.x`, secret)).toBeNull();
  expect(verifyUnsubscribeToken('', secret)).toBeNull();
  expect(verifyUnsubscribeToken('.', secret)).toBeNull();
});
