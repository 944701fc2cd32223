// The token in a morning note's unsubscribe link: the member's id signed with the server's secret, so a mail client's
// one-click POST (RFC 8058) can switch the note off without a sign-in, and nobody can switch off someone else's.
// It grants nothing else and does not expire: an unsubscribe link in an old mail must still work.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'stellara:morning-note:unsubscribe:';

const signature = (userId: string, secret: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');

export function unsubscribeToken(userId: string, secret: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(userId, secret)}`;
}

/** The member id the token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [idPart, sig, extra] = token.split('.');
  if (!idPart || !sig || extra !== undefined) return null;
  const userId = Buffer.from(idPart, 'base64url').toString('utf8');
  if (!userId || Buffer.from(userId).toString('base64url') !== idPart) return null;
  const expected = Buffer.from(signature(userId, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
