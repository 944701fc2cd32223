// Who is asking: the signed-in account (with its plan, extra charts and admin role) or an anonymous visitor.
import {
  accountMessages,
  errorCodes,
  type Feature,
  featureAccess,
  type MemberPlan,
  type Plan,
  planAtLeast,
  planRequiredMessage,
  type Viewer,
  viewerForAccount,
} from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { adminUsers, billingAccounts, userProfiles } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface RequestViewer extends Viewer {
  user: SessionUser | null;
  /** The better-auth session id (null for visitors). */
  sessionId: string | null;
  adminRole: string | null;
  /** The stored tier (before the admin upgrade to pro). */
  tier: MemberPlan | null;
  extraCharts: number;
}

export const anonymousRequestViewer: RequestViewer = {
  signedIn: false,
  plan: 'anonymous',
  isAdmin: false,
  user: null,
  sessionId: null,
  adminRole: null,
  tier: null,
  extraCharts: 0,
};

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

export async function accountViewer(db: Database, user: SessionUser, sessionId: string | null): Promise<RequestViewer> {
  const [profile] = await db.orm
    .select({ tier: userProfiles.tier })
    .from(userProfiles)
    .where(eq(userProfiles.id, user.id))
    .limit(1);
  const [admin] = await db.orm
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, user.email.toLowerCase()), eq(adminUsers.isActive, true)))
    .limit(1);
  const [billing] = await db.orm
    .select({ extraCharts: billingAccounts.extraCharts })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, user.id))
    .limit(1);
  const tier = profile?.tier ?? 'free';
  return {
    ...viewerForAccount({ tier, isAdmin: Boolean(admin) }),
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    sessionId,
    adminRole: admin?.role ?? null,
    tier,
    extraCharts: billing?.extraCharts ?? 0,
  };
}

/** Reads the session cookie (refreshing the session when due) and builds the viewer. */
export async function resolveViewer(auth: Auth, db: Database, request: FastifyRequest): Promise<RequestViewer> {
  if (!request.headers.cookie) return anonymousRequestViewer;
  const session = await auth.api.getSession({ headers: toHeaders(request.headers) });
  if (!session) return anonymousRequestViewer;
  return accountViewer(db, session.user, session.session.id);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer of this request (resolved once, then cached). Decorated by the accounts plugin. */
    getViewer(): Promise<RequestViewer>;
  }
}

export function authRequired(message = 'Please sign in to use this.'): HttpError {
  return new HttpError(401, errorCodes.authRequired, message);
}

export function planRequired(plan: Plan, reply?: FastifyReply): HttpError {
  reply?.header('x-required-plan', plan);
  return new HttpError(403, errorCodes.planRequired, planRequiredMessage(plan), { plan });
}

/** A signed-in viewer, else 401 AUTH_REQUIRED. */
export async function memberOf(request: FastifyRequest, message?: string) {
  const viewer = await request.getViewer();
  if (!viewer.signedIn || !viewer.user) throw authRequired(message);
  return viewer as RequestViewer & { user: SessionUser; signedIn: true };
}

/** preHandler: an account is needed (401 AUTH_REQUIRED). */
export function requireMember(message?: string) {
  return async (request: FastifyRequest) => {
    await memberOf(request, message);
  };
}

/** preHandler: an account on `plan` or above (401 AUTH_REQUIRED, then 403 PLAN_REQUIRED naming the plan). */
export function requirePlan(plan: Plan) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.getViewer();
    if (plan !== 'anonymous' && !viewer.signedIn) throw authRequired();
    if (!planAtLeast(viewer.plan, plan)) throw planRequired(plan, reply);
  };
}

/** preHandler: the plan rule of a feature from the one entitlements table (@stellara/contract plans.ts). */
export function requireFeature(feature: Feature) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const access = featureAccess(feature, await request.getViewer());
    if (access.ok) return;
    if (access.reason === 'sign-in') throw authRequired();
    if (access.reason === 'plan') throw planRequired(access.plan, reply);
    throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  };
}

/** The administrator behind an admin request, for created_by / approved_by and the audit line. */
export interface AdminIdentity {
  userId: string;
  email: string;
  name: string;
  role: string;
}

/** The one admin guard: the signed-in administrator; 401 for a visitor, 403 for a member who is not one. */
export async function adminOf(request: FastifyRequest): Promise<AdminIdentity> {
  const viewer = await request.getViewer();
  if (!viewer.signedIn || !viewer.user) throw authRequired('Sign in as an administrator.');
  if (!viewer.isAdmin || !viewer.adminRole) throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  return { userId: viewer.user.id, email: viewer.user.email, name: viewer.user.name, role: viewer.adminRole };
}
