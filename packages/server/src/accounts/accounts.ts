// The accounts capability, assembled: auth, mail, attempt limits, visitor sessions, member data, API keys, admins.
import { errorCodes } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { adminUsers, authSessions, userProfiles } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { Logger } from '../logging/logger.ts';
import type { AccountDataParticipant, VisitorDataParticipant } from './account-data.port.ts';
import { AccountDataService } from './account-data.service.ts';
import { ApiKeysService } from './api-keys.service.ts';
import { AttemptLimiter } from './attempt-limiter.ts';
import { type Auth, authBaseUrl, createAuth } from './auth.ts';
import { BillingService, createPaymentProvider } from './billing/billing.service.ts';
import type { PaymentProvider } from './billing/payment.port.ts';
import { readCookieFromHeaders } from './cookies.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { MembersService } from './members.service.ts';
import { VISITOR_COOKIE, VisitorService } from './visitor.service.ts';
import { VisitorRetention } from './visitor-retention.ts';

/**
 * The capabilities above accounts that keep a member's or a visitor's data (conversation's chats). Required, so that
 * export, deletion and the visitor sweep never leave them out unnoticed.
 */
export interface AccountParticipants {
  accountData: readonly AccountDataParticipant[];
  visitorData: readonly VisitorDataParticipant[];
}

export interface AccountsOptions {
  /** Sign-in needs a verified email (the spec's "please check your email"); default true. */
  requireEmailVerification?: boolean;
  mailer?: Mailer;
  payments?: PaymentProvider;
  /** Without SMTP, print each mail's link on stdout, marked DEVELOPMENT ONLY (never in production); default false. */
  printMailLinks?: boolean;
}

export class Accounts {
  readonly auth: Auth;
  readonly mailer: Mailer;
  readonly limiter: AttemptLimiter;
  readonly visitors: VisitorService;
  readonly members: MembersService;
  readonly data: AccountDataService;
  readonly billing: BillingService;
  /** Removes inactive visitors' data after VISITOR_RETENTION_HOURS (started with the server). */
  readonly visitorRetention: VisitorRetention;
  /** Origins a mailed link may lead back to: the public URL and the listed CORS origins, never a request's Host. */
  readonly trustedOrigins: readonly string[];
  /** Personal API keys for the /api/v4 chart endpoints. */
  readonly apiKeys: ApiKeysService;

  constructor(
    readonly config: Config,
    readonly db: Database,
    readonly logger: Logger,
    private readonly participants: AccountParticipants,
    options: AccountsOptions = {},
  ) {
    this.trustedOrigins = [new URL(authBaseUrl(config)).origin, ...config.CORS_ORIGINS];
    this.mailer = options.mailer ?? createMailer(config, db, logger, { printLinks: options.printMailLinks ?? false });
    this.limiter = new AttemptLimiter(db.sql);
    this.visitors = new VisitorService(db);
    this.visitorRetention = new VisitorRetention({
      db,
      logger,
      retentionHours: config.VISITOR_RETENTION_HOURS,
      visitorData: participants.visitorData,
    });
    this.members = new MembersService(db);
    this.data = new AccountDataService(db, participants.accountData);
    this.apiKeys = new ApiKeysService(db);
    this.billing = new BillingService(
      db,
      options.payments ?? createPaymentProvider(config, logger),
      logger,
      authBaseUrl(config).replace(/\/$/, ''),
    );
    this.auth = createAuth({
      config,
      db,
      logger,
      mailer: this.mailer,
      requireEmailVerification: options.requireEmailVerification ?? true,
      hooks: {
        onSessionCreated: async (userId, request) => {
          const token = readCookieFromHeaders(request?.headers, VISITOR_COOKIE);
          if (token) await this.adoptVisitor(userId, token);
        },
      },
    });
  }

  /**
   * Moves an anonymous session into the account ("Save Profile Permanently"): its birth data and chart
   * become the profile's when the profile has none yet, and its current chat becomes a saved chat.
   */
  async adoptVisitor(userId: string, token: string): Promise<{ birthData: boolean; chat: boolean }> {
    const visitor = await this.visitors.load(token);
    const moved = { birthData: false, chat: false };
    if (!visitor) return moved;
    try {
      if (visitor.birthData && !(await this.members.hasBirthData(userId))) {
        await this.members.updateProfile(userId, { birthData: visitor.birthData }, visitor.chart ?? undefined);
        moved.birthData = true;
      }
      if (visitor.currentChat?.messages.length) {
        const [profile] = await this.db.orm
          .select({ tier: userProfiles.tier })
          .from(userProfiles)
          .where(eq(userProfiles.id, userId));
        const member = { id: userId, plan: profile?.tier ?? 'free', extraCharts: 0 };
        const chat = { title: visitor.currentChat.title, messages: visitor.currentChat.messages };
        for (const participant of this.participants.visitorData) await participant.adoptVisitorChat(member, chat);
        moved.chat = true;
      }
      await this.visitors.remove(token);
    } catch (error) {
      // Signing in must not fail because the visitor's data could not move; the session stays for a retry.
      this.logger.warn({ err: error, userId }, 'Could not move the visitor session into the account');
    }
    return moved;
  }

  /**
   * Signs out one of the member's sessions, named by its id: page scripts never hold session tokens, and better-auth
   * revokes by token, so the token is looked up here. Answers the cookies to clear when it was the current session.
   */
  async revokeSession(userId: string, sessionId: string, headers: Headers): Promise<string[]> {
    const [row] = await this.db.orm
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
      .limit(1);
    if (!row) throw notFound('Session');
    headers.delete('content-length');
    const response = await this.auth.api.revokeSession({ body: { token: row.token }, headers, asResponse: true });
    if (!response.ok)
      throw new HttpError(response.status, errorCodes.badRequest, 'The session could not be signed out.');
    return response.headers.getSetCookie();
  }

  /** The active administrator row for an email, or null. */
  async activeAdmin(email: string) {
    const [row] = await this.db.orm
      .select()
      .from(adminUsers)
      .where(and(eq(adminUsers.email, email.toLowerCase()), eq(adminUsers.isActive, true)))
      .limit(1);
    return row ?? null;
  }

  async recordAdminLogin(id: string): Promise<Date> {
    const now = new Date();
    await this.db.orm.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, id));
    return now;
  }

  async close(): Promise<void> {
    await this.visitorRetention.stop();
    this.billing.close();
    await this.mailer.close();
  }
}
