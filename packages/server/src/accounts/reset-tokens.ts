// Password-reset links die together: better-auth keeps each reset token as its own verification row
// (identifier `reset-password:<token>`, value = the user id) and, left alone, lets every one of them work until it
// expires, so an older link (say, one that sat in a forwarded or leaked mailbox) still sets the password after the
// member used a newer one. Issuing a token and using one both end every other reset token of that account.
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authVerifications } from '../db/schema/index.ts';

export const RESET_TOKEN_PREFIX = 'reset-password:';

interface VerificationRow {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
}

/** Whether a verification row is a reset token still able to set a password. */
export function isLiveResetToken(row: VerificationRow, now: Date = new Date()): boolean {
  return row.identifier.startsWith(RESET_TOKEN_PREFIX) && new Date(row.expiresAt).getTime() > now.getTime();
}

/** Deletes every reset token of `userId` except the row `keepId`; returns how many went. */
export async function revokeOtherResetTokens(db: Database, userId: string, keepId: string): Promise<number> {
  const gone = await db.orm
    .delete(authVerifications)
    .where(
      and(
        like(authVerifications.identifier, `${RESET_TOKEN_PREFIX}%`),
        eq(authVerifications.value, userId),
        ne(authVerifications.id, keepId),
      ),
    )
    .returning({ id: authVerifications.id });
  return gone.length;
}

/**
 * better-auth's database hooks on its verification rows, doing the above.
 * - create: a new reset token ends the older ones before its mail goes out.
 * - delete.before: better-auth deletes (consumes) the row of the token a reset uses just before it changes the
 *   password, after checking the token. Ending the other tokens first, not after the reset, leaves no moment when
 *   two links work: of two resets racing with two tokens, at most one finds its own row still there.
 *   Rows deleted for having expired (better-auth's clean-up) are not a use, so they end nothing.
 * These run outside any transaction (our drizzle adapter has transactions off), so our own connection is safe here.
 */
export function resetTokenHooks(db: Database) {
  return {
    create: {
      after: async (row: VerificationRow) => {
        if (row.identifier.startsWith(RESET_TOKEN_PREFIX)) await revokeOtherResetTokens(db, row.value, row.id);
      },
    },
    delete: {
      before: async (row: VerificationRow) => {
        if (isLiveResetToken(row)) await revokeOtherResetTokens(db, row.value, row.id);
      },
    },
  };
}
