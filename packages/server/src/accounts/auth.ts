// better-auth over our drizzle connection (PGlite or PostgreSQL): email + password, database sessions,
// email verification and password reset. Cookies: httpOnly, SameSite=Lax, Secure in production.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@stellara/contract';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authAccounts, authSessions, authUsers, authVerifications, userProfiles } from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';
import { type Mailer, mailTexts } from './mailer.ts';
import { resetTokenHooks } from './reset-tokens.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** A member's session lasts this long after the last use (stated on the Privacy page). */
export const MEMBER_SESSION_DAYS = 30;

/**
 * Passwords: scrypt, memory-hard (N=2^14, r=16, p=1: 32 MiB per hash), in better-auth's own
 * `salt:key` hex format, so hashes made by better-auth's built-in scrypt verify here and the other
 * way round. Node's native scrypt runs on the libuv thread pool instead of the event loop.
 */

export const SCRYPT = { N: 16_384, r: 16, p: 1, dkLen: 64 } as const;
const scryptOptions = { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scrypt(password.normalize('NFKC'), salt, SCRYPT.dkLen, scryptOptions);
  return `${salt}:${key.toString('hex')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, keyHex] = hash.split(':');
  if (!salt || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = await scrypt(password.normalize('NFKC'), salt, SCRYPT.dkLen, scryptOptions);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface AuthHooks {
  /** A session was created (sign-in, sign-up with auto sign-in, verified email): move the visitor's things in. */
  onSessionCreated(userId: string, request: { headers?: Headers | undefined } | undefined): Promise<void>;
}

export const SESSION_COOKIE_PREFIX = 'stellara';

export function authBaseUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

export function createAuth(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  hooks: AuthHooks;
  requireEmailVerification: boolean;
}) {
  const { config, db, logger, mailer, hooks } = deps;
  const baseURL = authBaseUrl(config);
  return betterAuth({
    appName: 'Stellara',
    baseURL,
    basePath: '/api/auth',
    secret: config.SESSION_SECRET,
    database: drizzleAdapter(db.orm, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    // The request's own origin is trusted for better-auth's Origin check: our CSRF check (csrf.ts) has already compared
    // Origin with Host. Redirect targets in mails are checked before, against the configured origins only (redirects.ts).
    trustedOrigins: (request) => {
      const origins = [new URL(baseURL).origin, ...config.CORS_ORIGINS];
      const host = request?.headers.get('host');
      if (host) origins.push(`${new URL(request!.url).protocol}//${host}`);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: deps.requireEmailVerification,
      autoSignIn: !deps.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          userId: user.id,
          kind: 'reset-password',
          link: url,
          ...mailTexts.reset(user.name, url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: deps.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          userId: user.id,
          kind: 'verify-email',
          link: url,
          ...mailTexts.verify(user.name, url),
        });
      },
    },
    session: {
      expiresIn: MEMBER_SESSION_DAYS * 24 * 60 * 60,
      // Refreshed (sliding) at most once a day when used.
      updateAge: 24 * 60 * 60,
    },
    // Per-IP and per-account limits are ours (attempt-limiter.ts), shared through the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [] },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        fn.call(logger, { auth: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account has its profile row (tier free) from the start.
          after: async (user) => {
            await db.orm
              .insert(userProfiles)
              .values({ id: user.id, email: user.email, name: user.name })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            await hooks.onSessionCreated(session.userId, ctx ?? undefined);
          },
        },
      },
      // Issuing or using a reset link ends the account's other reset links.
      verification: resetTokenHooks(db),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
