// "Export My Data" (everything Stellara holds about an account, as JSON) and account deletion (cascade).
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  apiKeys,
  authAccounts,
  authAttempts,
  authSessions,
  authUsers,
  authVerifications,
  billingAccounts,
  billingCheckouts,
  billingEvents,
  birthCharts,
  compatibilityReadings,
  mailOutbox,
  morningNoteSends,
  userAnalytics,
  userProfiles,
} from '../db/schema/index.ts';
import type { AccountDataParticipant } from './account-data.port.ts';

export const EXPORT_FORMAT = 'stellara-account-export/1';

/** The per-account attempt counters (auth-endpoints.ts), keyed `<kind>:account:<email>`. */
const ACCOUNT_ATTEMPT_KINDS = ['sign-in', 'sign-up', 'mail'] as const;

export class AccountDataService {
  constructor(
    private readonly db: Database,
    /** Capabilities above accounts with rows of their own about the member (conversation's chats and hooks). */
    private readonly participants: readonly AccountDataParticipant[],
  ) {}

  /** Every row keyed to the account. Secrets (password hash, session tokens, provider tokens, API key hashes) are left out. */
  async export(userId: string): Promise<Record<string, unknown>> {
    const orm = this.db.orm;
    const [user] = await orm.select().from(authUsers).where(eq(authUsers.id, userId));
    if (!user) return {};
    const sessions = await orm
      .select({
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(desc(authSessions.createdAt));
    const logins = await orm
      .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
      .from(authAccounts)
      .where(eq(authAccounts.userId, userId));
    return {
      format: EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      account: user,
      signInMethods: logins,
      sessions,
      profile: (await orm.select().from(userProfiles).where(eq(userProfiles.id, userId)))[0] ?? null,
      birthCharts: await orm
        .select()
        .from(birthCharts)
        .where(eq(birthCharts.userId, userId))
        .orderBy(desc(birthCharts.createdAt)),
      compatibilityReadings: await orm
        .select()
        .from(compatibilityReadings)
        .where(eq(compatibilityReadings.userId, userId))
        .orderBy(desc(compatibilityReadings.createdAt)),
      analyticsEvents: await orm
        .select()
        .from(userAnalytics)
        .where(eq(userAnalytics.userId, userId))
        .orderBy(desc(userAnalytics.createdAt)),
      // Names and visible prefixes only: the key hash is a credential too.
      apiKeys: await orm
        .select({
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
        })
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt)),
      billing: (await orm.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)))[0] ?? null,
      checkouts: await orm
        .select()
        .from(billingCheckouts)
        .where(eq(billingCheckouts.userId, userId))
        .orderBy(desc(billingCheckouts.createdAt)),
      mails: await orm
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, user.email))
        .orderBy(desc(mailOutbox.createdAt)),
      // The mornings a note went out (or was tried) for.
      morningNotes: await orm
        .select()
        .from(morningNoteSends)
        .where(eq(morningNoteSends.userId, userId))
        .orderBy(desc(morningNoteSends.localDate)),
      // The participants' sections: saved chats, chat folders and chat hooks (conversation's).
      ...(await this.participantSections(userId)),
    };
  }

  private async participantSections(userId: string): Promise<Record<string, unknown>> {
    const sections: Record<string, unknown> = {};
    for (const participant of this.participants) Object.assign(sections, await participant.exportFor(userId));
    return sections;
  }

  /**
   * Removes the account: the user row cascades to every table keyed to it (profile, chats, charts, readings, folders,
   * keys, sessions, analytics, billing); the rows that name it without a foreign key go first: mails and attempt
   * counters by address, billing events and reset tokens here, and the participants' own (conversation's question
   * allowance, the transits and hooks of its conversations), all in one transaction.
   */
  async delete(userId: string): Promise<boolean> {
    const [user] = await this.db.orm.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
    if (!user) return false;
    await this.db.orm.transaction(async (tx) => {
      for (const participant of this.participants) await participant.deleteFor(userId, tx);
      await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      await tx.delete(authAttempts).where(
        inArray(
          authAttempts.key,
          ACCOUNT_ATTEMPT_KINDS.map((kind) => `${kind}:account:${user.email}`),
        ),
      );
      await tx
        .delete(authVerifications)
        .where(or(eq(authVerifications.value, userId), eq(authVerifications.identifier, user.email)));
      await tx.delete(billingEvents).where(eq(billingEvents.userId, userId));
      await tx.delete(authUsers).where(eq(authUsers.id, userId));
    });
    return true;
  }
}
